// The search's own parts: snippets are text with the match marked, and the index is
// rebuilt from the current content when asked (a content sync).
import { describe, expect, it } from "vitest";
import { markTerms, SNIPPET_LENGTH, snippetOf } from "../../server/search/snippet.ts";
import { createSiteSearch, type SearchSource } from "../../server/search/site-search.ts";
import { readAllContent } from "../../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../../server/content/markdown-posts.ts";

const joined = (parts: { text: string }[]) => parts.map((p) => p.text).join("");

describe("snippets", () => {
  it("mark whole matched words, case-insensitively, and keep every other character as text", () => {
    const text = `Karpenter <script>alert("karpenter")</script> & karpenters; KARPENTER.`;
    const parts = markTerms(text, new Set(["karpenter"]));
    expect(joined(parts)).toBe(text);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(["Karpenter", "karpenter", "KARPENTER"]);
  });

  it("show the body around a match far from its start, cut at spaces with an ellipsis", () => {
    const body = `${"lorem ipsum dolor ".repeat(40)}the Cilium policy ${"sit amet ".repeat(40)}`;
    const parts = snippetOf({ description: "A post about networking.", body }, new Set(["cilium"]));
    const text = joined(parts);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(["Cilium"]);
  });

  it("prefer the description when it holds the match, and fall back to it when nothing in the text matched", () => {
    const doc = { description: "Cost control with Karpenter.", body: "Long body about Karpenter." };
    expect(joined(snippetOf(doc, new Set(["karpenter"])))).toBe(doc.description);
    expect(snippetOf(doc, new Set(["title-only"]))).toEqual([{ text: doc.description }]);
  });
});

describe("the site search", () => {
  it("finds content added by a sync once rebuilt, and not before", () => {
    const base = { content: readAllContent(), markdownFiles: readMarkdownPostFiles() };
    let source: SearchSource = base;
    const search = createSiteSearch(() => source);
    expect(search.search("quokka").results).toEqual([]);
    const service = { ...base.content.services[0]!, slug: "quokka-hosting", title: "Quokka Hosting", content: "<p>Hosting for quokkas.</p>" };
    source = { ...base, content: { ...base.content, services: [...base.content.services, service] } };
    expect(search.search("quokka").results).toEqual([]);
    search.rebuild();
    expect(search.search("quokka").results[0]).toMatchObject({ type: "Service", url: "/services/quokka-hosting", title: "Quokka Hosting" });
  });

  it("searches a normalized query: spaces collapsed, cut to 200 characters", () => {
    const search = createSiteSearch(() => ({ content: readAllContent(), markdownFiles: readMarkdownPostFiles() }));
    const answer = search.search(`   karpenter   ${"y".repeat(400)}`);
    expect(answer.query).toBe(`karpenter ${"y".repeat(190)}`);
    expect(answer.results[0]!.url).toBe("/blog/kubernetes-cost-optimization-karpenter");
  });
});
