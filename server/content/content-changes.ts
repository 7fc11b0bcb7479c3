// How every instance learns that the posts, case studies or pages changed, with no build
// and no restart (docs/decisions/032, 046). A save in the desk writes a new
// `content_version` in the meta table; each instance reads it once a second and, when it
// moved (or when a scheduled post's instant has passed), reloads what the database holds
// (server posts, published case studies, the pages' desk versions) and tells its
// listeners: the page cache empties, the search index is rebuilt. The instance that saved does it at once,
// before it answers, so the person who published sees the post on their next request.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { clock } from "../../common/clock.ts";
import type { Database } from "../db/schema.ts";
import type { CaseStudy } from "../../common/entities.ts";
import type { PageFields } from "../../common/desk-page.ts";
import type { SiteContent } from "./read-content.ts";
import { contentRepository, type StoredBlogPost } from "./repository.ts";

const VERSION_KEY = "content_version";
/** How often an instance asks whether another one changed the content. */
export const CONTENT_POLL_MS = 1000;

async function readVersion(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom("meta").select("value").where("key", "=", VERSION_KEY).executeTakeFirst();
  return row?.value ?? null;
}

/** Marks the content as changed, for every instance (inside the save's transaction when given one). */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  const value = randomUUID();
  await db
    .insertInto("meta")
    .values({ key: VERSION_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** The first scheduled instant still ahead: the moment the visible posts change by themselves. */
function nextScheduled(posts: StoredBlogPost[], now: string): string | null {
  const ahead = posts.flatMap((p) => (!p.draft && p.publishAt && p.publishAt > now ? [p.publishAt] : [])).sort();
  return ahead[0] ?? null;
}

export function createContentChanges({ db, logger, pollMs = CONTENT_POLL_MS }: { db: Kysely<Database>; logger: Logger; pollMs?: number }) {
  const repo = contentRepository(db);
  let posts: StoredBlogPost[] = [];
  let caseStudies: CaseStudy[] | null = null;
  let pages = new Map<string, PageFields>();
  let seen: string | null = null;
  let scheduled: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const listeners: (() => void)[] = [];

  async function reload() {
    const version = await readVersion(db);
    [posts, caseStudies, pages] = await Promise.all([repo.blogPosts(), repo.caseStudies(), repo.publishedPages()]);
    seen = version;
    scheduled = nextScheduled(posts, clock.date().toISOString());
    for (const listener of listeners) listener();
  }
  /** Reloads now; concurrent calls share one reload that starts after the last change. */
  async function refresh(): Promise<void> {
    while (running) await running;
    running = reload().finally(() => (running = null));
    return running;
  }
  async function check() {
    try {
      const due = scheduled !== null && scheduled <= clock.date().toISOString();
      if (due || (await readVersion(db)) !== seen) await refresh();
    } catch (err) {
      logger.warn({ err }, "content version check failed; trying again");
    }
  }

  return {
    /** Every server post the database holds (file and desk), with what decides whether it shows. */
    serverPosts: (): StoredBlogPost[] => posts,
    /**
     * The content read at start with what the database holds instead: its server posts and
     * its published case studies (the files' until the first reload), for the search.
     */
    storedContent: (content: SiteContent) => ({ ...content, serverPosts: posts, caseStudies: caseStudies ?? content.caseStudies }),
    /** A page's desk version when one is live (decision 046); undefined: the file's words. */
    publishedPage: (slug: string): PageFields | undefined => pages.get(slug),
    /** Runs `listener` after every reload. */
    onChange(listener: () => void) {
      listeners.push(listener);
    },
    refresh,
    /** One poll: reloads if another instance changed the posts or a scheduled post is due. */
    check,
    /** After a save: tells the other instances, and reloads this one before the answer goes out. */
    async announce(): Promise<void> {
      await bumpContentVersion(db);
      await refresh();
    },
    /** Starts asking the database once every `pollMs`. */
    start() {
      timer ??= setInterval(() => void check(), pollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
export type ContentChanges = ReturnType<typeof createContentChanges>;
