// The firm's pages (content/pages/{name}.md) edited in the desk (docs/decisions/046). The
// file stays the page's source in Git; a desk version saved over it is a row of
// page_overrides and wins while it is there. A draft waits beside the live page (the page
// never goes dark while someone writes), publishing makes it live on every instance
// within a second (content-changes.ts), and "Revert to the file's version" drops the row.
// Every save is a revision and an audit entry. The addresses and the set of pages are the
// SPEC's and do not change here.
import type { Kysely } from "kysely";
import { clock } from "../../common/clock.ts";
import { pageFields, type PageFields, type PageState } from "../../common/desk-page.ts";
import { fieldErrors } from "../../common/desk-post.ts";
import type { Database } from "../db/schema.ts";
import type { Actor } from "../desk/desk-user.ts";
import { recordAudit } from "../desk/audit.ts";
import type { ContentChanges } from "./content-changes.ts";
import { SITE_PAGE_NAMES, type SiteContent, type SitePageName } from "./read-content.ts";
import { contentRevisions, type RevisionSummary } from "./revisions.ts";

/** A page as the editor shows it. */
export interface DeskPage {
  slug: SitePageName;
  /** file: the file's words are live; published: the desk's; draft: a draft waits beside the live words. */
  state: PageState;
  /** What the editor opens: the draft when one waits, else the live words. */
  fields: PageFields;
  /** What visitors read now. */
  live: PageFields;
  /** Are visitors reading the desk's words (not the file's)? */
  edited: boolean;
  /** The words of content/pages/{slug}.md. */
  file: PageFields;
  /** The small line above the heading: the file's. */
  kicker: string;
  updatedAt: string | null;
}

/** What a revision keeps: the words, and how they were saved. */
type PageRevision = PageFields & { status: "draft" | "published" | "file" };

export type PageSaveResult = { ok: true; page: DeskPage } | { ok: false; status: 400 | 404 | 409; error: string; fields?: Record<string, string> };

export const isSitePageName = (slug: string): slug is SitePageName => (SITE_PAGE_NAMES as readonly string[]).includes(slug);

const NO_SUCH_PAGE = { ok: false as const, status: 404 as const, error: "No such page: the desk edits about, open-source, privacy-policy and terms-of-service." };

/** Only the fields a page has: an old row or a hand-made body brings nothing else along. */
const wordsOf = (f: PageFields): PageFields => ({
  title: f.title,
  description: f.description,
  ...(f.heading ? { heading: f.heading } : {}),
  lead: f.lead,
  markdown: f.markdown,
});

export function createDeskPages({ db, changes, files }: { db: Kysely<Database>; changes: ContentChanges; files: SiteContent["pages"] }) {
  const history = contentRevisions<PageRevision>(db, "page");
  const fileFields = (slug: SitePageName): PageFields => {
    const f = files[slug];
    return wordsOf({ title: f.title, description: f.description, heading: f.heading, lead: f.lead, markdown: f.body });
  };
  const row = (slug: string, tx: Kysely<Database> = db) => tx.selectFrom("page_overrides").selectAll().where("slug", "=", slug).executeTakeFirst();

  async function get(slug: string, tx: Kysely<Database> = db): Promise<DeskPage | undefined> {
    if (!isSitePageName(slug)) return undefined;
    const r = await row(slug, tx);
    const file = fileFields(slug);
    const published = r?.published ? (JSON.parse(r.published) as PageFields) : null;
    const draft = r?.draft ? (JSON.parse(r.draft) as PageFields) : null;
    const live = published ?? file;
    const state: PageState = draft ? "draft" : published ? "published" : "file";
    return { slug, state, fields: draft ?? live, live, edited: published !== null, file, kicker: files[slug].kicker, updatedAt: r?.updated_at ?? null };
  }

  /** Writes the row (or drops it: `null`), keeps the revision and the audit entry, in one transaction. */
  async function write(
    actor: Actor,
    slug: SitePageName,
    next: { published: PageFields | null; draft: PageFields | null } | null,
    revision: PageRevision,
    audit: { action: string; detail: Record<string, unknown> },
  ): Promise<DeskPage> {
    const now = clock.date().toISOString();
    const page = await db.transaction().execute(async (tx) => {
      if (next === null || (next.published === null && next.draft === null)) {
        await tx.deleteFrom("page_overrides").where("slug", "=", slug).execute();
      } else {
        const values = {
          published: next.published && JSON.stringify(next.published),
          draft: next.draft && JSON.stringify(next.draft),
          updated_at: now,
        };
        await tx
          .insertInto("page_overrides")
          .values({ slug, ...values })
          .onConflict((oc) => oc.column("slug").doUpdateSet(values))
          .execute();
      }
      await history.save(tx, slug, actor, revision, now);
      const page = (await get(slug, tx))!;
      await recordAudit(tx, { actor, action: audit.action, detail: { slug, ...audit.detail, state: page.state } });
      return page;
    });
    // Only what visitors read needs every instance to reload; a draft is read from the database.
    if (revision.status !== "draft") await changes.announce();
    return page;
  }

  /** Saves the words as a draft beside the live page, or publishes them. */
  async function save(
    actor: Actor,
    slug: string,
    input: unknown,
    intent: "draft" | "publish",
    audit: { action: string; detail?: Record<string, unknown> } = { action: "page.update" },
  ): Promise<PageSaveResult> {
    const before = await get(slug);
    if (!before) return NO_SUCH_PAGE;
    const check = pageFields.safeParse(input);
    if (!check.success) return { ok: false, status: 400, error: "The page is not valid.", fields: fieldErrors(check.error) };
    const words = wordsOf({ ...check.data, markdown: check.data.markdown.trim() });
    const changed = (Object.keys(words) as (keyof PageFields)[]).filter((k) => words[k] !== before.live[k]);
    const current = await row(before.slug);
    const published = current?.published ? (JSON.parse(current.published) as PageFields) : null;
    const next = intent === "publish" ? { published: words, draft: null } : { published, draft: words };
    const page = await write(actor, before.slug, next, { ...words, status: intent === "publish" ? "published" : "draft" }, {
      action: audit.action,
      detail: { ...audit.detail, intent, changed },
    });
    return { ok: true, page };
  }

  return {
    async list(): Promise<DeskPage[]> {
      return Promise.all(SITE_PAGE_NAMES.map(async (slug) => (await get(slug))!));
    },
    get,
    save,

    /** Drops the desk's version and any draft: the file's words are live again. */
    async revert(actor: Actor, slug: string): Promise<PageSaveResult> {
      const before = await get(slug);
      if (!before) return NO_SUCH_PAGE;
      const page = await write(actor, before.slug, null, { ...before.file, status: "file" }, { action: "page.revert", detail: { was: before.state } });
      return { ok: true, page };
    },

    /** Drops a waiting draft; the live words stay as they are. */
    async discardDraft(actor: Actor, slug: string): Promise<PageSaveResult> {
      const before = await get(slug);
      if (!before) return NO_SUCH_PAGE;
      if (before.state !== "draft") return { ok: false, status: 409, error: "There is no draft to discard." };
      const now = clock.date().toISOString();
      const page = await db.transaction().execute(async (tx) => {
        // A draft beside the file's words is the row's only content: the row goes with it.
        const r = (await row(before.slug, tx))!;
        if (r.published) await tx.updateTable("page_overrides").set({ draft: null, updated_at: now }).where("slug", "=", before.slug).execute();
        else await tx.deleteFrom("page_overrides").where("slug", "=", before.slug).execute();
        await recordAudit(tx, { actor, action: "page.discard-draft", detail: { slug: before.slug } });
        return (await get(before.slug, tx))!;
      });
      return { ok: true, page };
    },

    /** A revision's words back: as a draft while one waits, else live (as a post's restore keeps its state). */
    async restore(actor: Actor, slug: string, id: number): Promise<PageSaveResult> {
      const before = await get(slug);
      if (!before) return NO_SUCH_PAGE;
      const rev = await history.get(before.slug, id);
      if (!rev) return { ok: false, status: 404, error: "No such revision." };
      return save(actor, slug, wordsOf(rev), before.state === "draft" ? "draft" : "publish", { action: "page.restore", detail: { revision: id } });
    },

    revisions: (slug: string): Promise<RevisionSummary[]> => history.list(slug),
    revision: (slug: string, id: number) => history.get(slug, id),
  };
}
export type DeskPages = ReturnType<typeof createDeskPages>;
