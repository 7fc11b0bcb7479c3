// The blog's rules (SPEC sections 4 and 5): markdown files first, server posts as the
// fallback, newest first; excerpts as plain text. Which posts are visible at all is
// common/post-visibility.ts.
import { parseFrontMatter } from "./front-matter.ts";
import { isVisible, newestFirst, postStatus, todayIso, visiblePosts } from "./post-visibility.ts";
import type { BlogPost } from "./entities.ts";
import type { ContentApi } from "./content-api.ts";
import { statusOf } from "./http-error.ts";

import { CARD_EXCERPT_LENGTH, contentToPlainText, excerpt } from "./blog-card-text.ts";

export * from "./blog-card-text.ts";
export { newestFirst, postStatus, todayIso, type PostStatus } from "./post-visibility.ts";

export interface MarkdownPost extends BlogPost {
  draft: boolean;
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

/** What the blog's rules read: the markdown posts, and the server posts behind them. */
export type BlogSources = Pick<ContentApi, "markdownPostFiles" | "markdownPostText" | "blogPosts" | "blogPost">;

export async function loadMarkdownPosts(api: BlogSources, today = todayIso()): Promise<MarkdownPost[]> {
  const files = await api.markdownPostFiles();
  const posts = await Promise.all(files.map(async (file) => parseMarkdownPost(await api.markdownPostText(file), file.replace(/\.md$/, ""))));
  return newestFirst(posts.filter((p) => isVisible(p, today)));
}

export type BlogSource = "markdown" | "notfound";

/** A post as the blog list shows it: the card's plain-text excerpt instead of the body. */
export type BlogListItem = Omit<BlogPost, "content"> & { excerpt: string };

export function toListItem({ content, ...post }: BlogPost): BlogListItem {
  return { ...post, excerpt: excerpt(contentToPlainText(content), CARD_EXCERPT_LENGTH) };
}

/**
 * The blog list: the markdown posts and the server posts (those written in the desk among
 * them) together, newest first (decision 031; a slug a file uses is the file's). If the
 * markdown list fails, the server posts alone, marked 'notfound' (the SPEC's fallback).
 */
export async function loadBlogList(
  api: BlogSources,
  log: (msg: string, err?: unknown) => void = () => {},
): Promise<{ source: BlogSource; posts: BlogListItem[] }> {
  try {
    const markdown = await loadMarkdownPosts(api);
    if (markdown.length > 0) return { source: "markdown", posts: visiblePosts(markdown, await api.blogPosts()).map(toListItem) };
  } catch (err) {
    log("Markdown blog list failed; falling back to server posts", err);
  }
  const posts = (await api.blogPosts()).filter((p) => isVisible(p));
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
    return isVisible(post) ? post : null;
  } catch (err) {
    // Not found is an answer; a failing server is not (the page is 503, never a 404 that sticks).
    if (statusOf(err) !== 404) throw err;
    log(`Server post ${slug} not found`, err);
    return null;
  }
}
