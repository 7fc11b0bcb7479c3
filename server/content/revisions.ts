// Every save in the desk keeps the whole thing saved as a revision (who, when, every field
// as JSON), for the editor's diff and restore: posts, case studies and pages alike
// (docs/decisions/031, 046), in one table told apart by kind.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Actor } from "../desk/desk-user.ts";
import { MEDIA_PATH } from "../../common/media-image.ts";

export type RevisionKind = "post" | "caseStudy" | "page";

/** A revision as the editor's list shows it. */
export interface RevisionSummary {
  id: number;
  at: string;
  actor: string;
  title: string;
  status: string;
  /** The uploads it shows that were deleted since (decision 055): restoring it still works, and the page shows their alt text. */
  missingImages: MissingImage[];
}

/** An upload a revision names that is gone: its address, and the alt text the page will show instead ("" for a cover). */
export interface MissingImage {
  url: string;
  alt: string;
}

// An upload's address in any field (a cover, or markdown's ![alt](address)), with the alt text when markdown gives one.
const MEDIA_USE = new RegExp(`(?:!\\[((?:\\\\.|[^\\]\\\\])*)\\]\\()?(${MEDIA_PATH}/([0-9a-f]{16})-\\d{1,4}\\.(?:avif|webp))`, "g");

/** The uploads named in a revision's fields whose hash is not among `stored`. */
function missingIn(fields: string, stored: Set<string>): MissingImage[] {
  const text = JSON.parse(fields) as Record<string, unknown>;
  const found = new Map<string, MissingImage>();
  for (const value of Object.values(text)) {
    if (typeof value !== "string") continue;
    for (const m of value.matchAll(MEDIA_USE)) {
      if (!stored.has(m[3]!) && !found.has(m[2]!)) found.set(m[2]!, { url: m[2]!, alt: (m[1] ?? "").replace(/\\(.)/g, "$1") });
    }
  }
  return [...found.values()];
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
      // The uploads there are now, to say which a revision shows that were deleted since.
      const stored = new Set(rows.some((r) => r.fields.includes(MEDIA_PATH)) ? (await db.selectFrom("images").select("hash").execute()).map((i) => i.hash) : []);
      return rows.map((r) => {
        const fields = JSON.parse(r.fields) as F;
        return { id: r.id, at: r.at, actor: r.actor, title: fields.title, status: fields.status, missingImages: missingIn(r.fields, stored) };
      });
    },

    async get(slug: string, id: number): Promise<(F & { id: number; at: string; actor: string }) | undefined> {
      const r = await db.selectFrom("content_revisions").selectAll().where("kind", "=", kind).where("slug", "=", slug).where("id", "=", id).executeTakeFirst();
      return r ? { ...(JSON.parse(r.fields) as F), id: r.id, at: r.at, actor: r.actor } : undefined;
    },
  };
}
