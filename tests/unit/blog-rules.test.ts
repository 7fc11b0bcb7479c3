// SPEC sections 4, 5 and 9: blog visibility, excerpts and tags.
import { describe, expect, it } from "vitest";
import { cardTags, excerpt, htmlToPlainText, loadBlogList, loadBlogPost, newestFirst, postStatus, type BlogSources } from "../../common/blog.ts";
import { HttpError } from "../../common/http-error.ts";
import type { BlogPost } from "../../common/entities.ts";

const today = "2026-11-22";

describe("postStatus", () => {
  it("shows a titled post dated today or earlier", () => {
    expect(postStatus({ draft: false, date: today, title: "T" }, today)).toBe("published");
    expect(postStatus({ draft: false, date: "2026-11-21", title: "T" }, today)).toBe("published");
  });
  it("hides a post dated tomorrow and a draft", () => {
    expect(postStatus({ draft: false, date: "2026-11-23", title: "T" }, today)).toBe("Not published");
    expect(postStatus({ draft: true, date: "2026-01-01", title: "T" }, today)).toBe("Not published");
  });
  it("marks a post without a title", () => {
    expect(postStatus({ draft: false, date: today, title: "" }, today)).toBe("untitled");
  });
});

describe("excerpt and tags", () => {
  it("cuts at 180 characters and appends '...' only when cut", () => {
    const long = "a".repeat(181);
    expect(excerpt(long, 180)).toBe(`${"a".repeat(180)}...`);
    expect(excerpt("a".repeat(180), 180)).toBe("a".repeat(180));
    expect(excerpt("a".repeat(151))).toBe(`${"a".repeat(150)}...`);
  });
  it("strips all markup from HTML", () => {
    expect(htmlToPlainText("<h2>Title</h2><p>One &amp; <em>two</em></p>")).toBe("Title One & two");
  });
  it("keeps the first two tags and flags more", () => {
    expect(cardTags(["a", "b", "c"])).toEqual({ shown: ["a", "b"], more: true });
    expect(cardTags(["a", "b"])).toEqual({ shown: ["a", "b"], more: false });
  });
  it("sorts newest first", () => {
    expect(newestFirst([{ date: "2026-01-01" }, { date: "2026-03-01" }]).map((p) => p.date)).toEqual(["2026-03-01", "2026-01-01"]);
  });
});

/** The blog's sources as the content API answers: what is not given is a 404. */
function sourcesOf(files: Record<string, string>, server: { list?: string[]; posts?: BlogPost[]; post?: Record<string, BlogPost> }): BlogSources {
  const answer = async <T>(value: T | undefined): Promise<T> => {
    if (value === undefined) throw new HttpError(404, "", "Not Found");
    return value;
  };
  return {
    markdownPostFiles: () => answer(server.list),
    async markdownPostText(file) {
      if (file in files) return files[file]!;
      throw new HttpError(404, "Markdown not found");
    },
    blogPosts: () => answer(server.posts),
    blogPost: (slug) => answer(server.post?.[slug]),
  };
}
const md = (title: string, date: string, draft = false) =>
  `---\ntitle: "${title}"\nslug: x\ndescription: d\nauthor: a\ndate: "${date}"\ntags: [k]\nimage: /images/x.jpg\ndraft: ${draft}\n---\nBody`;

describe("blog sources", () => {
  const serverPost = { slug: "s", title: "Server", description: "", author: "", date: "2026-01-01", tags: [], image: "", content: "<p>x</p>" };
  it("lists markdown and server posts together, newest first, without drafts", async () => {
    const f = sourcesOf(
      { "a.md": md("Old", "2025-01-01"), "b.md": md("New", "2026-02-01"), "c.md": md("Draft", "2026-03-01", true) },
      { list: ["a.md", "b.md", "c.md"], posts: [serverPost] },
    );
    const list = await loadBlogList(f);
    expect(list.source).toBe("markdown");
    expect(list.posts.map((p) => p.title)).toEqual(["New", "Server", "Old"]);
  });
  it("falls back to the server posts when the markdown list fails or is empty", async () => {
    const failing = sourcesOf({}, { posts: [serverPost] });
    const logged: string[] = [];
    const { content: _, ...card } = serverPost;
    expect(await loadBlogList(failing, (m) => logged.push(m))).toEqual({ source: "notfound", posts: [{ ...card, excerpt: "x" }] });
    expect(logged.length).toBe(1);
    const empty = sourcesOf({}, { list: [], posts: [] });
    expect((await loadBlogList(empty)).posts).toEqual([]);
  });
  it("shows a markdown post, hides an unpublished one, and asks the server when the file is missing", async () => {
    const f = sourcesOf({ "live.md": md("Live", "2026-01-01"), "future.md": md("Future", "2999-01-01") }, { post: { "server-only": serverPost } });
    expect((await loadBlogPost(f, "live"))?.title).toBe("Live");
    expect(await loadBlogPost(f, "future")).toBeNull();
    expect((await loadBlogPost(f, "server-only"))?.title).toBe("Server");
    expect(await loadBlogPost(f, "missing")).toBeNull();
  });
  it("fails (not 'missing') when the server cannot answer, so the page is a 503 and never a cached 404", async () => {
    const unavailable = async (): Promise<never> => {
      throw new HttpError(503, '{"error":"The service is temporarily unavailable. Please try again."}');
    };
    const down: BlogSources = {
      markdownPostFiles: unavailable,
      markdownPostText: async () => {
        throw new HttpError(404, "Markdown not found");
      },
      blogPosts: unavailable,
      blogPost: unavailable,
    };
    await expect(loadBlogPost(down, "server-only")).rejects.toThrow(/^503:/);
  });
});

describe("contentToPlainText", () => {
  it("strips markdown syntax, code blocks and link targets", async () => {
    const { contentToPlainText } = await import("../../common/blog.ts");
    const md =
      "## Heading\n\nSome **bold** and `code` with a [link](https://x.io) and use_snake_case.\n\n```yaml\nkey: value\n```\n\n- [x] done\n- item\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nNote[^1]\n\n[^1]: foot";
    expect(contentToPlainText(md)).toBe("Heading Some bold and code with a link and use_snake_case. done item a b 1 2 Note");
  });
  it("strips tags from HTML content", async () => {
    const { contentToPlainText } = await import("../../common/blog.ts");
    expect(contentToPlainText("<h2>A</h2><p>B &amp; C</p><script>x()</script>")).toBe("A B & C");
  });
});
