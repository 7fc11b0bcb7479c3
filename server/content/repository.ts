// Reads content rows and shapes them as the API's JSON (SPEC section 3 fields).
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema.ts";

const list = (json: string): string[] => JSON.parse(json) as string[];

const serviceOut = (r: Selectable<Database["services"]>) => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, icon: r.icon, content: r.content,
});
const solutionOut = (r: Selectable<Database["solutions"]>) => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, image: r.image,
  features: list(r.features), about: r.about,
});
const caseStudyOut = (r: Selectable<Database["case_studies"]>) => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, image: r.image,
  industry: r.industry, tags: list(r.tags), client: r.client, content: r.content,
});
const blogPostOut = (r: Selectable<Database["blog_posts"]>) => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, author: r.author,
  date: r.date, tags: list(r.tags), image: r.image, content: r.content,
});

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
    caseStudies: async () => (await db.selectFrom("case_studies").selectAll().orderBy("sort_order").orderBy("id").execute()).map(caseStudyOut),
    caseStudy: async (slug: string) => {
      const r = await db.selectFrom("case_studies").selectAll().where("slug", "=", slug).executeTakeFirst();
      return r ? caseStudyOut(r) : undefined;
    },
    testimonials: async () => db.selectFrom("testimonials").selectAll().orderBy("id").execute(),
    blogPosts: async () => (await db.selectFrom("blog_posts").selectAll().orderBy("date", "desc").execute()).map(blogPostOut),
    blogPost: async (slug: string) => {
      const r = await db.selectFrom("blog_posts").selectAll().where("slug", "=", slug).executeTakeFirst();
      return r ? blogPostOut(r) : undefined;
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
export type Service = Awaited<ReturnType<ContentRepository["services"]>>[number];
export type Solution = Awaited<ReturnType<ContentRepository["solutions"]>>[number];
export type CaseStudy = Awaited<ReturnType<ContentRepository["caseStudies"]>>[number];
export type Testimonial = Awaited<ReturnType<ContentRepository["testimonials"]>>[number];
export type ServerBlogPost = Awaited<ReturnType<ContentRepository["blogPosts"]>>[number];
