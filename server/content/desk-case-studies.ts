// Case studies edited in the desk (docs/decisions/046), as posts are (decision 031): stored
// in case_studies with source "desk", the markdown kept beside the HTML the site serves,
// each save a revision and an audit entry, each change announced to every instance
// (content-changes.ts), so a published case study is on /case-studies, its page, the
// sitemap and the search within a second. A file's case study is taken over by its first
// desk save; the content sync then leaves it alone.
import type { Kysely, Selectable } from "kysely";
import { clock } from "../../common/clock.ts";
import { markdownToSafeHtml } from "../../common/markdown.ts";
import { caseStudyFields, type CaseStudyFields, type CaseStudyPatch, type NewCaseStudy } from "../../common/desk-case-study.ts";
import { fieldErrors } from "../../common/desk-post.ts";
import type { Database } from "../db/schema.ts";
import type { Actor } from "../desk/desk-user.ts";
import { recordAudit } from "../desk/audit.ts";
import type { ContentChanges } from "./content-changes.ts";
import { contentRevisions, type RevisionSummary } from "./revisions.ts";
import { caseArtAddress, type CaseStudyArt } from "./case-study-art.ts";

/** A case study as the editor shows it. */
export interface DeskCaseStudy extends CaseStudyFields {
  slug: string;
  source: "file" | "desk";
  updatedAt: string | null;
  /** The address of its own art, shown while no cover is picked (decision 054); null when one is. */
  art: string | null;
}

export type CaseStudySaveResult =
  | { ok: true; caseStudy: DeskCaseStudy }
  | { ok: false; status: 400 | 404 | 409; error: string; fields?: Record<string, string> };

type Row = Selectable<Database["case_studies"]>;

const deskCaseStudyOut = (r: Row): DeskCaseStudy => ({
  slug: r.slug,
  title: r.title,
  description: r.description,
  client: r.client,
  industry: r.industry as CaseStudyFields["industry"],
  tags: JSON.parse(r.tags) as string[],
  // Its own art stands in for a cover not picked: the editor shows the field empty.
  image: r.cover_art ? "" : r.image,
  markdown: r.markdown,
  order: r.sort_order,
  status: r.status,
  source: r.source,
  updatedAt: r.updated_at,
  art: r.cover_art,
});

/** The columns a case study's fields fill: the HTML the site serves is made from the markdown here, once. */
function columnsOf(slug: string, f: CaseStudyFields) {
  // No cover picked: the study's own art (decision 054), at an address that follows its figures.
  const art = f.image ? null : caseArtAddress({ slug, order: f.order, markdown: f.markdown });
  return {
    title: f.title,
    description: f.description,
    client: f.client,
    industry: f.industry,
    tags: JSON.stringify(f.tags),
    image: art ?? f.image,
    cover_art: art,
    markdown: f.markdown,
    content: markdownToSafeHtml(f.markdown),
    sort_order: f.order,
    status: f.status,
  };
}

/** Who a taken-over file's words are from, in the revisions. */
const FILE_ACTOR = "content/case-studies";

const fieldsOf = ({ slug: _s, source: _so, updatedAt: _u, art: _a, ...fields }: DeskCaseStudy): CaseStudyFields => fields;

/** `art`: draws a published study's new art ahead of its first visitor (case-study-art.ts). */
export function createDeskCaseStudies({ db, changes, art }: { db: Kysely<Database>; changes: ContentChanges; art?: Pick<CaseStudyArt, "prepare"> }) {
  const row = (slug: string, tx: Kysely<Database> = db) => tx.selectFrom("case_studies").selectAll().where("slug", "=", slug).executeTakeFirst();
  const drawArt = (saved: Row, before?: Row) => {
    if (art && saved.cover_art && saved.status === "published" && (saved.cover_art !== before?.cover_art || before.status !== "published"))
      art.prepare({ slug: saved.slug, order: saved.sort_order, markdown: saved.markdown }, saved.cover_art);
  };
  const history = contentRevisions<CaseStudyFields>(db, "caseStudy");

  return {
    /** Every case study, in the list's order, drafts included. */
    async list(): Promise<DeskCaseStudy[]> {
      const rows = await db.selectFrom("case_studies").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map(deskCaseStudyOut);
    },

    async get(slug: string): Promise<DeskCaseStudy | undefined> {
      const r = await row(slug);
      return r ? deskCaseStudyOut(r) : undefined;
    },

    async create(actor: Actor, input: NewCaseStudy): Promise<CaseStudySaveResult> {
      const taken = {
        ok: false as const,
        status: 409 as const,
        error: "That address is taken by another case study.",
        fields: { slug: "Taken by another case study: choose another." },
      };
      if (await row(input.slug)) return taken;
      const now = clock.date().toISOString();
      const { slug, ...fields } = input;
      try {
        const caseStudy = await db.transaction().execute(async (tx) => {
          await tx
            .insertInto("case_studies")
            .values({ slug, ...columnsOf(slug, fields), source: "desk", updated_at: now })
            .execute();
          const stored = (await row(slug, tx))!;
          const saved = deskCaseStudyOut(stored);
          await history.save(tx, slug, actor, fieldsOf(saved), now);
          await recordAudit(tx, { actor, action: "caseStudy.create", detail: { slug, status: saved.status } });
          return { saved, stored };
        });
        await changes.announce();
        drawArt(caseStudy.stored);
        return { ok: true, caseStudy: caseStudy.saved };
      } catch (err) {
        if (await row(slug)) return taken; // created at the same moment by someone else
        throw err;
      }
    },

    async update(
      actor: Actor,
      slug: string,
      patch: CaseStudyPatch,
      audit: { action: string; detail?: Record<string, unknown> } = { action: "caseStudy.update" },
    ): Promise<CaseStudySaveResult> {
      const current = await row(slug);
      if (!current) return { ok: false, status: 404, error: "No such case study." };
      const before = deskCaseStudyOut(current);
      const changed = Object.keys(patch).filter((k) => patch[k as keyof CaseStudyPatch] !== undefined);
      // The whole case study is checked again: a patch cannot leave it half valid.
      const check = caseStudyFields.safeParse({ ...fieldsOf(before), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) });
      if (!check.success) return { ok: false, status: 400, error: "The case study is not valid.", fields: fieldErrors(check.error) };
      const now = clock.date().toISOString();
      const caseStudy = await db.transaction().execute(async (tx) => {
        // A file's case study becomes the desk's on its first save (decision 046); the
        // file's words are kept as the first revision, so they can be compared and restored.
        if (before.source === "file") await history.save(tx, slug, FILE_ACTOR, fieldsOf(before), now);
        await tx
          .updateTable("case_studies")
          .set({ ...columnsOf(slug, check.data), source: "desk", updated_at: now })
          .where("slug", "=", slug)
          .execute();
        const stored = (await row(slug, tx))!;
        const saved = deskCaseStudyOut(stored);
        await history.save(tx, slug, actor, fieldsOf(saved), now);
        await recordAudit(tx, {
          actor,
          action: audit.action,
          detail: {
            slug,
            ...audit.detail,
            changed,
            status: saved.status,
            ...(before.status !== saved.status ? { was: before.status } : {}),
            ...(before.source === "file" ? { tookOverFile: true } : {}),
          },
        });
        return { saved, stored };
      });
      await changes.announce();
      drawArt(caseStudy.stored, current);
      return { ok: true, caseStudy: caseStudy.saved };
    },

    revisions: (slug: string): Promise<RevisionSummary[]> => history.list(slug),
    revision: (slug: string, id: number) => history.get(slug, id),
  };
}
export type DeskCaseStudies = ReturnType<typeof createDeskCaseStudies>;

/** Restores a revision's words (everything but whether it is published, which stays as it is). */
export async function restoreCaseStudyRevision(caseStudies: DeskCaseStudies, actor: Actor, slug: string, id: number): Promise<CaseStudySaveResult> {
  const rev = await caseStudies.revision(slug, id);
  if (!rev) return { ok: false, status: 404, error: "No such revision." };
  const { title, description, client, industry, tags, image, markdown, order } = rev;
  return caseStudies.update(actor, slug, { title, description, client, industry, tags, image, markdown, order }, { action: "caseStudy.restore", detail: { revision: id } });
}
