// Upserts the content files into the database by slug and removes rows whose file is gone
// (never a post written in the desk: docs/decisions/031).
// Runs at start and by `npm run content:sync`.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SiteContent } from "./read-content.ts";

async function pruneMissing(db: Kysely<Database>, table: "services" | "solutions" | "case_studies", slugs: string[]) {
  if (slugs.length === 0) await db.deleteFrom(table).execute();
  else await db.deleteFrom(table).where("slug", "not in", slugs).execute();
}

export async function syncContent(db: Kysely<Database>, content: SiteContent): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const s of content.services) {
      const row = { slug: s.slug, title: s.title, description: s.description, icon: s.icon, content: s.content, sort_order: s.order };
      await tx.insertInto("services").values(row).onConflict((oc) => oc.column("slug").doUpdateSet(row)).execute();
    }
    await pruneMissing(tx, "services", content.services.map((s) => s.slug));

    for (const s of content.solutions) {
      const row = {
        slug: s.slug, title: s.title, description: s.description, image: s.image,
        features: JSON.stringify(s.features), about: s.about, sort_order: s.order,
      };
      await tx.insertInto("solutions").values(row).onConflict((oc) => oc.column("slug").doUpdateSet(row)).execute();
    }
    await pruneMissing(tx, "solutions", content.solutions.map((s) => s.slug));

    for (const c of content.caseStudies) {
      const row = {
        slug: c.slug, title: c.title, description: c.description, image: c.image, industry: c.industry,
        tags: JSON.stringify(c.tags), client: c.client, content: c.content, sort_order: c.order,
      };
      await tx.insertInto("case_studies").values(row).onConflict((oc) => oc.column("slug").doUpdateSet(row)).execute();
    }
    await pruneMissing(tx, "case_studies", content.caseStudies.map((c) => c.slug));

    for (const p of content.serverPosts) {
      const row = {
        slug: p.slug, title: p.title, description: p.description, author: p.author, date: p.date,
        tags: JSON.stringify(p.tags), image: p.image, content: p.content,
      };
      // A post the desk has taken over (source "desk") is no longer the file's: left as it is.
      await tx
        .insertInto("blog_posts")
        .values(row)
        .onConflict((oc) => oc.column("slug").doUpdateSet(row).where("blog_posts.source", "=", "file"))
        .execute();
    }
    // Only the file posts whose file is gone: posts written in the desk have no file (decision 031).
    const fileSlugs = content.serverPosts.map((p) => p.slug);
    let gone = tx.deleteFrom("blog_posts").where("source", "=", "file");
    if (fileSlugs.length > 0) gone = gone.where("slug", "not in", fileSlugs);
    await gone.execute();

    for (const t of content.testimonials) {
      await tx.insertInto("testimonials").values(t).onConflict((oc) => oc.column("id").doUpdateSet(t)).execute();
    }
    const ids = content.testimonials.map((t) => t.id);
    await tx.deleteFrom("testimonials").where("id", "not in", ids).execute();

    // A collection's row holds its entries: rewriting it drops the removed ones.
    for (const c of content.collections) {
      const row = { name: c.name, title: c.title, description: c.description, entries: JSON.stringify(c.entries) };
      await tx.insertInto("collections").values(row).onConflict((oc) => oc.column("name").doUpdateSet(row)).execute();
    }
    const names = content.collections.map((c) => c.name);
    if (names.length === 0) await tx.deleteFrom("collections").execute();
    else await tx.deleteFrom("collections").where("name", "not in", names).execute();
  });
}
