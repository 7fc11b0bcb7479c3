// The sitemap's pages (/sitemap.xml and the HTML /sitemap): the site's one list of pages
// (common/all-pages.ts), made from what the pages themselves read: the database, the
// white papers in the bundle, and the collections that a route serves.
import type { AppLoadContext } from "../../load-context.ts";
import { allPages, type SitePage } from "../../../common/all-pages.ts";
import { loadMarkdownPosts } from "../../../common/blog.ts";
import { todayIso } from "../../../common/post-visibility.ts";
import { whitePapers } from "./white-papers.ts";

/** A page as the sitemap lists it: without the content it is made from. */
export type SitemapPage = Pick<SitePage, "path" | "title" | "group" | "lastModified">;

export async function sitemapPages(context: AppLoadContext): Promise<SitemapPage[]> {
  const api = context.contentApi;
  const [routePaths, services, solutions, caseStudies, markdownPosts, serverPosts] = await Promise.all([
    context.routePaths(),
    api.services(),
    api.solutions(),
    api.caseStudies(),
    // Both blog sources: the list shows one of them, but a post of either can be opened by its URL.
    loadMarkdownPosts(api),
    api.blogPosts(),
  ]);
  // content/collections/{name}.yaml is a page at /{name} once routes.ts has a route for it
  // (README "Add a list page"); a file without its route is not a page yet.
  const collections = context.content.collections.filter((c) => routePaths.has(c.name));
  const pages = allPages({ services, solutions, caseStudies, markdownPosts, serverPosts, whitePapers, collections }, todayIso());
  return pages.map(({ path, title, group, lastModified }) => ({ path, title, group, ...(lastModified ? { lastModified } : {}) }));
}
