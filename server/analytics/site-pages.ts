// Which beacon paths the page counters name (L-5, docs/decisions/019). Anyone can send a
// beacon with any path. The site's pages are a known, bounded list: every page of
// common/all-pages.ts (the sitemap's list: posts, services, case studies…) and every route
// without a parameter ("/search", "/chat"). Those are always counted by name; any other
// path is no page of this site ("/buy-pills", or "/blog/no-such-post", which answers 404)
// and is counted in one bucket, so junk can neither add rows nor push a real page out.
import { allPages, type PageSources } from "../../common/all-pages.ts";
import { todayIso } from "../../common/post-visibility.ts";

export type IsSitePage = (path: string) => boolean;

/** `routePatterns`: the app's route paths as routes.ts declares them ("about", "blog/:slug", "*"). */
export function sitePages(routePatterns: Iterable<string>, sources: () => PageSources): IsSitePage {
  const declared = [...routePatterns];
  const fixedRoutes = declared.filter((p) => !p.includes(":") && !p.includes("*")).map((p) => `/${p}`);
  let day = "";
  let pages = new Set<string>();
  return (path) => {
    // Scheduled posts appear on their day: the list is made once a day.
    const today = todayIso();
    if (day !== today) {
      const s = sources();
      // A collection is a page once routes.ts has a route for it (as in the sitemap).
      const collections = s.collections.filter((c) => declared.includes(c.name));
      [day, pages] = [today, new Set([...fixedRoutes, ...allPages({ ...s, collections }, today).map((p) => p.path)])];
    }
    return pages.has(path);
  };
}
