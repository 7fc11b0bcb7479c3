// Every public page of the site, listed once (decision 020). The sitemap (/sitemap.xml and
// /sitemap), the site search and the share images are each a view of this list, so a new
// kind of page, or a post that is hidden, is the same for all three.
import { tagIndex } from "./blog-tags.ts";
import { caseStudyPath, collectionPath, postPath, servicePath, solutionPath, tagPath, whitePaperPath } from "./paths.ts";
import { visiblePosts, type PostVisibilityFields } from "./post-visibility.ts";

/** The site's own pages, in the sitemap's order; each has a route in app/routes.ts. */
export const STATIC_PAGES = [
  { path: "/", title: "Home" },
  { path: "/services", title: "Services" },
  { path: "/solutions", title: "Solutions" },
  { path: "/case-studies", title: "Case Studies" },
  { path: "/blog", title: "Blog" },
  { path: "/white-papers", title: "White Papers" },
  { path: "/contact", title: "Contact" },
  { path: "/book", title: "Book a Consultation" },
  { path: "/about", title: "About" },
  { path: "/resources/open-source", title: "Open Source" },
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms-of-service", title: "Terms of Service" },
  { path: "/sitemap", title: "Sitemap" },
] as const;

interface Entry {
  slug: string;
  title: string;
}
interface Post extends Entry, PostVisibilityFields {
  tags: string[];
}

/** What the pages are made from: the content files, or the database they are synced into. */
export interface PageSources {
  services: readonly Entry[];
  solutions: readonly Entry[];
  caseStudies: readonly Entry[];
  /** Every markdown post the caller knows of; the hidden ones are left out here. */
  markdownPosts: readonly Post[];
  serverPosts: readonly Post[];
  whitePapers: readonly { id: number; title: string }[];
  /** The list pages of content/collections/ to include. */
  collections: readonly { name: string; title: string }[];
}

interface Page<K extends string, G extends string> {
  kind: K;
  path: string;
  title: string;
  group: G;
  /** The sitemap's lastmod; undated pages take the day they are listed on. */
  lastModified?: string;
}

/** One page; `item` is the content it is made from, as the caller gave it. */
export type SitePage<S extends PageSources = PageSources> =
  | Page<"page" | "collection", "Pages">
  | Page<"tag", "Blog Topics">
  | (Page<"service", "Services"> & { item: S["services"][number] })
  | (Page<"solution", "Solutions"> & { item: S["solutions"][number] })
  | (Page<"caseStudy", "Case Studies"> & { item: S["caseStudies"][number] })
  | (Page<"post", "Blog"> & { item: S["markdownPosts"][number] | S["serverPosts"][number] })
  | (Page<"whitePaper", "White Papers"> & { item: S["whitePapers"][number] });

/** Every page a visitor can open on `today` (common/post-visibility.ts judges the posts). */
export function allPages<S extends PageSources>(sources: S, today: string): SitePage<S>[] {
  const posts = visiblePosts(sources.markdownPosts, sources.serverPosts, today);
  return [
    ...STATIC_PAGES.map((p) => ({ kind: "page" as const, ...p, group: "Pages" as const })),
    ...sources.collections.map((c) => ({ kind: "collection" as const, path: collectionPath(c.name), title: c.title, group: "Pages" as const })),
    ...sources.services.map((item) => ({ kind: "service" as const, path: servicePath(item.slug), title: item.title, group: "Services" as const, item })),
    ...sources.solutions.map((item) => ({ kind: "solution" as const, path: solutionPath(item.slug), title: item.title, group: "Solutions" as const, item })),
    ...sources.caseStudies.map((item) => ({
      kind: "caseStudy" as const,
      path: caseStudyPath(item.slug),
      title: item.title,
      group: "Case Studies" as const,
      item,
    })),
    ...posts.map((item) => ({ kind: "post" as const, path: postPath(item.slug), title: item.title, group: "Blog" as const, lastModified: item.date, item })),
    ...tagIndex(posts).map((t) => ({
      kind: "tag" as const,
      path: tagPath(t.name),
      title: t.name,
      group: "Blog Topics" as const,
      lastModified: t.lastModified,
    })),
    ...sources.whitePapers.map((item) => ({
      kind: "whitePaper" as const,
      path: whitePaperPath(item.id),
      title: item.title,
      group: "White Papers" as const,
      item,
    })),
  ];
}
