// The blog follows the clock, not the machine's calendar: at the pinned test instant the
// 2027 post is hidden everywhere a visitor or a crawler could meet it, and on its day it
// appears, without a restart. Through the read API over HTTP, the read API the pages use
// (in-process), and the feed and sitemap loaders.
import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import request from "supertest";
import { routerContext, type AppLoadContext } from "../../app/load-context.ts";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { loadBlogList, loadBlogPost } from "../../common/blog.ts";
import { loader as rssLoader } from "../../app/routes/blog-rss.ts";
import { loader as sitemapLoader } from "../../app/routes/sitemap-xml.ts";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { TEST_NOW, TEST_TODAY } from "../helpers/test-clock.ts";

const FUTURE = "livekit-agents-voice-ai-2027"; // dated 2027-03-15 in tests/fixtures/content/blog/
// tests/fixtures/content/blog/ at TEST_NOW (2026-11-20): every post but the draft and the 2027 one, newest first.
const PUBLISHED_AT_TEST_NOW = [
  "kubernetes-network-policies-cilium", // 2026-11-12
  "kubernetes-cost-optimization-karpenter",
  "livekit-egress-recording-at-scale",
  "livekit-self-hosting-production-checklist",
  "gitops-argocd-multi-cluster",
  "webrtc-turn-servers-explained",
  "terraform-platform-modules-at-scale",
  "slo-error-budgets-in-practice",
  "zero-downtime-postgres-on-kubernetes", // 2026-04-02
];
// The blog list and its feed: those and the server posts of tests/fixtures/content/server-posts/, by date (decision 031).
const BLOG_AT_TEST_NOW = [
  ...PUBLISHED_AT_TEST_NOW.slice(0, 7),
  "platform-engineering-internal-developer-platform", // 2026-06-02
  "slo-error-budgets-in-practice",
  "observability-opentelemetry-migration", // 2026-04-21
  "zero-downtime-postgres-on-kubernetes",
  "cloud-migration-lift-and-shift-pitfalls", // 2026-03-10
];

describe.each(testDatabases())("the blog's calendar on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let context: AppLoadContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
    context = t.loaderContext();
  });
  afterAll(async () => t?.close());
  afterEach(() => startClockAt(TEST_NOW));

  const listed = async () => (await request(t.app).get("/blogs/list.json").expect(200)).body as string[];
  const rss = async () => (await rssLoader({ context: routerContext(context) } as unknown as Parameters<typeof rssLoader>[0])).text();
  const sitemap = async () => (await sitemapLoader({ context: routerContext(context) } as unknown as Parameters<typeof sitemapLoader>[0])).text();
  const feedItems = (xml: string) => [...xml.matchAll(/<item>[\s\S]*?<link>[^<]*\/blog\/([^<]+)<\/link>/g)].map((m) => m[1]);

  it(`at the pinned instant (${TEST_NOW}) shows exactly the posts dated up to ${TEST_TODAY}, newest first`, async () => {
    expect((await listed()).sort()).toEqual(PUBLISHED_AT_TEST_NOW.map((s) => `${s}.md`).sort());
    const list = await loadBlogList(t.contentApi);
    expect(list.posts.map((p) => p.slug)).toEqual(BLOG_AT_TEST_NOW);
    expect(list.posts[0]!.date).toBe("2026-11-12");
    expect(feedItems(await rss())).toEqual(BLOG_AT_TEST_NOW);
    expect(await rss()).toContain("© 2026 ");
    expect(await rss()).not.toMatch(/<author>(?![^<]*@)/); // RSS 2.0: an <author> is an e-mail address
  });

  it("hides the 2027 post until its day: list, file, post, feed and sitemap", async () => {
    freezeClock("2027-03-14T23:59:59Z");
    expect(await listed()).not.toContain(`${FUTURE}.md`);
    await request(t.app).get(`/blogs/${FUTURE}.md`).expect(404);
    expect(await loadBlogPost(t.contentApi, FUTURE)).toBeNull();
    expect(feedItems(await rss())).not.toContain(FUTURE);
    expect(await sitemap()).not.toContain(`/blog/${FUTURE}<`);
  });

  it("shows the 2027 post from its day on, as the newest, without a restart", async () => {
    freezeClock("2027-03-15T00:00:00Z");
    expect(await listed()).toContain(`${FUTURE}.md`);
    const file = await request(t.app).get(`/blogs/${FUTURE}.md`).expect(200);
    expect(file.text).toContain('date: "2027-03-15"');
    expect((await loadBlogPost(t.contentApi, FUTURE))?.title).toBeTruthy();
    const list = await loadBlogList(t.contentApi);
    expect(list.posts.map((p) => p.slug)).toEqual([FUTURE, ...BLOG_AT_TEST_NOW]);
    const feed = await rss();
    expect(feedItems(feed)).toEqual([FUTURE, ...BLOG_AT_TEST_NOW]);
    expect(feed).toContain("© 2027 ");
    expect(await sitemap()).toContain(`/blog/${FUTURE}</loc><lastmod>2027-03-15</lastmod>`);
  });

  it("dates the sitemap's undated pages with the clock's day", async () => {
    expect(await sitemap()).toContain(`/about</loc><lastmod>${TEST_TODAY}</lastmod>`);
    freezeClock("2028-01-01T00:00:00Z");
    expect(await sitemap()).toContain("/about</loc><lastmod>2028-01-01</lastmod>");
  });
});
