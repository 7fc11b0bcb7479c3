// The documents the site search covers, as plain text: published posts of both sources,
// case studies, services, solutions and white papers. Drafts and posts dated after
// `today` are left out here, so they are never in the index (the index is rebuilt when
// the day changes: server/search/site-search.ts).
import { contentToPlainText, htmlToPlainText, postStatus } from "../../common/blog.ts";
import type { SearchResultType } from "../../common/search.ts";
import type { SiteContent } from "../content/read-content.ts";
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

export function searchDocuments(content: SiteContent, markdownFiles: MarkdownPostFile[], today: string): SearchDocument[] {
  const docs: SearchDocument[] = [];
  const add = (d: Omit<SearchDocument, "id">) => docs.push({ id: d.url, ...d });

  // A markdown file owns its slug even while hidden: /blog/{slug} never shows the server post then.
  const markdownSlugs = new Set(markdownFiles.map((f) => f.post.slug));
  const addPost = (post: { slug: string; title: string; tags: string[]; description: string; content: string }) =>
    add({
      type: "Blog post",
      title: post.title,
      url: `/blog/${post.slug}`,
      tags: post.tags.join(" "),
      description: post.description,
      body: fromPost(post.content),
    });
  for (const { post } of markdownFiles) {
    if (postStatus(post, today) === "published") addPost(post);
  }
  for (const post of content.serverPosts) {
    if (!markdownSlugs.has(post.slug) && postStatus({ ...post, draft: false }, today) === "published") addPost(post);
  }
  for (const c of content.caseStudies) {
    add({
      type: "Case study",
      title: c.title,
      url: `/case-studies/${c.slug}`,
      tags: [c.industry, ...c.tags].join(" "),
      description: c.description,
      body: fromHtml(c.content),
    });
  }
  for (const s of content.services) {
    add({ type: "Service", title: s.title, url: `/services/${s.slug}`, tags: "", description: s.description, body: fromHtml(s.content) });
  }
  for (const s of content.solutions) {
    const body = [s.features.join(". "), fromHtml(s.about)].join(" ").trim();
    add({ type: "Solution", title: s.title, url: `/solutions/${s.slug}`, tags: "", description: s.description, body });
  }
  for (const p of content.whitePapers) {
    add({ type: "White paper", title: p.title, url: `/white-papers/${p.id}`, tags: "", description: p.description, body: "" });
  }
  return docs;
}
