// The editor's preview and the draft preview page: a post's markdown through the site's own
// pipeline (common/blog-post-body.ts: GitHub-flavoured markdown, heading links, Shiki
// highlighting, sanitizing), so what a person previews is what visitors will read.
import { createHmac } from "node:crypto";
import { renderBlogPost } from "../../common/blog-post-body.ts";
import { clock } from "../../common/clock.ts";
import { sameSecret } from "../desk/secrets.ts";
import type { DeskPost } from "./desk-posts.ts";

export async function renderPostPreview(markdown: string): Promise<{ html: string; toc: { id: string; text: string; depth: number }[] }> {
  const rendered = await renderBlogPost({ slug: "preview", title: "", description: "", author: "", date: "", tags: [], image: "", content: markdown });
  return { html: rendered.html ?? "", toc: rendered.toc };
}

/** The post as the site's post screen takes it. */
export const renderDeskPost = (post: DeskPost) =>
  renderBlogPost({ slug: post.slug, title: post.title, description: post.description, author: post.author, date: post.date, tags: post.tags, image: post.image, content: post.markdown });

/** How long a draft's preview link opens it. */
export const PREVIEW_LINK_DAYS = 7;

/**
 * Signed preview links, `/admin/preview/{slug}/{expires}-{signature}`: anyone with the link
 * reads the draft until it expires, without an account (as Ghost's preview links); the
 * page is noindex. Lower-case hex throughout: pages answer at their lower-case path.
 */
export function previewLinks(secret: string) {
  const sign = (slug: string, expires: number) => createHmac("sha256", `post-preview\u0000${secret}`).update(`${slug}\u0000${expires}`).digest("hex");
  return {
    link(slug: string): string {
      const expires = Math.floor(clock.now() / 1000) + PREVIEW_LINK_DAYS * 86_400;
      return `/admin/preview/${slug}/${expires}-${sign(slug, expires)}`;
    },
    /** Does the token open this slug now? */
    opens(slug: string, token: string): boolean {
      const m = /^(\d{1,12})-([0-9a-f]{64})$/.exec(token);
      if (!m) return false;
      const expires = Number(m[1]);
      return expires * 1000 > clock.now() && sameSecret(sign(slug, expires), m[2]);
    },
  };
}
export type PreviewLinks = ReturnType<typeof previewLinks>;
