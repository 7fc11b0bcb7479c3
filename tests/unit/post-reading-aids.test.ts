// Issue 14: what the markdown pipeline gives a post's reader. Highlighted code (on the
// server, classes not styles, readable colours), a labelled block with its copy button,
// ids and links on every section heading, a table of contents that points at them, and
// in-page links (footnotes) that land on an element of the page, in every published post.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { renderContent } from "../../common/markdown.ts";
import { renderBlogPost } from "../../common/blog-post-body.ts";
import { CODE_BACKGROUND, TOKEN_COLOURS } from "../../common/markdown/highlight.ts";
import { showsToc } from "../../common/markdown/headings.ts";
import { readingMinutes } from "../../common/reading-time.ts";
import { publishedFiles, readMarkdownPostFiles } from "../../server/content/markdown-posts.ts";
import { readAllContent } from "../../server/content/read-content.ts";
import { markdownPostFrontMatter } from "../../common/content-schema.ts";

type Node = DefaultTreeAdapterMap["node"];
type El = DefaultTreeAdapterMap["element"];

/** Every element of the HTML, as a browser parses it. */
function elements(html: string): El[] {
  const out: El[] = [];
  const walk = (n: Node) => {
    if ("tagName" in n) out.push(n);
    if ("childNodes" in n) n.childNodes.forEach(walk);
  };
  walk(parseFragment(html) as Node);
  return out;
}
const attr = (el: El, name: string) => el.attrs.find((a) => a.name === name)?.value;
const classes = (el: El) => (attr(el, "class") ?? "").split(/\s+/).filter(Boolean);
const text = (n: Node): string =>
  "value" in n && n.nodeName === "#text" ? (n as { value: string }).value : "childNodes" in n ? n.childNodes.map(text).join("") : "";

/** Every published post's body: the markdown files and the server-form posts. */
const publishedPosts = () => [
  ...publishedFiles(readMarkdownPostFiles()).map((f) => ({ slug: f.post.slug, content: f.post.content })),
  ...readAllContent().serverPosts.map((p) => ({ slug: p.slug, content: p.content })),
];

describe("code blocks", () => {
  const yamlAndGo =
    '```yaml\napiVersion: v1\nkind: Pod # a comment\n```\n\n```go\npackage main\n\nfunc main() { fmt.Println("hi") }\n```\n\n```promql\nsum(rate(x[5m]))\n```';

  it("are highlighted on the server with token classes, never inline styles", () => {
    const { html } = renderContent(yamlAndGo);
    const pres = elements(html).filter((e) => e.tagName === "pre");
    expect(pres).toHaveLength(3);
    const within = (n: Node): El[] => ("tagName" in n ? [n, ...n.childNodes.flatMap(within)] : []);
    const tokens = (pre: El) => within(pre).filter((e) => e.tagName === "span" && classes(e).some((c) => c.startsWith("tok-")));
    const [yaml, go, promql] = pres.map(tokens);
    // YAML keys and the comment, Go's keywords and string: each its own coloured token.
    expect(yaml!.map((t) => text(t).trim())).toEqual(expect.arrayContaining(["apiVersion", "kind", "# a comment"]));
    expect(go!.map((t) => text(t).trim())).toEqual(expect.arrayContaining(["package", "func", '"hi"']));
    expect(promql).toEqual([]); // no grammar loaded: plain text, still labelled
    expect(html).not.toMatch(/style=/);
  });

  it("carry their language and a copy button that stays hidden until the page's script reveals it", () => {
    const { html } = renderContent("```yaml\na: 1\n```\n\n```\nplain\n```\n\n```promql\nup\n```");
    const labels = elements(html)
      .filter((e) => classes(e).includes("code-block-lang"))
      .map(text);
    expect(labels).toEqual(["YAML", "Text", "PromQL"]);
    const buttons = elements(html).filter((e) => e.tagName === "button");
    expect(buttons.map((b) => [attr(b, "hidden"), attr(b, "data-copy"), text(b)])).toEqual([
      ["", "", "Copy YAML code"],
      ["", "", "Copy Text code"],
      ["", "", "Copy PromQL code"],
    ]);
  });

  it("use only token colours that app.css defines, each readable (WCAG AA) on the block's background", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const used = new Set(
      publishedPosts()
        .flatMap((p) => elements(renderContent(p.content).html).flatMap(classes))
        .filter((c) => c.startsWith("tok-")),
    );
    expect(used.size).toBeGreaterThan(3);
    for (const c of used) expect(css, c).toMatch(new RegExp(`\\.${c} \\{`));
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
    for (const colour of TOKEN_COLOURS) {
      expect(contrast(colour, CODE_BACKGROUND), colour).toBeGreaterThanOrEqual(4.5);
      expect(css).toMatch(new RegExp(`\\.tok-${colour.slice(1)}\\s*\\{\\s*color:\\s*${colour};\\s*\\}`));
    }
  });
});

describe("every published post", () => {
  const posts = publishedPosts();

  it("is more than a handful, markdown and server posts alike", () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
  });

  it.each(posts)("$slug: every h2 and h3 has an id and a link to it named after its title", ({ content }) => {
    const all = elements(renderContent(content).html);
    const headings = all.filter((e) => (e.tagName === "h2" || e.tagName === "h3") && !classes(e).includes("sr-only"));
    expect(headings.length).toBeGreaterThan(0);
    for (const h of headings) {
      const id = attr(h, "id");
      expect(id, text(h)).toMatch(/^[a-z0-9-]+$/);
      const link = all.find((e) => e.tagName === "a" && attr(e, "href") === `#${id}` && classes(e).includes("heading-link"));
      expect(link, `anchor of ${text(h)}`).toBeDefined();
      expect(text(link!)).toBe(`#Link to section: ${text(h)}`);
    }
  });

  it.each(posts)("$slug: every in-page link, footnotes included, and every TOC entry lands on an element of the page", ({ content }) => {
    const { html, toc } = renderContent(content);
    const all = elements(html);
    const ids = new Set(all.map((e) => attr(e, "id")).filter(Boolean));
    const hrefs = all.map((e) => attr(e, "href")).filter((h): h is string => !!h && h.startsWith("#"));
    for (const href of hrefs) expect(ids, href).toContain(decodeURIComponent(href.slice(1)));
    for (const entry of toc) expect(ids, entry.id).toContain(entry.id);
    for (const ref of all.filter((e) => attr(e, "aria-describedby"))) expect(ids).toContain(attr(ref, "aria-describedby"));
  });

  it("with footnotes links each reference to its note and back", () => {
    const { html } = renderContent("Claim[^a].\n\n## Later\n\nSee [the claim](#later).\n\n[^a]: Source.");
    expect(html).toContain('href="#user-content-fn-a" id="user-content-fnref-a"');
    expect(html).toContain('<li id="user-content-fn-a">');
    expect(html).toContain('href="#user-content-fnref-a"');
    expect(html).toContain('<a href="#later">the claim</a>');
    expect(html).not.toContain("user-content-user-content");
  });
});

describe("table of contents and reading time", () => {
  it("lists the h2 and h3 sections in order, and shows from three h2 sections on", () => {
    const { toc } = renderContent("## One\n\n### One a\n\n## Two\n\nText[^1]\n\n[^1]: Note.");
    expect(toc).toEqual([
      { id: "one", text: "One", depth: 2 },
      { id: "one-a", text: "One a", depth: 3 },
      { id: "two", text: "Two", depth: 2 },
    ]);
    expect(showsToc(toc)).toBe(false);
    expect(showsToc(renderContent("## A\n\n## B\n\n## C").toc)).toBe(true);
  });

  it("counts about 230 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(230 * 7))).toBe(7);
    expect(readingMinutes("word ".repeat(230 * 7 + 200))).toBe(8);
  });

  it("a rendered post carries its sections and reading time", async () => {
    const meta = { slug: "p", title: "P", description: "", author: "", date: "2026-01-01", tags: [], image: "" };
    const post = await renderBlogPost({ ...meta, content: `## A\n\n${"word ".repeat(700)}\n\n## B\n\n## C` });
    expect(post.readingMinutes).toBe(3);
    expect(post.toc.map((e) => e.id)).toEqual(["a", "b", "c"]);
    expect((await renderBlogPost({ ...meta, content: "## A\n\n## B" })).toc).toEqual([]);
  });

  it("front matter's `updated` must be a date after `date`", () => {
    const base = { title: "Post", slug: "post", description: "x".repeat(50), author: "Me", date: "2026-03-01", tags: ["K8s"], image: "/images/blog/a.jpg" };
    expect(markdownPostFrontMatter.safeParse({ ...base, updated: "2026-04-02" }).success).toBe(true);
    expect(markdownPostFrontMatter.safeParse({ ...base, updated: "2026-02-01" }).success).toBe(false);
    expect(markdownPostFrontMatter.safeParse({ ...base, updated: "April 2" }).success).toBe(false);
  });
});
