// Which blog posts a visitor can see: the one rule (decision 020) that the blog's pages,
// its feeds, the sitemap, the site search, the content API and the share images apply.
// - A draft is hidden.
// - A post dated after today (the clock's day, UTC) is hidden until that day.
// - A post given a publication instant (`publishAt`, a scheduled desk post: decision 031)
//   is hidden until that instant; judged for another day, until the end of that day.
// - A post without a title is not shown (SPEC 5); the post page then asks for the
//   server post (SPEC 4, common/blog.ts).
// Both sources follow it: markdown files (content/blog/) and server posts
// (content/server-posts/, served from the database). A slug belongs to one source only:
// reading the content refuses a slug that both use (server/content/read-content.ts).
import { clock } from "./clock.ts";

/** What the rule reads; a file's server post has no `draft`, only desk posts a `publishAt`. */
export interface PostVisibilityFields {
  title: string;
  date: string;
  draft?: boolean;
  /** ISO instant from which the post shows (a desk post; null: from its date). */
  publishAt?: string | null;
}

/** Today's date as YYYY-MM-DD (UTC), the day against which "in the future" is judged. */
export function todayIso(now = clock.date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The day on which every post but a draft is visible. A build whose output must already
 * hold the posts that appear later without a build (their share images) judges by it.
 */
export const EVERY_DAY = "9999-12-31";

export type PostStatus = "published" | "Not published" | "untitled";

/** SPEC 5: shown only if not a draft, not dated in the future, and titled. */
export function postStatus(post: PostVisibilityFields, today = todayIso()): PostStatus {
  if (post.draft || (post.date && post.date.slice(0, 10) > today)) return "Not published";
  if (post.publishAt && post.publishAt > publicationCutoff(today)) return "Not published";
  if (!post.title) return "untitled";
  return "published";
}

/** The last instant that counts as published on `today`: now, or the end of another day. */
function publicationCutoff(today: string): string {
  const now = clock.date().toISOString();
  return today === now.slice(0, 10) ? now : `${today}T23:59:59.999Z`;
}

export const isVisible = (post: PostVisibilityFields, today = todayIso()) => postStatus(post, today) === "published";

export function newestFirst<T extends { date: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * The visible posts of both sources, newest first. Should the database still hold a server
 * post under a slug that a file now uses (another instance synced older content), the
 * file wins, as on the post page.
 */
export function visiblePosts<M extends PostVisibilityFields & { slug: string }, S extends PostVisibilityFields & { slug: string }>(
  markdownPosts: readonly M[],
  serverPosts: readonly S[],
  today = todayIso(),
): (M | S)[] {
  const markdown = markdownPosts.filter((p) => isVisible(p, today));
  const fileSlugs = new Set(markdown.map((p) => p.slug));
  const server = serverPosts.filter((p) => isVisible(p, today) && !fileSlugs.has(p.slug));
  return newestFirst([...markdown, ...server]);
}
