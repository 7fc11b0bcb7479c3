// Where each uploaded image is used (docs/images.md, decision 046): computed, when asked,
// from what the database holds (the posts' and case studies' covers and markdown, the
// pages' desk versions live and drafted) and from the page files a desk version does not
// replace, so it cannot drift from the content the way a second record would. Revisions
// are not searched: restoring an old one may bring back an image deleted since, which then
// shows its alt text.
import type { Kysely } from "kysely";
import { MEDIA_PATH } from "../../common/media-image.ts";
import type { PageFields } from "../../common/desk-page.ts";
import { caseStudyPath, postPath, sitePagePath } from "../../common/paths.ts";
import type { Database } from "../db/schema.ts";
import type { SiteContent } from "../content/read-content.ts";

/** One place an image shows, with where to edit it. */
export interface ImageUse {
  kind: "post" | "caseStudy" | "page";
  slug: string;
  title: string;
  /** "cover", or "body" (a draft's body: "draft") */
  where: "cover" | "body" | "draft";
  /** The page visitors open. */
  path: string;
  /** The desk's editor for it. */
  editPath: string;
}

// Any width and format of an upload names it: /media/{hash}-{width}.{avif|webp}.
const MEDIA_ADDRESS = new RegExp(`${MEDIA_PATH}/([0-9a-f]{16})-\\d{1,4}\\.(?:avif|webp)`, "g");

/** The hashes of the uploads a text names. */
export const mediaHashesIn = (text: string): Set<string> => new Set([...text.matchAll(MEDIA_ADDRESS)].map((m) => m[1]!));

/** Every use of every upload, by the upload's hash. */
export async function imageUses(db: Kysely<Database>, filePages: SiteContent["pages"]): Promise<Map<string, ImageUse[]>> {
  const uses = new Map<string, ImageUse[]>();
  const add = (text: string, use: Omit<ImageUse, "where">, where: ImageUse["where"]) => {
    for (const hash of mediaHashesIn(text)) {
      const list = uses.get(hash) ?? [];
      if (!list.some((u) => u.kind === use.kind && u.slug === use.slug && u.where === where)) list.push({ ...use, where });
      uses.set(hash, list);
    }
  };
  const [posts, caseStudies, overrides] = await Promise.all([
    db.selectFrom("blog_posts").select(["slug", "title", "image", "content"]).execute(),
    db.selectFrom("case_studies").select(["slug", "title", "image", "markdown"]).execute(),
    db.selectFrom("page_overrides").selectAll().execute(),
  ]);
  for (const p of posts) {
    const use = { kind: "post" as const, slug: p.slug, title: p.title, path: postPath(p.slug), editPath: `/admin/posts/${p.slug}` };
    add(p.image, use, "cover");
    add(p.content, use, "body");
  }
  for (const c of caseStudies) {
    const use = { kind: "caseStudy" as const, slug: c.slug, title: c.title, path: caseStudyPath(c.slug), editPath: `/admin/case-studies/${c.slug}` };
    add(c.image, use, "cover");
    add(c.markdown, use, "body");
  }
  const overridden = new Map(overrides.map((o) => [o.slug, o]));
  for (const [slug, file] of Object.entries(filePages)) {
    const o = overridden.get(slug);
    const published = o?.published ? (JSON.parse(o.published) as PageFields) : null;
    const draft = o?.draft ? (JSON.parse(o.draft) as PageFields) : null;
    const use = { kind: "page" as const, slug, title: (published ?? file).title, path: sitePagePath(slug), editPath: `/admin/pages/${slug}` };
    add(published ? published.markdown : file.body, use, "body");
    if (draft) add(draft.markdown, use, "draft");
  }
  return uses;
}
