// In-page links (footnotes, "see below" links) point at the ids the page really has.
// The sanitizer prefixes every id from the content with "user-content-" (so content
// cannot clobber the page's own ids), but not the links to them: remark-rehype writes
// footnotes unprefixed (clobberPrefix: ""), and this step adds the prefix to a link
// whose target exists only prefixed. Links to heading slugs (added after sanitizing,
// unprefixed) already resolve and are left alone.
import { eachElement, type Parent } from "./hast.ts";

export const SANITIZE_ID_PREFIX = "user-content-";

export function resolveInPageLinks() {
  return (tree: Parent) => {
    const ids = new Set<string>();
    eachElement(tree, (el) => {
      if (typeof el.properties.id === "string") ids.add(el.properties.id);
    });
    eachElement(tree, (el) => {
      const href = el.tagName === "a" ? el.properties.href : undefined;
      if (typeof href !== "string" || !href.startsWith("#") || href.length < 2) return;
      let target = href.slice(1);
      try {
        target = decodeURIComponent(target);
      } catch {
        return;
      }
      if (!ids.has(target) && ids.has(SANITIZE_ID_PREFIX + target)) el.properties.href = `#${SANITIZE_ID_PREFIX}${target}`;
    });
  };
}
