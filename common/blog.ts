// The blog's rules (SPEC sections 4 and 5): markdown files first, drafts and future
// posts excluded, newest first; server posts as the fallback; excerpts as plain text.
import { clock } from "./clock.ts";
import { parseFrontMatter } from "./front-matter.ts";
import type { BlogPost } from "./entities.ts";
import type { ContentApi } from "./content-api.ts";
import { statusOf } from "./http-error.ts";

import { CARD_EXCERPT_LENGTH, contentToPlainText, excerpt } from "./blog-card-text.ts";

export * from "./blog-card-text.ts";

export interface MarkdownPost extends BlogPost {
  draft: boolean;
}

/** Today's date as YYYY-MM-DD (UTC), the day against which "in the future" is judged. */
export function todayIso(now = clock.date()): string {
  return now.toISOString().slice(0, 10);
}

export function parseMarkdownPost(text: string, fallbackSlug = ""): MarkdownPost {
  const { data, body } = parseFrontMatter(text);
  const str = (v: unknown) => (typeof v === "string" ? v : v instanceof Date ? v.toISOString().slice(0, 10) : "");
  return {
    slug: str(data.slug) || fallbackSlug,
    title: str(data.title),
    description: str(data.description),
    author: str(data.author),
    date: str(data.date),
    ...(str(data.updated) ? { updated: str(data.updated) } : {}),
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    image: str(data.image),
    draft: data.draft === true,
    content: body,
  };
}

export type PostStatus = "published" | "Not published" | "untitled";

/** SPEC 5: shown only if not a draft, not dated in the future, and titled. */
export function postStatus(post: Pick<MarkdownPost, "draft" | "date" | "title">, today = todayIso()): PostStatus {
  if (post.draft || (post.date && post.date.slice(0, 10) > today)) return "Not published";
  if (!post.title) return "untitled";
  return "published";
}

export function newestFirst<T extends { date: string }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** What the blog's rules read: the markdown posts, and the server posts behind them. */
export type BlogSources = Pick<ContentApi, "markdownPostFiles" | "markdownPostText" | "blogPosts" | "blogPost">;

export async function loadMarkdownPosts(api: BlogSources, today = todayIso()): Promise<MarkdownPost[]> {
  const files = await api.markdownPostFiles();
  const posts = await Promise.all(files.map(async (file) => parseMarkdownPost(await api.markdownPostText(file), file.replace(/\.md$/, ""))));
  return newestFirst(posts.filter((p) => postStatus(p, today) === "published"));
}

export type BlogSource = "markdown" | "notfound";

/** A post as the blog list shows it: the card's plain-text excerpt instead of the body. */
export type BlogListItem = Omit<BlogPost, "content"> & { excerpt: string };

export function toListItem({ content, ...post }: BlogPost): BlogListItem {
  return { ...post, excerpt: excerpt(contentToPlainText(content), CARD_EXCERPT_LENGTH) };
}

/** The blog list: markdown posts, or (if none or failing) the server posts. */
export async function loadBlogList(
  api: BlogSources,
  log: (msg: string, err?: unknown) => void = () => {},
): Promise<{ source: BlogSource; posts: BlogListItem[] }> {
  try {
    const posts = await loadMarkdownPosts(api);
    if (posts.length > 0) return { source: "markdown", posts: posts.map(toListItem) };
  } catch (err) {
    log("Markdown blog list failed; falling back to server posts", err);
  }
  const posts = await api.blogPosts();
  return { source: "notfound", posts: posts.map(toListItem) };
}

/** The blog post: the markdown file first, then the server post (SPEC 4, Blog post). */
export async function loadBlogPost(api: BlogSources, slug: string, log: (msg: string, err?: unknown) => void = () => {}): Promise<BlogPost | null> {
  try {
    const post = parseMarkdownPost(await api.markdownPostText(`${slug}.md`), slug);
    const status = postStatus(post);
    if (status === "Not published") return null;
    if (status === "published") return post;
  } catch (err) {
    log(`Markdown post ${slug} not available; asking the server`, err);
  }
  try {
    const post = await api.blogPost(slug);
    return post.title ? post : null;
  } catch (err) {
    // Not found is an answer; a failing server is not (the page is 503, never a 404 that sticks).
    if (statusOf(err) !== 404) throw err;
    log(`Server post ${slug} not found`, err);
    return null;
  }
}
