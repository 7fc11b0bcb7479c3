// Placeholder: robots.txt is built by the metadata issue.
export function loader() {
  return new Response("User-agent: *\nAllow: /\n", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
