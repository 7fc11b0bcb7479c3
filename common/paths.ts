// Every address the site gives a page made from content, written once (decision 020), the
// way AstroWind keeps its permalinks in one file. Tiny and dependency-free: cards on
// first-load pages link with it. The pages of their own (/, /about, …) are listed once, in
// common/all-pages.ts.
import { tagSlug } from "./blog-tag-path.ts";

export const servicePath = (slug: string) => `/services/${slug}`;
export const solutionPath = (slug: string) => `/solutions/${slug}`;
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;
export const postPath = (slug: string) => `/blog/${slug}`;
/** A page of content/pages/: each at the SPEC's address (the open-source page under /resources). */
export const sitePagePath = (name: string) => (name === "open-source" ? "/resources/open-source" : `/${name}`);
export const whitePaperPath = (id: number | string) => `/white-papers/${id}`;
/** A list page made from content/collections/{name}.yaml. */
export const collectionPath = (name: string) => `/${name}`;

/** A tag's page: "Argo CD" -> /blog/tag/argo-cd. */
export const tagPath = (tag: string) => `/blog/tag/${tagSlug(tag)}`;
export const tagFeedPath = (tag: string) => `${tagPath(tag)}/rss.xml`;
/** The blog's RSS feed (every tag has its own: tagFeedPath). */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/**
 * A booking's confirmation page, opened with the invitation link's signed key (the 201 of
 * POST /api/bookings and the /book form's redirect both carry that link).
 */
export const bookingConfirmedPath = (ref: string, icsLink: string) =>
  `/book/confirmed?id=${encodeURIComponent(ref)}&k=${encodeURIComponent(new URL(icsLink, "http://x").searchParams.get("k") ?? "")}`;
