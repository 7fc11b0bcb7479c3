// Every save in the desk keeps the whole thing saved as a revision (who, when, every field
// as JSON), for the editor's diff and restore: posts, case studies and pages alike
// (docs/decisions/031, 046), in one table told apart by kind.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Actor } from "../desk/desk-user.ts";

export type RevisionKind = "post" | "caseStudy" | "page";

/** A revision as the editor's list shows it. */
export interface RevisionSummary {
  id: number;
  at: string;
  actor: string;
  title: string;
  status: string;
}

/** The revisions of one kind; `F` is what a save keeps (a title and a status at least). */
export function contentRevisions<F extends { title: string; status: string }>(db: Kysely<Database>, kind: RevisionKind) {
  return {
    /** Keeps `fields` as a revision (inside the save's transaction). */
    async save(tx: Kysely<Database>, slug: string, actor: Actor, fields: F, at: string): Promise<void> {
      await tx.insertInto("content_revisions").values({ kind, slug, at, actor, fields: JSON.stringify(fields) }).execute();
    },

    /** The newest 100, newest first: the first is the current one. */
    async list(slug: string): Promise<RevisionSummary[]> {
      const rows = await db
        .selectFrom("content_revisions")
        .selectAll()
        .where("kind", "=", kind)
        .where("slug", "=", slug)
        .orderBy("id", "desc")
        .limit(100)
        .execute();
      return rows.map((r) => {
        const fields = JSON.parse(r.fields) as F;
        return { id: r.id, at: r.at, actor: r.actor, title: fields.title, status: fields.status };
      });
    },

    async get(slug: string, id: number): Promise<(F & { id: number; at: string; actor: string }) | undefined> {
      const r = await db.selectFrom("content_revisions").selectAll().where("kind", "=", kind).where("slug", "=", slug).where("id", "=", id).executeTakeFirst();
      return r ? { ...(JSON.parse(r.fields) as F), id: r.id, at: r.at, actor: r.actor } : undefined;
    },
  };
}
