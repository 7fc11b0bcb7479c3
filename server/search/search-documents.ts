// The documents the site search covers, as plain text: the pages of the site's one list
// (common/all-pages.ts) made from posts, case studies, services, solutions and white
// papers. Posts hidden on `today` are not in that list, so never in the index (the index
// is rebuilt when the day changes: server/search/site-search.ts).
import { allPages, type SitePage } from "../../common/all-pages.ts";
import { contentToPlainText, htmlToPlainText, type MarkdownPost } from "../../common/blog.ts";
import type { SearchResultType } from "../../common/search.ts";
import type { SiteContent } from "../content/read-content.ts";
import type { CaseStudy } from "../../common/entities.ts";
import type { MarkdownPostFile } from "../content/markdown-posts.ts";

export interface SearchDocument {
  /** Unique across types: the URL. */
  id: string;
  type: SearchResultType;
  title: string;
  url: string;
  tags: string;
  description: string;
  body: string;
}

// Removing tags leaves a space where an element ended ("<strong>Capacity</strong>: ..."): close it up.
const tidy = (text: string) => text.replace(/\s+([.,:;!?%)])/g, "$1").replace(/\(\s+/g, "(");
const fromHtml = (html: string | null) => (html ? tidy(htmlToPlainText(html)) : "");
const fromPost = (content: string) => tidy(contentToPlainText(content));

/** The content read at start, with the case studies as the database holds them (desk edits included). */
export type SearchContent = Omit<SiteContent, "caseStudies"> & {
  caseStudies: readonly Pick<CaseStudy, "slug" | "title" | "description" | "industry" | "tags" | "content">[];
};
type Sources = SearchContent & { markdownPosts: MarkdownPost[] };

/** What a page gives the search, or null for a page made of others (the site's own, list and tag pages). */
function words(page: SitePage<Sources>): Pick<SearchDocument, "type" | "tags" | "description" | "body"> | null {
  switch (page.kind) {
    case "post": {
      const p = page.item;
      return { type: "Blog post", tags: p.tags.join(" "), description: p.description, body: fromPost(p.content) };
    }
    case "caseStudy": {
      const c = page.item;
      return { type: "Case study", tags: [c.industry, ...c.tags].join(" "), description: c.description, body: fromHtml(c.content) };
    }
    case "service":
      return { type: "Service", tags: "", description: page.item.description, body: fromHtml(page.item.content) };
    case "solution": {
      const s = page.item;
      return { type: "Solution", tags: "", description: s.description, body: [s.features.join(". "), fromHtml(s.about)].join(" ").trim() };
    }
    case "whitePaper":
      return { type: "White paper", tags: "", description: page.item.description, body: "" };
    default:
      return null;
  }
}

export function searchDocuments(content: SearchContent, markdownFiles: MarkdownPostFile[], today: string): SearchDocument[] {
  const sources: Sources = { ...content, markdownPosts: markdownFiles.map((f) => f.post) };
  return allPages(sources, today).flatMap((page) => {
    const found = words(page);
    return found ? [{ id: page.path, title: page.title, url: page.path, ...found }] : [];
  });
}
