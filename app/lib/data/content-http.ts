// The browser's ContentApi: each method fetches its path (common/content-api.ts) and
// parses the answer with its schema. It runs only on client-side navigation: a first
// load's queries arrive pre-filled by the server, so the schemas (and zod) are loaded
// with the first fetch, never with the page.
import { CONTENT_ROUTES, contentPath, type ContentApi, type ContentResource, type ContentResult, type ContentRoute } from "../../../common/content-api.ts";
import type { z } from "zod";
import { apiRequest } from "./http.ts";

const schemas = () => import("../../../common/content-api-schemas.ts");

async function get<K extends ContentResource>(name: K, arg?: string): Promise<ContentResult<K>> {
  const route: ContentRoute = CONTENT_ROUTES[name];
  const res = await apiRequest("GET", contentPath(name, arg));
  const body: unknown = route.markdown ? await res.text() : await res.json();
  const schema: z.ZodType<ContentResult<K>> = (await schemas()).CONTENT_SCHEMAS[name];
  return schema.parse(body);
}

export const httpContentApi: ContentApi = {
  services: () => get("services"),
  service: (slug) => get("service", slug),
  solutions: () => get("solutions"),
  solution: (slug) => get("solution", slug),
  caseStudies: () => get("caseStudies"),
  caseStudy: (slug) => get("caseStudy", slug),
  testimonials: () => get("testimonials"),
  blogPosts: () => get("blogPosts"),
  blogPost: (slug) => get("blogPost", slug),
  renderedPost: (slug) => get("renderedPost", slug),
  markdownPostFiles: () => get("markdownPostFiles"),
  markdownPostText: (file) => get("markdownPostText", file),
  collection: (name) => get("collection", name),
};
