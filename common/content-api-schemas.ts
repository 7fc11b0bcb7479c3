// What each ContentApi method answers, as a zod schema: the public JSON API's contract for
// integrations, checked against the real API by tests/api/content-api.test.ts. The site's
// own pages read the ContentApi in process (decision 036) and never parse these.
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
