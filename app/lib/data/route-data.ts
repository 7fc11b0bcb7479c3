// A route's clientLoader does not call the server: a client-side navigation renders at
// once and its queries fetch /api/..., showing the SPEC's skeletons (docs/decisions/001).
export function skipServerOnClient() {
  return null;
}
