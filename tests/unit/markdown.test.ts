// SPEC 5: content is HTML when it starts with '<', markdown otherwise, and always sanitized.
import { describe, expect, it } from "vitest";
import { contentToSafeHtml } from "../../common/markdown.ts";
import { renderBlogPost } from "../../common/blog-post-body.ts";

describe("contentToSafeHtml", () => {
  it("renders GitHub-flavoured markdown: tables, task lists, strikethrough, autolinks, footnotes", () => {
    const html = contentToSafeHtml(
      "| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ https://example.com\n\nNote[^1]\n\n[^1]: The footnote.",
    );
    expect(html).toMatch(/<table tabindex="0">/);
    expect(html).toMatch(/aria-label="Done"/);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
    expect(html).toContain("<del>old</del>");
    expect(html).toContain('<a href="https://example.com">');
    expect(html).toMatch(/footnote/i);
  });
  it("treats content starting with '<' as HTML", () => {
    expect(contentToSafeHtml("<p>**not bold**</p>").trim()).toBe("<p>**not bold**</p>");
  });
  it("removes scripts, event handlers and javascript: URLs", () => {
    const html = contentToSafeHtml('<p onclick="x()">hi</p><script>alert(1)</script><a href="javascript:alert(1)">l</a><img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    const md = contentToSafeHtml("[x](javascript:alert(1)) <script>alert(1)</script>");
    expect(md).not.toMatch(/<script|javascript:/i);
  });
});

describe("renderBlogPost", () => {
  const post = { slug: "p", title: "P", description: "", author: "", date: "2026-01-01", tags: [], image: "" };
  it("hands the post screen sanitized HTML from markdown or HTML content, without the raw body", async () => {
    const md = await renderBlogPost({ ...post, content: "# Hi\n\n<script>alert(1)</script>" });
    expect(md.html).toContain(`<h1 id="hi">Hi</h1>`);
    expect(md.html).not.toMatch(/script/);
    expect(md).not.toHaveProperty("content");
    expect((await renderBlogPost({ ...post, content: "  <p>**kept**</p>" })).html?.trim()).toBe("<p>**kept**</p>");
  });
});
