// The one contract between the pages and the content: a method per read resource, and
// the HTTP path of each, written once. The server implements it in process (the pages'
// loaders call it; server/api/content-api.ts) and serves it at these paths for
// integrations (server/api/content-router.ts). A missing resource is an HttpError 404
// whose body is the route's `missing` text, as JSON `{"error": …}` (plain text for a
// markdown file).
import type { BlogPost, CaseStudy, Collection, RenderedBlogPost, Service, Solution, Testimonial } from "./entities.ts";
import { HttpError } from "./http-error.ts";
import { MARKDOWN_NOT_FOUND } from "./spec-texts.ts";

export interface ContentApi {
  services(): Promise<Service[]>;
  service(slug: string): Promise<Service>;
  solutions(): Promise<Solution[]>;
  solution(slug: string): Promise<Solution>;
  caseStudies(): Promise<CaseStudy[]>;
  caseStudy(slug: string): Promise<CaseStudy>;
  testimonials(): Promise<Testimonial[]>;
  /** The server-form posts (SPEC 3), newest first. */
  blogPosts(): Promise<BlogPost[]>;
  blogPost(slug: string): Promise<BlogPost>;
  /** A post as its screen shows it: the SPEC's lookup over both sources, rendered (common/blog-post-body.ts). */
  renderedPost(slug: string): Promise<RenderedBlogPost>;
  /** The file names of the published markdown posts (SPEC 8: /blogs/list.json). */
  markdownPostFiles(): Promise<string[]>;
  /** A published markdown post's file as written, front matter included. */
  markdownPostText(file: string): Promise<string>;
  /** A list page's entries (content/collections/{name}.yaml), in order. */
  collection(name: string): Promise<Collection>;
}

export type ContentResource = keyof ContentApi;
export type ContentResult<K extends ContentResource> = Awaited<ReturnType<ContentApi[K]>>;

export interface ContentRoute {
  /** Express-style: a method that takes an argument has one `:param` segment (the table's type checks it is there). */
  path: string;
  /** The 404's text when the resource does not exist. */
  missing?: string;
  /** The answer is the markdown file's text, not JSON. */
  markdown?: true;
}

/** Every read resource's path. Order matters where two could match: /blogs/list.json before /blogs/:file. */
export const CONTENT_ROUTES = {
  services: { path: "/api/services" },
  service: { path: "/api/services/:slug", missing: "Service not found" },
  solutions: { path: "/api/solutions" },
  solution: { path: "/api/solutions/:slug", missing: "Solution not found" },
  caseStudies: { path: "/api/case-studies" },
  caseStudy: { path: "/api/case-studies/:slug", missing: "Case study not found" },
  testimonials: { path: "/api/testimonials" },
  blogPosts: { path: "/api/blog-posts" },
  blogPost: { path: "/api/blog-posts/:slug", missing: "Blog post not found" },
  renderedPost: { path: "/api/rendered-posts/:slug", missing: "Blog post not found" },
  markdownPostFiles: { path: "/blogs/list.json" },
  markdownPostText: { path: "/blogs/:file", missing: MARKDOWN_NOT_FOUND, markdown: true },
  collection: { path: "/api/collections/:name", missing: "Collection not found" },
} satisfies { [K in ContentResource]: ContentRoute & { path: Parameters<ContentApi[K]> extends [] ? string : `${string}/:${string}` } };

export const PARAM = /:\w+/;

/** The path of one resource, its argument encoded. */
export function contentPath(name: ContentResource, arg = ""): string {
  return CONTENT_ROUTES[name].path.replace(PARAM, encodeURIComponent(arg));
}

/** The 404 of a resource that does not exist, as both implementations raise it. */
export function contentNotFound(name: ContentResource): HttpError {
  const route: ContentRoute = CONTENT_ROUTES[name];
  const text = route.missing ?? "Not found";
  return new HttpError(404, route.markdown ? text : JSON.stringify({ error: text }), "Not Found");
}
