// The editor's preview and the draft preview page: a post's markdown through the site's own
// pipeline (common/blog-post-body.ts: GitHub-flavoured markdown, heading links, Shiki
// highlighting, sanitizing), so what a person previews is what visitors will read.
import { renderBlogPost } from "../../common/blog-post-body.ts";
import type { DeskPost } from "./desk-posts.ts";

export async function renderPostPreview(markdown: string): Promise<{ html: string; toc: { id: string; text: string; depth: number }[] }> {
  const rendered = await renderBlogPost({ slug: "preview", title: "", description: "", author: "", date: "", tags: [], image: "", content: markdown });
  return { html: rendered.html ?? "", toc: rendered.toc };
}

/** The post as the site's post screen takes it. */
export const renderDeskPost = (post: DeskPost) =>
  renderBlogPost({ slug: post.slug, title: post.title, description: post.description, author: post.author, date: post.date, tags: post.tags, image: post.image, content: post.markdown });
