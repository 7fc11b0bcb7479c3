// A blog post as its screen shows it (SPEC 5): the body converted and sanitized, or, if
// conversion fails, the raw content. Made inside the post query, so a first load carries
// the HTML in its data and the browser loads the markdown pipeline only when a visitor
// reaches a post by client-side navigation (docs/decisions/006).
import type { BlogPost } from "./entities.ts";

export type RenderedBlogPost = Omit<BlogPost, "content"> & ({ html: string; raw?: never } | { raw: string; html?: never });

export async function renderBlogPost(post: BlogPost, log: (msg: string, err?: unknown) => void = () => {}): Promise<RenderedBlogPost> {
  const { content, ...meta } = post;
  try {
    const { contentToSafeHtml } = await import("./markdown.ts");
    return { ...meta, html: contentToSafeHtml(content) };
  } catch (err) {
    log("Blog content could not be rendered; showing it as text", err);
    return { ...meta, raw: content };
  }
}
