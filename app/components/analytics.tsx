// Page-view analytics (SPEC 7). Placeholder until the metadata issue.
export function Analytics() {
  return null;
}
