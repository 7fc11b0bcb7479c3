// Upserts the content files into the database by slug and removes rows whose file is gone
// (never a post or case study saved in the desk: docs/decisions/031, 046).
// Runs at start and by `npm run content:sync`.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SiteContent } from "./read-content.ts";

async function pruneMissing(db: Kysely<Database>, table: "services" | "solutions", slugs: string[]) {
  if (slugs.length === 0) await db.deleteFrom(table).execute();
  else await db.deleteFrom(table).where("slug", "not in", slugs).execute();
}

/** Removes the rows a file owned whose file is gone; never a row saved in the desk. */
async function pruneFileRows(db: Kysely<Database>, table: "case_studies" | "blog_posts", slugs: string[]) {
  let gone = db.deleteFrom(table).where("source", "=", "file");
  if (slugs.length > 0) gone = gone.where("slug", "not in", slugs);
  await gone.execute();
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
        tags: JSON.stringify(c.tags), client: c.client, content: c.content, markdown: c.markdown, sort_order: c.order,
      };
      // A case study the desk has taken over (source "desk") is no longer the file's: left as it is (decision 046).
      await tx
        .insertInto("case_studies")
        .values(row)
        .onConflict((oc) => oc.column("slug").doUpdateSet(row).where("case_studies.source", "=", "file"))
        .execute();
    }
    await pruneFileRows(tx, "case_studies", content.caseStudies.map((c) => c.slug));

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
    await pruneFileRows(tx, "blog_posts", content.serverPosts.map((p) => p.slug));

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
