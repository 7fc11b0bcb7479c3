// Reads content rows and shapes them as the API's JSON (SPEC section 3 fields), typed by
// the entities the browser parses them with (common/entities.ts).
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import type { PageFields } from "../../common/desk-page.ts";
import { collectionSchema, type BlogPost, type CaseStudy, type Collection, type Service, type Solution, type Testimonial } from "../../common/entities.ts";

// Lists (tags, features) are JSON text (server/db/schema.ts), read back through a schema rather than cast.
const stringList = z.array(z.string());
const list = (json: string): string[] => stringList.parse(JSON.parse(json));

const serviceOut = (r: Selectable<Database["services"]>): Service => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, icon: r.icon, content: r.content,
});
const solutionOut = (r: Selectable<Database["solutions"]>): Solution => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, image: r.image,
  features: list(r.features), about: r.about,
});
const caseStudyOut = (r: Selectable<Database["case_studies"]>): CaseStudy => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, image: r.image,
  industry: r.industry, tags: list(r.tags), client: r.client, content: r.content,
});
const collectionOut = (r: Selectable<Database["collections"]>): Collection => ({
  name: r.name,
  title: r.title,
  description: r.description,
  entries: collectionSchema.shape.entries.parse(JSON.parse(r.entries)),
});
const blogPostOut = (r: Selectable<Database["blog_posts"]>): BlogPost => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, author: r.author,
  date: r.date, tags: list(r.tags), image: r.image, content: r.content,
});

/** A server post with what decides whether it shows (common/post-visibility.ts); never sent as is. */
export type StoredBlogPost = BlogPost & { draft: boolean; publishAt: string | null };
export const storedPostOut = (r: Selectable<Database["blog_posts"]>): StoredBlogPost => ({
  ...blogPostOut(r),
  draft: r.status === "draft",
  publishAt: r.publish_at,
});

/** The post as the API sends it: without the fields that decided it may be sent. */
export const publicPost = ({ draft: _draft, publishAt: _publishAt, ...post }: StoredBlogPost): BlogPost => post;

export function contentRepository(db: Kysely<Database>) {
  return {
    services: async () => (await db.selectFrom("services").selectAll().orderBy("sort_order").orderBy("id").execute()).map(serviceOut),
    service: async (slug: string) => {
      const r = await db.selectFrom("services").selectAll().where("slug", "=", slug).executeTakeFirst();
      return r ? serviceOut(r) : undefined;
    },
    solutions: async () => (await db.selectFrom("solutions").selectAll().orderBy("sort_order").orderBy("id").execute()).map(solutionOut),
    solution: async (slug: string) => {
      const r = await db.selectFrom("solutions").selectAll().where("slug", "=", slug).executeTakeFirst();
      return r ? solutionOut(r) : undefined;
    },
    // A draft saved in the desk is nobody's but the desk's (decision 046).
    caseStudies: async () =>
      (await db.selectFrom("case_studies").selectAll().where("status", "=", "published").orderBy("sort_order").orderBy("id").execute()).map(caseStudyOut),
    caseStudy: async (slug: string) => {
      const r = await db.selectFrom("case_studies").selectAll().where("slug", "=", slug).where("status", "=", "published").executeTakeFirst();
      return r ? caseStudyOut(r) : undefined;
    },
    testimonials: async (): Promise<Testimonial[]> => db.selectFrom("testimonials").selectAll().orderBy("id").execute(),
    blogPosts: async () => (await db.selectFrom("blog_posts").selectAll().orderBy("date", "desc").execute()).map(storedPostOut),
    collection: async (name: string) => {
      const r = await db.selectFrom("collections").selectAll().where("name", "=", name).executeTakeFirst();
      return r ? collectionOut(r) : undefined;
    },
    /** The pages whose desk version is live (decision 046), by slug; the others show their file. */
    publishedPages: async (): Promise<Map<string, PageFields>> => {
      const rows = await db.selectFrom("page_overrides").select(["slug", "published"]).where("published", "is not", null).execute();
      return new Map(rows.map((r) => [r.slug, JSON.parse(r.published!) as PageFields]));
    },
    blogPost: async (slug: string) => {
      const r = await db.selectFrom("blog_posts").selectAll().where("slug", "=", slug).executeTakeFirst();
      return r ? storedPostOut(r) : undefined;
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
