// Every public page of the site, for /sitemap.xml and the HTML /sitemap: static routes,
// every collection's list page that a route serves, every service, solution, case study,
// visible blog post (both sources), blog tag and white paper.
import { loadVisiblePosts, tagIndex } from "../../../common/blog-tags.ts";
import { tagPath } from "../../../common/blog-tag-path.ts";
import { whitePapers } from "./white-papers.ts";
import type { AppLoadContext } from "../../load-context.ts";

export interface SitePage {
  path: string;
  title: string;
  group: "Pages" | "Services" | "Solutions" | "Case Studies" | "Blog" | "Blog Topics" | "White Papers";
  lastModified?: string;
}

export const staticPages: SitePage[] = [
  { path: "/", title: "Home", group: "Pages" },
  { path: "/services", title: "Services", group: "Pages" },
  { path: "/solutions", title: "Solutions", group: "Pages" },
  { path: "/case-studies", title: "Case Studies", group: "Pages" },
  { path: "/blog", title: "Blog", group: "Pages" },
  { path: "/white-papers", title: "White Papers", group: "Pages" },
  { path: "/contact", title: "Contact", group: "Pages" },
  { path: "/about", title: "About", group: "Pages" },
  { path: "/resources/open-source", title: "Open Source", group: "Pages" },
  { path: "/privacy-policy", title: "Privacy Policy", group: "Pages" },
  { path: "/terms-of-service", title: "Terms of Service", group: "Pages" },
  { path: "/sitemap", title: "Sitemap", group: "Pages" },
];

export async function sitePages(context: AppLoadContext): Promise<SitePage[]> {
  const api = context.contentApi;
  const [routePaths, services, solutions, caseStudies, posts] = await Promise.all([
    context.routePaths(),
    api.services(),
    api.solutions(),
    api.caseStudies(),
    // Both blog sources: the list shows one of them, but a post of either can be opened by its URL.
    loadVisiblePosts(api),
  ]);
  return [
    ...staticPages,
    // content/collections/{name}.yaml is a page at /{name} once routes.ts has a route for it
    // (docs/content.md, "Add a list page"); a file without its route is not a page yet.
    ...context.content.collections.filter((c) => routePaths.has(c.name)).map((c) => ({ path: `/${c.name}`, title: c.title, group: "Pages" as const })),
    ...services.map((s) => ({ path: `/services/${s.slug}`, title: s.title, group: "Services" as const })),
    ...solutions.map((s) => ({ path: `/solutions/${s.slug}`, title: s.title, group: "Solutions" as const })),
    ...caseStudies.map((c) => ({ path: `/case-studies/${c.slug}`, title: c.title, group: "Case Studies" as const })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, title: p.title, group: "Blog" as const, lastModified: p.date })),
    ...tagIndex(posts).map((t) => ({ path: tagPath(t.name), title: t.name, group: "Blog Topics" as const, lastModified: t.lastModified })),
    ...whitePapers.map((w) => ({ path: `/white-papers/${w.id}`, title: w.title, group: "White Papers" as const })),
  ];
}
