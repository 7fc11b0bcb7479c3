// One visibility rule for blog posts (decision 020), met on every path a visitor, a feed
// reader, a crawler or a link preview takes: the post's page (and the files behind it), the
// blog list, its tag page, the feeds, the search, the sitemap and the share-image list.
// A draft is hidden on all of them; a future post (either source) on all of them until its
// day, then on none; a slug used by a markdown file and a server post stops every reader
// of the content. Content: a copy of content/ with three posts of our own added.
import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { routerContext, type AppLoadContext } from "../../app/load-context.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { loadBlogList } from "../../common/blog.ts";
import { loadTagPage } from "../../common/blog-tags.ts";
import { tagSlug } from "../../common/blog-tag-path.ts";
import { postPath } from "../../common/paths.ts";
import { shareImagePath } from "../../common/share-image.ts";
import { loader as rssLoader } from "../../app/routes/blog-rss.ts";
import { loader as tagRssLoader } from "../../app/routes/blog-tag-rss.ts";
import { loader as sitemapLoader } from "../../app/routes/sitemap-xml.ts";
import { ContentError, readAllContent } from "../../server/content/read-content.ts";
import { sharePages } from "../../scripts/share-images/pages.ts";
import { copyContent } from "../helpers/content-copy.ts";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";

const FUTURE_DAY = "2027-02-01";
const POSTS = {
  draft: { slug: "quokka-draft", title: "Quokka draft notes", tag: "Quokka Drafts" },
  futureFile: { slug: "quokka-future", title: "Quokka future plans", tag: "Quokka Plans" },
  futureServer: { slug: "quokka-server-future", title: "Quokka server roadmap", tag: "Quokka Roadmap" },
};

/** A markdown post and a server post of our own, made from shipped ones with new front matter. */
function addPosts(dir: string) {
  const blogPost = fs.readFileSync(path.join(dir, "blog", "gitops-argocd-multi-cluster.md"), "utf8");
  const markdown = (p: (typeof POSTS)["draft"], date: string, draft: boolean) =>
    blogPost
      .replace(/^title: .*$/m, `title: "${p.title}"`)
      .replace(/^slug: .*$/m, `slug: ${p.slug}`)
      .replace(/^date: .*$/m, `date: "${date}"`)
      .replace(/^updated: .*\n/m, "")
      .replace(/^tags: .*$/m, `tags: [${p.tag}]`)
      .replace(/^draft: .*$/m, `draft: ${draft}`);
  fs.writeFileSync(path.join(dir, "blog", `${POSTS.draft.slug}.md`), markdown(POSTS.draft, "2026-01-05", true));
  fs.writeFileSync(path.join(dir, "blog", `${POSTS.futureFile.slug}.md`), markdown(POSTS.futureFile, FUTURE_DAY, false));
  const serverPost = fs.readFileSync(path.join(dir, "server-posts", "observability-opentelemetry-migration.md"), "utf8");
  fs.writeFileSync(
    path.join(dir, "server-posts", `${POSTS.futureServer.slug}.md`),
    serverPost
      .replace(/^title: .*$/m, `title: "${POSTS.futureServer.title}"`)
      .replace(/^date: .*$/m, `date: "${FUTURE_DAY}"`)
      .replace(/^tags: .*$/m, `tags: [${POSTS.futureServer.tag}]`),
  );
}

describe.each(testDatabases())("one visibility rule for blog posts on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let context: AppLoadContext;
  beforeAll(async () => {
    addPosts(copyContent());
    t = await startTestApp(kind);
    context = t.loaderContext();
  });
  afterAll(async () => {
    delete process.env.CONTENT_DIR;
    await t?.close();
  });
  afterEach(() => startClockAt(TEST_NOW));

  /** Where each door shows a post: true if that door shows it. */
  async function seen({ slug, title, tag }: (typeof POSTS)["draft"]) {
    const rss = await (await rssLoader({ context: routerContext(context) } as unknown as Parameters<typeof rssLoader>[0])).text();
    const tagFeed = await tagRssLoader({ context: routerContext(context), params: { tag: tagSlug(tag) } } as unknown as Parameters<typeof tagRssLoader>[0]);
    const sitemap = await (await sitemapLoader({ context: routerContext(context) } as unknown as Parameters<typeof sitemapLoader>[0])).text();
    const search = await request(t.app).get("/api/search").query({ q: title }).expect(200);
    return {
      page: (await request(t.app).get(`/api/rendered-posts/${slug}`)).status === 200,
      blogList: (await loadBlogList(t.contentApi)).posts.some((p) => p.slug === slug),
      tagPage: (await loadTagPage(t.contentApi, tagSlug(tag)))?.posts.some((p) => p.slug === slug) ?? false,
      feed: rss.includes(`${postPath(slug)}</link>`),
      tagFeed: tagFeed.status === 200 && (await tagFeed.text()).includes(`${postPath(slug)}</link>`),
      search: (search.body.results as { url: string }[]).some((r) => r.url === postPath(slug)),
      sitemap: sitemap.includes(`${postPath(slug)}</loc>`),
      shareImage: sharePages().some((p) => p.image === shareImagePath(postPath(slug))),
    };
  }
  const everywhere = (shown: boolean) => ({ page: shown, blogList: shown, tagPage: shown, feed: shown, tagFeed: shown, search: shown, sitemap: shown });

  it("hides a draft on every path, and makes it no share image", async () => {
    expect(await seen(POSTS.draft)).toEqual({ ...everywhere(false), shareImage: false });
    freezeClock(`${FUTURE_DAY}T12:00:00Z`);
    expect(await seen(POSTS.draft)).toEqual({ ...everywhere(false), shareImage: false });
    await request(t.app).get(`/blogs/${POSTS.draft.slug}.md`).expect(404);
  });

  it("hides a future markdown post on every path until its day, then shows it on every path", async () => {
    // Its share image is made ahead: the post appears on its day without a build.
    expect(await seen(POSTS.futureFile)).toEqual({ ...everywhere(false), shareImage: true });
    await request(t.app).get(`/blogs/${POSTS.futureFile.slug}.md`).expect(404);
    freezeClock(`${FUTURE_DAY}T00:00:00Z`);
    expect(await seen(POSTS.futureFile)).toEqual({ ...everywhere(true), shareImage: true });
    await request(t.app).get(`/blogs/${POSTS.futureFile.slug}.md`).expect(200);
  });

  it("hides a future server post on every path, the content API included, until its day", async () => {
    const { slug } = POSTS.futureServer;
    const listed = async () => ((await request(t.app).get("/api/blog-posts").expect(200)).body as { slug: string }[]).map((p) => p.slug);
    // The blog list and its feed show both sources together (decision 031).
    expect(await seen(POSTS.futureServer)).toEqual({ ...everywhere(false), shareImage: true });
    await request(t.app).get(`/api/blog-posts/${slug}`).expect(404);
    expect(await listed()).not.toContain(slug);
    freezeClock(`${FUTURE_DAY}T00:00:00Z`);
    expect(await seen(POSTS.futureServer)).toEqual({ ...everywhere(true), shareImage: true });
    await request(t.app).get(`/api/blog-posts/${slug}`).expect(200);
    expect(await listed()).toContain(slug);
  });
});

describe("a slug used by a markdown file and a server post", () => {
  afterEach(() => {
    delete process.env.CONTENT_DIR;
  });

  // readAllContent is what the server's start, `npm run content:sync` and the tests' app read with.
  it("stops every reader of the content (server start, content sync, share images), naming both files", () => {
    const dir = copyContent();
    // A draft file over a server post: the page once showed the server post while search hid it.
    const shared = "platform-engineering-internal-developer-platform";
    const text = fs.readFileSync(path.join(dir, "blog", "gitops-argocd-multi-cluster.md"), "utf8");
    fs.writeFileSync(path.join(dir, "blog", `${shared}.md`), text.replace(/^slug: .*$/m, `slug: ${shared}`).replace(/^draft: .*$/m, "draft: true"));
    const message = `content/blog/${shared}.md and content/server-posts/${shared}.md: both are the post /blog/${shared}`;
    expect(() => readAllContent()).toThrow(ContentError);
    expect(() => readAllContent()).toThrow(message);
    expect(() => sharePages()).toThrow(message);
  });
});
