// A blog post as its screen shows it (SPEC 5): the body converted and sanitized, or, if
// conversion fails, the raw content; with its table of contents and reading time. Made
// on the server only (the markdown pipeline and the highlighter never reach the
// browser): inside the post query during SSR, and behind /api/rendered-posts/{slug} for
// client-side navigation.
import type { BlogPost, RenderedBlogPost } from "./entities.ts";
import { showsToc } from "./markdown/headings.ts";
import { contentToPlainText } from "./blog-card-text.ts";
import { readingMinutes } from "./reading-time.ts";

export type { TocEntry } from "./markdown.ts";

export async function renderBlogPost(post: BlogPost, log: (msg: string, err?: unknown) => void = () => {}): Promise<RenderedBlogPost> {
  const { content, ...meta } = post;
  try {
    const { renderContent } = await import("./markdown.ts");
    const { html, toc } = renderContent(content);
    return { ...meta, html, toc: showsToc(toc) ? toc : [], readingMinutes: readingMinutes(contentToPlainText(content)) };
  } catch (err) {
    log("Blog content could not be rendered; showing it as text", err);
    return { ...meta, raw: content, toc: [], readingMinutes: readingMinutes(contentToPlainText(content)) };
  }
}
