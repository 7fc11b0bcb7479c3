// One spelling per page. React Router matches routes case-insensitively and ignores a
// trailing slash, and Express decodes percent-escapes, so "/Contact/", "/%63ontact" and
// "//contact" all reach the contact page. Pages answer only at the canonical spelling
// (others get a 301), and the rules keyed on a path (the page cache, the lead rate
// limit) compare canonical paths, so no spelling slips past them.

/**
 * The canonical form of a request path: percent-decoded, lower-case, single slashes,
 * no trailing slash (except the root). Undefined when the path cannot be decoded.
 */
export function canonicalPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const path = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/+$/, "$1");
  return encodeURI(path.startsWith("/") ? path : `/${path}`);
}

/** The page a React Router data request (`/contact.data`, `/_root.data`) is for. */
export function pageOfDataRequest(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length).replace(/(.)\/+$/, "$1") : path;
}
