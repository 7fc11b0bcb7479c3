// Blog posts written in the desk (docs/decisions/031): stored in blog_posts with source
// "desk", each save a full revision (who, when, every field), each change in the audit
// log, and each change announced to every instance (content-changes.ts), so a published
// post is on /blog, its tags, the feeds, the sitemap and the search within a second.
// A server post synced from content/server-posts/ is taken over by its first desk save;
// a markdown file of content/blog/ stays the file's (its slug is taken).
import type { Kysely, Selectable } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Database } from "../db/schema.ts";
import type { Actor } from "../desk/desk-user.ts";
import { recordAudit } from "../desk/audit.ts";
import type { ContentChanges } from "./content-changes.ts";
import { fieldErrors, postFields, type NewPost, type PostPatch, type PostState } from "../../common/desk-post.ts";
import { storedPostOut } from "./repository.ts";
import { contentRevisions, type RevisionSummary } from "./revisions.ts";

export type { RevisionSummary };

/** A post as the editor shows it. */
export interface DeskPost {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  image: string;
  author: string;
  markdown: string;
  status: "draft" | "published";
  /** What a person sees: draft, scheduled (published, instant ahead) or published. */
  state: PostState;
  publishAt: string | null;
  /** YYYY-MM-DD the site dates it with. */
  date: string;
  source: "file" | "desk";
  updatedAt: string | null;
}

/** The fields a revision keeps: enough to restore the post as it was. */
type RevisionPost = Pick<DeskPost, "title" | "description" | "tags" | "image" | "author" | "markdown" | "status" | "publishAt">;

export type SaveResult = { ok: true; post: DeskPost } | { ok: false; status: 400 | 404 | 409; error: string; fields?: Record<string, string> };

function stateOf(status: "draft" | "published", publishAt: string | null): PostState {
  if (status === "draft") return "draft";
  return publishAt && publishAt > clock.date().toISOString() ? "scheduled" : "published";
}

function deskPostOut(r: Selectable<Database["blog_posts"]>): DeskPost {
  const p = storedPostOut(r);
  const status = r.status;
  return {
    slug: p.slug,
    title: p.title,
    description: p.description,
    tags: p.tags,
    image: p.image,
    author: p.author,
    markdown: p.content,
    status,
    state: stateOf(status, r.publish_at),
    publishAt: r.publish_at,
    date: p.date,
    source: r.source,
    updatedAt: r.updated_at,
  };
}

/**
 * When a post shows: as asked (a future instant schedules it); else, for a published post,
 * the instant it was first published if that has passed, or now.
 */
function publicationInstant(status: "draft" | "published", asked: string | null | undefined, previous: string | null, now: string): string | null {
  if (asked !== undefined) return asked === null ? (status === "published" ? now : null) : new Date(asked).toISOString();
  if (status === "draft") return previous;
  return previous && previous <= now ? previous : now;
}

export interface DeskPostsDeps {
  db: Kysely<Database>;
  changes: ContentChanges;
  /** Is a markdown file of content/blog/ using this slug? */
  fileUses: (slug: string) => boolean;
  defaultAuthor: string;
}

export function createDeskPosts({ db, changes, fileUses, defaultAuthor }: DeskPostsDeps) {
  const row = (slug: string, tx: Kysely<Database> = db) => tx.selectFrom("blog_posts").selectAll().where("slug", "=", slug).executeTakeFirst();
  const history = contentRevisions<RevisionPost>(db, "post");

  async function saveRevision(tx: Kysely<Database>, actor: Actor, post: DeskPost, at: string) {
    const kept: RevisionPost = {
      title: post.title,
      description: post.description,
      tags: post.tags,
      image: post.image,
      author: post.author,
      markdown: post.markdown,
      status: post.status,
      publishAt: post.publishAt,
    };
    await history.save(tx, post.slug, actor, kept, at);
  }

  return {
    async list(): Promise<DeskPost[]> {
      const rows = await db.selectFrom("blog_posts").selectAll().orderBy("date", "desc").orderBy("slug").execute();
      return rows.map(deskPostOut);
    },

    async get(slug: string): Promise<DeskPost | undefined> {
      const r = await row(slug);
      return r ? deskPostOut(r) : undefined;
    },

    async create(actor: Actor, input: NewPost): Promise<SaveResult> {
      const taken = { ok: false as const, status: 409 as const, error: "That address is taken by another post.", fields: { slug: "Taken by another post: choose another." } };
      if (fileUses(input.slug) || (await row(input.slug))) return taken;
      const now = clock.date().toISOString();
      const publishAt = publicationInstant(input.status, input.publishAt, null, now);
      const values = {
        slug: input.slug,
        title: input.title,
        description: input.description,
        author: input.author || defaultAuthor,
        date: (publishAt ?? now).slice(0, 10),
        tags: JSON.stringify(input.tags),
        image: input.image,
        content: input.markdown,
        source: "desk" as const,
        status: input.status,
        publish_at: publishAt,
        updated_at: now,
      };
      try {
        const post = await db.transaction().execute(async (tx) => {
          await tx.insertInto("blog_posts").values(values).execute();
          const post = deskPostOut((await row(input.slug, tx))!);
          await saveRevision(tx, actor, post, now);
          await recordAudit(tx, { actor, action: "post.create", detail: { slug: input.slug, state: post.state } });
          return post;
        });
        await changes.announce();
        return { ok: true, post };
      } catch (err) {
        if (await row(input.slug)) return taken; // created at the same moment by someone else
        throw err;
      }
    },

    async update(actor: Actor, slug: string, patch: PostPatch, audit: { action: string; detail?: Record<string, unknown> } = { action: "post.update" }): Promise<SaveResult> {
      const current = await row(slug);
      if (!current) return { ok: false, status: 404, error: "No such post." };
      const before = deskPostOut(current);
      const merged = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
      // The whole post is checked again: a patch cannot leave it half valid.
      const check = postFields.safeParse({ ...merged, publishAt: patch.publishAt });
      if (!check.success) return { ok: false, status: 400, error: "The post is not valid.", fields: fieldErrors(check.error) };
      const now = clock.date().toISOString();
      const status = check.data.status;
      const publishAt = publicationInstant(status, patch.publishAt, before.publishAt, now);
      const values = {
        title: check.data.title,
        description: check.data.description,
        author: check.data.author || before.author || defaultAuthor,
        date: status === "published" || publishAt ? (publishAt ?? now).slice(0, 10) : before.date,
        tags: JSON.stringify(check.data.tags),
        image: check.data.image,
        content: check.data.markdown,
        source: "desk" as const, // a file's post becomes the desk's on its first save (decision 031)
        status,
        publish_at: publishAt,
        updated_at: now,
      };
      const post = await db.transaction().execute(async (tx) => {
        await tx.updateTable("blog_posts").set(values).where("slug", "=", slug).execute();
        const post = deskPostOut((await row(slug, tx))!);
        await saveRevision(tx, actor, post, now);
        const changed = Object.keys(patch).filter((k) => patch[k as keyof PostPatch] !== undefined);
        await recordAudit(tx, {
          actor,
          action: audit.action,
          detail: { slug, ...audit.detail, changed, state: post.state, ...(before.state !== post.state ? { was: before.state } : {}), ...(before.source === "file" ? { tookOverFile: true } : {}) },
        });
        return post;
      });
      await changes.announce();
      return { ok: true, post };
    },

    revisions: (slug: string): Promise<RevisionSummary[]> => history.list(slug),
    revision: (slug: string, id: number) => history.get(slug, id),
  };
}
export type DeskPosts = ReturnType<typeof createDeskPosts>;

/** Restores the words of a revision (title, description, tags, cover, author, body); the post stays as published or drafted as it is. */
export async function restoreRevision(posts: DeskPosts, actor: Actor, slug: string, id: number): Promise<SaveResult> {
  const rev = await posts.revision(slug, id);
  if (!rev) return { ok: false, status: 404, error: "No such revision." };
  const { title, description, tags, image, author, markdown } = rev;
  return posts.update(actor, slug, { title, description, tags, image, author, markdown }, { action: "post.restore", detail: { revision: id } });
}
