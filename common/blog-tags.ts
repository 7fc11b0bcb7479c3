// Tags across the whole blog (issue 14): every visible post of both sources, the posts of
// one tag, and what ends a post (related posts and previous/next). "Visible" is the one
// rule of common/post-visibility.ts.
import type { BlogPost } from "./entities.ts";
import { loadMarkdownPosts, toListItem, type BlogListItem, type BlogSources } from "./blog.ts";
import { newestFirst, visiblePosts } from "./post-visibility.ts";
import { tagSlug } from "./blog-tag-path.ts";

type Log = (msg: string, err?: unknown) => void;

export const MAX_RELATED_POSTS = 3;

/**
 * Every visible post, newest first. A failing database fails the call (a tag page would
 * otherwise be short, or a false 404) unless `serverPostsOptional`: then the markdown
 * posts stand alone (the page is not cached: the content API counts the failure).
 */
export async function loadVisiblePosts(api: BlogSources, log: Log = () => {}, serverPostsOptional = false): Promise<BlogListItem[]> {
  const serverPosts = api.blogPosts().catch((err: unknown): BlogPost[] => {
    if (!serverPostsOptional) throw err;
    log("Server posts unavailable; using the markdown posts alone", err);
    return [];
  });
  const [markdown, server] = await Promise.all([loadMarkdownPosts(api), serverPosts]);
  return visiblePosts(markdown, server).map(toListItem);
}

/** The tag's name as written in the newest post that has it, or undefined if no post has it. */
export function tagName(posts: Pick<BlogPost, "tags">[], slug: string): string | undefined {
  for (const p of posts) for (const t of p.tags) if (tagSlug(t) === slug) return t;
  return undefined;
}

export function postsTagged<T extends Pick<BlogPost, "tags">>(posts: T[], slug: string): T[] {
  return posts.filter((p) => p.tags.some((t) => tagSlug(t) === slug));
}

/** Every tag slug in use, with the date of its newest post (the sitemap's lastmod). */
export function tagIndex(posts: Pick<BlogPost, "tags" | "date">[]): { slug: string; name: string; lastModified: string }[] {
  const tags = new Map<string, { slug: string; name: string; lastModified: string }>();
  for (const p of newestFirst(posts)) {
    for (const t of p.tags) {
      const slug = tagSlug(t);
      if (slug && !tags.has(slug)) tags.set(slug, { slug, name: t, lastModified: p.date });
    }
  }
  return [...tags.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Posts sharing tags with `post`: most shared tags first, then newest; never the post itself. */
export function relatedPosts<T extends Pick<BlogPost, "slug" | "tags" | "date">>(
  post: Pick<BlogPost, "slug" | "tags">,
  posts: T[],
  limit = MAX_RELATED_POSTS,
): T[] {
  const own = new Set(post.tags.map(tagSlug));
  const shared = (p: T) => new Set(p.tags.map(tagSlug).filter((t) => own.has(t))).size;
  return newestFirst(posts)
    .filter((p) => p.slug !== post.slug)
    .map((p) => ({ p, score: shared(p) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score) // stable: equal scores stay newest first
    .slice(0, limit)
    .map((x) => x.p);
}

/** The posts either side by date: `previous` is the next older one, `next` the next newer one. */
export function adjacentPosts<T extends Pick<BlogPost, "slug" | "date">>(slug: string, posts: T[]): { previous: T | null; next: T | null } {
  const sorted = newestFirst(posts);
  const i = sorted.findIndex((p) => p.slug === slug);
  if (i < 0) return { previous: null, next: null };
  return { previous: sorted[i + 1] ?? null, next: sorted[i - 1] ?? null };
}

/** What a link at the end of a post needs. */
export type PostLink = Pick<BlogPost, "slug" | "title" | "date">;
const link = ({ slug, title, date }: PostLink): PostLink => ({ slug, title, date });

export interface PostFooterLinks {
  related: PostLink[];
  previous: PostLink | null;
  next: PostLink | null;
}

/** The end of a post: never null (a post without neighbours is still a post). */
export async function loadPostFooterLinks(api: BlogSources, slug: string, log: Log = () => {}): Promise<PostFooterLinks> {
  const posts = await loadVisiblePosts(api, log, true);
  const post = posts.find((p) => p.slug === slug);
  if (!post) return { related: [], previous: null, next: null };
  const { previous, next } = adjacentPosts(slug, posts);
  return { related: relatedPosts(post, posts).map(link), previous: previous && link(previous), next: next && link(next) };
}

export interface TagPage {
  slug: string;
  name: string;
  posts: BlogListItem[];
}

/** A tag's page, or null when no visible post has the tag (a 404). */
export async function loadTagPage(api: BlogSources, slug: string, log: Log = () => {}): Promise<TagPage | null> {
  const posts = await loadVisiblePosts(api, log);
  const name = tagName(posts, slug);
  return name ? { slug, name, posts: postsTagged(posts, slug) } : null;
}
