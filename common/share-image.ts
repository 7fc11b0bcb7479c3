// Share images (issue 14): every indexable page has a 1200x630 PNG made at build
// (scripts/share-images/) from its title and section, at an address derived from the
// page's path, so the page head and the build agree without a lookup table:
//   /                      -> /images/og/pages/home.png
//   /about                 -> /images/og/pages/about.png
//   /resources/open-source -> /images/og/pages/resources-open-source.png
//   /blog/{slug}           -> /images/og/blog/{slug}.png
//   /blog/tag/{tag}        -> /images/og/blog-tags/{tag}.png
//   /services/{slug}, /solutions/{slug}, /case-studies/{slug}, /white-papers/{id}: likewise.
// Pages kept out of search results (not found, the inbox) use the default image.
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;
export const SHARE_IMAGE_DIR = "/images/og";
export const DEFAULT_SHARE_IMAGE = `${SHARE_IMAGE_DIR}/default.png`;

/** Folders whose detail pages (`/{folder}/{slug}`) each get their own image folder. */
const COLLECTIONS = ["services", "solutions", "case-studies", "blog", "white-papers"];

export function shareImagePath(pagePath: string): string {
  const parts = pagePath.split(/[?#]/)[0]!.split("/").filter(Boolean);
  if (parts.length === 0) return `${SHARE_IMAGE_DIR}/pages/home.png`;
  if (parts.length === 3 && parts[0] === "blog" && parts[1] === "tag") return `${SHARE_IMAGE_DIR}/blog-tags/${parts[2]}.png`;
  if (parts.length === 2 && COLLECTIONS.includes(parts[0]!)) return `${SHARE_IMAGE_DIR}/${parts[0]}/${parts[1]}.png`;
  return `${SHARE_IMAGE_DIR}/pages/${parts.join("-")}.png`;
}
