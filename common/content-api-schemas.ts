// What each ContentApi method answers, as a zod schema: the browser parses every answer
// with these (app/lib/data/content-http.ts), so a response of the wrong shape fails its query
// instead of reaching a component. Loaded by a dynamic import: zod stays out of the
// first load (docs/decisions/006).
import { z } from "zod";
import type { ContentResource, ContentResult } from "./content-api.ts";
import { blogPostSchema, caseStudySchema, collectionSchema, renderedBlogPostSchema, serviceSchema, solutionSchema, testimonialSchema } from "./entities.ts";

export const CONTENT_SCHEMAS: { [K in ContentResource]: z.ZodType<ContentResult<K>> } = {
  services: z.array(serviceSchema),
  service: serviceSchema,
  solutions: z.array(solutionSchema),
  solution: solutionSchema,
  caseStudies: z.array(caseStudySchema),
  caseStudy: caseStudySchema,
  testimonials: z.array(testimonialSchema),
  blogPosts: z.array(blogPostSchema),
  blogPost: blogPostSchema,
  renderedPost: renderedBlogPostSchema,
  markdownPostFiles: z.array(z.string()),
  markdownPostText: z.string(),
  collection: collectionSchema,
};
