// The entities of SPEC section 3 as the API returns them: one zod schema each, and the
// type derived from it. The repository's output is checked against these types, and the
// public API's contract is written with these schemas (common/content-api-schemas.ts).
// Import only types from here in code the browser loads: the schemas bring zod.
import { z } from "zod";
import type { TocEntry } from "./markdown/headings.ts";
import type { clientsFile, whitePaper } from "./content-schema.ts";

export const serviceSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  content: z.string().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const solutionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  features: z.array(z.string()),
  about: z.string().nullable(),
});
export type Solution = z.infer<typeof solutionSchema>;

export const caseStudySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  industry: z.string(),
  tags: z.array(z.string()),
  client: z.string(),
  content: z.string(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const testimonialSchema = z.object({
  id: z.number(),
  quote: z.string(),
  rating: z.number(),
  avatar: z.string(),
  name: z.string(),
  position: z.string(),
  company: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A blog post in the shape both sources end up in (server form and markdown file form). */
export const blogPostSchema = z.object({
  id: z.number().optional(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  date: z.string(),
  /** YYYY-MM-DD of the last substantial revision, when there was one (markdown posts' `updated:`). */
  updated: z.string().optional(),
  tags: z.array(z.string()),
  image: z.string(),
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

const tocEntrySchema = z.object({ id: z.string(), text: z.string(), depth: z.union([z.literal(2), z.literal(3)]) }) satisfies z.ZodType<TocEntry>;

/** A blog post as its screen shows it (common/blog-post-body.ts): the body as sanitized HTML, or raw when it could not be rendered. */
const renderedMeta = blogPostSchema.omit({ content: true }).extend({ toc: z.array(tocEntrySchema), readingMinutes: z.number() });
export const renderedBlogPostSchema = z.union([
  renderedMeta.extend({ html: z.string(), raw: z.undefined().optional() }),
  renderedMeta.extend({ raw: z.string(), html: z.undefined().optional() }),
]);
export type RenderedBlogPost = z.infer<typeof renderedBlogPostSchema>;

/** A list page's content (content/collections/{name}.yaml); each entry's body is sanitized HTML. */
export const collectionSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  entries: z.array(z.object({ slug: z.string(), title: z.string(), summary: z.string(), image: z.string().optional(), body: z.string().optional() })),
});
export type Collection = z.infer<typeof collectionSchema>;
export type CollectionEntry = Collection["entries"][number];

// Read from content files, never over the API: their types are the content schemas'.
export type WhitePaper = z.infer<typeof whitePaper>;
export type ClientLogo = z.infer<typeof clientsFile>[number];
