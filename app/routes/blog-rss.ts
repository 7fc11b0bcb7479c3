// Placeholder: the blog feed is built by the metadata issue.
export function loader() {
  return new Response("<rss version=\"2.0\"><channel></channel></rss>", { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
