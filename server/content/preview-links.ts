// Signed preview links for what the desk has not published (docs/decisions/031, 046):
// anyone with the link reads the draft until it expires, without an account (as Ghost's
// preview links); the page is noindex and never cached. Nothing is stored: an HMAC of what
// the link opens and its expiry, under a key every instance derives from the same secret.
// Lower-case hex throughout: pages answer at their lower-case path.
import { createHmac } from "node:crypto";
import { clock } from "../../common/clock.ts";
import { sameSecret } from "../desk/secrets.ts";

/** How long a draft's preview link opens it. */
export const PREVIEW_LINK_DAYS = 7;

/** What a link previews, and where its page is. */
export type PreviewKind = "post" | "caseStudy" | "page";
const PREVIEW_PATH: Record<PreviewKind, string> = { post: "/admin/preview", caseStudy: "/admin/preview/case-studies", page: "/admin/preview/pages" };

/**
 * `/admin/preview/{slug}/{expires}-{signature}` for a post (as its links have always been),
 * `/admin/preview/case-studies/{slug}/…` and `/admin/preview/pages/{slug}/…`. A post's
 * signature covers its slug; the others' cover kind and slug, so one never opens another.
 */
export function previewLinks(secret: string) {
  const subject = (kind: PreviewKind, slug: string) => (kind === "post" ? slug : `${kind}:${slug}`);
  const sign = (kind: PreviewKind, slug: string, expires: number) =>
    createHmac("sha256", `post-preview\u0000${secret}`).update(`${subject(kind, slug)}\u0000${expires}`).digest("hex");
  return {
    link(slug: string, kind: PreviewKind = "post"): string {
      const expires = Math.floor(clock.now() / 1000) + PREVIEW_LINK_DAYS * 86_400;
      return `${PREVIEW_PATH[kind]}/${slug}/${expires}-${sign(kind, slug, expires)}`;
    },
    /** Does the token open this slug of this kind now? */
    opens(slug: string, token: string, kind: PreviewKind = "post"): boolean {
      const m = /^(\d{1,12})-([0-9a-f]{64})$/.exec(token);
      if (!m) return false;
      const expires = Number(m[1]);
      return expires * 1000 > clock.now() && sameSecret(sign(kind, slug, expires), m[2]);
    },
  };
}
export type PreviewLinks = ReturnType<typeof previewLinks>;
