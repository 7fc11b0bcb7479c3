// Every query of the site, by key. Each takes a ContentApi so the server (SSR prefetch,
// in process) and the browser (client navigation, over HTTP) share keys and results.
import { queryOptions } from "@tanstack/react-query";
import type { ContentApi } from "../../../common/content-api.ts";
import { statusOf } from "../../../common/http-error.ts";
import { SOLUTION_FETCH_ERROR } from "../../../common/spec-texts.ts";
// The blog rules parse front matter (a YAML parser): loaded only when a blog query runs in
// the browser, which is never on a first load (the server pre-fills it).
const blogRules = () => import("../../../common/blog.ts");

const logError = (msg: string, err?: unknown) => console.error(msg, err);

// List screens never show a body (a service's or case study's `content`, a solution's
// `about`): lists keep every other field, which keeps the server-rendered pages (which
// carry their data for hydration) small; the home page alone sheds 22 KB.
const withoutBody = <T, K extends keyof T>(items: T[], body: K): Omit<T, K>[] =>
  items.map((item) => {
    const { [body]: _, ...rest } = item;
    return rest;
  });

export const servicesQuery = (api: ContentApi) =>
  queryOptions({ queryKey: ["/api/services"], queryFn: async () => withoutBody(await api.services(), "content") });

export const serviceQuery = (api: ContentApi, slug: string) => queryOptions({ queryKey: ["/api/services", slug], queryFn: () => api.service(slug) });

export const solutionsQuery = (api: ContentApi) =>
  queryOptions({ queryKey: ["/api/solutions"], queryFn: async () => withoutBody(await api.solutions(), "about") });

export const solutionQuery = (api: ContentApi, slug: string) =>
  queryOptions({
    queryKey: ["/api/solutions", slug],
    queryFn: async () => {
      try {
        return await api.solution(slug);
      } catch (err) {
        // SPEC 7: a non-ok answer raises its own error.
        throw Object.assign(new Error(SOLUTION_FETCH_ERROR), { cause: err });
      }
    },
  });

export const caseStudiesQuery = (api: ContentApi) =>
  queryOptions({ queryKey: ["/api/case-studies"], queryFn: async () => withoutBody(await api.caseStudies(), "content") });

export const caseStudyQuery = (api: ContentApi, slug: string) => queryOptions({ queryKey: ["/api/case-studies", slug], queryFn: () => api.caseStudy(slug) });

export const testimonialsQuery = (api: ContentApi) => queryOptions({ queryKey: ["/api/testimonials"], queryFn: () => api.testimonials() });

export const blogListQuery = (api: ContentApi) =>
  queryOptions({ queryKey: ["blog-list"], queryFn: async () => (await blogRules()).loadBlogList(api, logError) });

// The post arrives rendered, with its reading aids (common/blog-post-body.ts): the server
// runs the SPEC's lookup and the markdown pipeline with its highlighter, so none of them
// reaches the browser. A post that does not exist or is not published is null.
export const blogPostQuery = (api: ContentApi, slug: string) =>
  queryOptions({
    queryKey: ["blog-post", slug],
    queryFn: async () => {
      try {
        return await api.renderedPost(slug);
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
  });

/** A list page's entries (content/collections/{name}.yaml). */
export const collectionQuery = (api: Pick<ContentApi, "collection">, name: string) =>
  queryOptions({ queryKey: ["/api/collections", name], queryFn: () => api.collection(name) });

// Tags across both blog sources (common/blog-tags.ts), loaded like the blog rules.
const blogTags = () => import("../../../common/blog-tags.ts");

/** A tag's page; null (a 404) when no visible post has the tag. */
export const blogTagQuery = (api: ContentApi, slug: string) =>
  queryOptions({ queryKey: ["blog-tag", slug], queryFn: async () => (await blogTags()).loadTagPage(api, slug, logError) });

/** Related posts and previous/next at the end of a post. */
export const blogPostFooterQuery = (api: ContentApi, slug: string) =>
  queryOptions({ queryKey: ["blog-post-footer", slug], queryFn: async () => (await blogTags()).loadPostFooterLinks(api, slug, logError) });
