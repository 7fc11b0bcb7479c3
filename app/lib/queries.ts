// Every query of the site, by key. Each takes a Fetcher so the server (SSR prefetch)
// and the browser (client navigation) share keys, paths and results.
import { queryOptions } from "@tanstack/react-query";
import type { Fetcher } from "../../common/fetcher.ts";
import type { CaseStudy, Service, Solution, Testimonial } from "../../common/entities.ts";
import type { RenderedBlogPost } from "../../common/blog-post-body.ts";
import { statusOf } from "../../common/http-error.ts";
import { SOLUTION_FETCH_ERROR } from "../../common/spec-texts.ts";
// The blog rules parse front matter (a YAML parser): loaded only when a blog query runs in
// the browser, which is never on a first load (the server pre-fills it).
const blogRules = () => import("../../common/blog.ts");

const logError = (msg: string, err?: unknown) => console.error(msg, err);

// List screens never show a body (a service's or case study's `content`, a solution's
// `about`): lists keep every other field, which keeps the server-rendered pages (which
// carry their data for hydration) small; the home page alone sheds 22 KB.
const withoutBody = <T, K extends keyof T>(items: T[], body: K): Omit<T, K>[] =>
  items.map((item) => {
    const { [body]: _, ...rest } = item;
    return rest;
  });

export const servicesQuery = (f: Fetcher) =>
  queryOptions({ queryKey: ["/api/services"], queryFn: async () => withoutBody(await f.json<Service[]>("/api/services"), "content") });

export const serviceQuery = (f: Fetcher, slug: string) =>
  queryOptions({ queryKey: ["/api/services", slug], queryFn: () => f.json<Service>(`/api/services/${encodeURIComponent(slug)}`) });

export const solutionsQuery = (f: Fetcher) =>
  queryOptions({ queryKey: ["/api/solutions"], queryFn: async () => withoutBody(await f.json<Solution[]>("/api/solutions"), "about") });

export const solutionQuery = (f: Fetcher, slug: string) =>
  queryOptions({
    queryKey: ["/api/solutions", slug],
    queryFn: async () => {
      try {
        return await f.json<Solution>(`/api/solutions/${encodeURIComponent(slug)}`);
      } catch (err) {
        // SPEC 7: a non-ok answer raises its own error.
        throw Object.assign(new Error(SOLUTION_FETCH_ERROR), { cause: err });
      }
    },
  });

export const caseStudiesQuery = (f: Fetcher) =>
  queryOptions({ queryKey: ["/api/case-studies"], queryFn: async () => withoutBody(await f.json<CaseStudy[]>("/api/case-studies"), "content") });

export const caseStudyQuery = (f: Fetcher, slug: string) =>
  queryOptions({ queryKey: ["/api/case-studies", slug], queryFn: () => f.json<CaseStudy>(`/api/case-studies/${encodeURIComponent(slug)}`) });

export const testimonialsQuery = (f: Fetcher) => queryOptions({ queryKey: ["/api/testimonials"], queryFn: () => f.json<Testimonial[]>("/api/testimonials") });

export const blogListQuery = (f: Fetcher) => queryOptions({ queryKey: ["blog-list"], queryFn: async () => (await blogRules()).loadBlogList(f, logError) });

// The post arrives rendered, with its reading aids (common/blog-post-body.ts): the server
// runs the SPEC's lookup and the markdown pipeline with its highlighter, so none of them
// reaches the browser. A post that does not exist or is not published is null.
export const blogPostQuery = (f: Fetcher, slug: string) =>
  queryOptions({
    queryKey: ["blog-post", slug],
    queryFn: async () => {
      try {
        return await f.json<RenderedBlogPost>(`/api/rendered-posts/${encodeURIComponent(slug)}`);
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
  });

// Tags across both blog sources (common/blog-tags.ts), loaded like the blog rules.
const blogTags = () => import("../../common/blog-tags.ts");

/** A tag's page; null (a 404) when no visible post has the tag. */
export const blogTagQuery = (f: Fetcher, slug: string) =>
  queryOptions({ queryKey: ["blog-tag", slug], queryFn: async () => (await blogTags()).loadTagPage(f, slug, logError) });

/** Related posts and previous/next at the end of a post. */
export const blogPostFooterQuery = (f: Fetcher, slug: string) =>
  queryOptions({ queryKey: ["blog-post-footer", slug], queryFn: async () => (await blogTags()).loadPostFooterLinks(f, slug, logError) });
