// Which pages get a share image, with the title and section each shows: the static pages
// and every page made from content/ (services, solutions, case studies, blog posts of
// both sources and their tags, white papers). Drafts get none: their title stays unpublished.
// Future-dated posts get theirs now, since they appear on their day without a build.
import { readAllContent } from "../../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../../server/content/markdown-posts.ts";
import { staticPages } from "../../app/lib/data/site-pages.server.ts";
import { tagIndex } from "../../common/blog-tags.ts";
import { tagPath } from "../../common/blog-tag-path.ts";
import { DEFAULT_SHARE_IMAGE, shareImagePath } from "../../common/share-image.ts";
import type { ShareCard } from "./card.tsx";

export interface SharePage extends ShareCard {
  /** The image's address under public/. */
  image: string;
}

// What each static page's image says (its sitemap title is often a single word).
const STATIC: Record<string, ShareCard> = {
  "/": { section: "Cloud-native consulting", title: "Kubernetes, LiveKit & DevOps Consulting" },
  "/services": { section: "Services", title: "Kubernetes, LiveKit, DevOps and SRE services" },
  "/solutions": { section: "Solutions", title: "Solutions for cloud-native platforms and real-time video" },
  "/case-studies": { section: "Case studies", title: "How our clients ship faster and spend less" },
  "/blog": { section: "Blog", title: "Kubernetes, LiveKit & DevOps Consulting Blog" },
  "/white-papers": { section: "White papers", title: "White papers and technical guides" },
  "/contact": { section: "Contact", title: "Talk to an engineer about your platform" },
  "/about": { section: "About us", title: "Engineers who build and run cloud-native platforms" },
  "/resources/open-source": { section: "Open source", title: "Open source we build on and give back to" },
  "/privacy-policy": { section: "Legal", title: "Privacy Policy" },
  "/terms-of-service": { section: "Legal", title: "Terms of Service" },
  "/sitemap": { section: "Sitemap", title: "Every page of this site" },
};

export function sharePages(): SharePage[] {
  const content = readAllContent();
  const posts = [
    ...readMarkdownPostFiles()
      .map((f) => f.post)
      .filter((p) => !p.draft),
    ...content.serverPosts,
  ];
  const pages: (ShareCard & { path: string })[] = [
    ...staticPages.map((p) => ({ path: p.path, ...(STATIC[p.path] ?? { section: p.group, title: p.title }) })),
    // Every collection's list page, whether a route serves it yet or not: made ahead costs nothing.
    ...content.collections.map((c) => ({ path: `/${c.name}`, section: c.title, title: c.title })),
    ...content.services.map((s) => ({ path: `/services/${s.slug}`, section: "Service", title: s.title })),
    ...content.solutions.map((s) => ({ path: `/solutions/${s.slug}`, section: "Solution", title: s.title })),
    ...content.caseStudies.map((c) => ({ path: `/case-studies/${c.slug}`, section: "Case study", title: c.title })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, section: "Blog", title: p.title })),
    ...tagIndex(posts).map((t) => ({ path: tagPath(t.name), section: "Blog topic", title: `${t.name} articles` })),
    ...content.whitePapers.map((w) => ({ path: `/white-papers/${w.id}`, section: "White paper", title: w.title })),
  ];
  return [
    ...pages.map(({ path, ...card }) => ({ image: shareImagePath(path), ...card })),
    { image: DEFAULT_SHARE_IMAGE, section: "Cloud-native consulting", title: "Kubernetes, LiveKit & DevOps Consulting" },
  ];
}
