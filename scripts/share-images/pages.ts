// Which pages get a share image, with the title and section each shows: every page of the
// site's one list (common/all-pages.ts), and every collection's list page, whether a route
// serves it yet or not (made ahead costs nothing). The list is judged on EVERY_DAY: a
// future-dated post appears on its day without a build, so its image is made now; drafts
// get none (their title stays unpublished).
import { readAllContent } from "../../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../../server/content/markdown-posts.ts";
import { allPages, type SitePage } from "../../common/all-pages.ts";
import { EVERY_DAY } from "../../common/post-visibility.ts";
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
  "/book": { section: "Book a consultation", title: "Pick a time to talk with a senior engineer" },
  "/about": { section: "About us", title: "Engineers who build and run cloud-native platforms" },
  "/resources/open-source": { section: "Open source", title: "Open source we build on and give back to" },
  "/privacy-policy": { section: "Legal", title: "Privacy Policy" },
  "/terms-of-service": { section: "Legal", title: "Terms of Service" },
  "/sitemap": { section: "Sitemap", title: "Every page of this site" },
};

/** What a page's image says: its own words for the site's pages, else its kind and title. */
function card(page: SitePage): ShareCard {
  switch (page.kind) {
    case "page":
      return STATIC[page.path] ?? { section: page.group, title: page.title };
    case "collection":
      return { section: page.title, title: page.title };
    case "service":
      return { section: "Service", title: page.title };
    case "solution":
      return { section: "Solution", title: page.title };
    case "caseStudy":
      return { section: "Case study", title: page.title };
    case "post":
      return { section: "Blog", title: page.title };
    case "tag":
      return { section: "Blog topic", title: `${page.title} articles` };
    case "whitePaper":
      return { section: "White paper", title: page.title };
  }
}

export function sharePages(): SharePage[] {
  const content = readAllContent();
  const markdownPosts = readMarkdownPostFiles().map((f) => f.post);
  return [
    ...allPages({ ...content, markdownPosts }, EVERY_DAY).map((page) => ({ image: shareImagePath(page.path), ...card(page) })),
    { image: DEFAULT_SHARE_IMAGE, section: "Cloud-native consulting", title: "Kubernetes, LiveKit & DevOps Consulting" },
  ];
}
