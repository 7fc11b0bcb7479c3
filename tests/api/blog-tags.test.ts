// Tag pages, their feeds and the links that end a post, over the real read API and the
// real content on each database, at the pinned instant; compared with the content files.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { routerContext, type AppLoadContext } from "../../app/load-context.ts";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { loadPostFooterLinks, loadTagPage } from "../../common/blog-tags.ts";
import { loader as tagRssLoader } from "../../app/routes/blog-tag-rss.ts";
import { loader as sitemapLoader } from "../../app/routes/sitemap-xml.ts";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { visibleContentPostsTagged } from "../helpers/content-posts.ts";

describe.each(testDatabases())("blog tags on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let context: AppLoadContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
    context = t.loaderContext();
  });
  afterAll(async () => t?.close());
  afterEach(() => startClockAt(TEST_NOW));

  const feed = (tag: string) => tagRssLoader({ context: routerContext(context), params: { tag } } as unknown as Parameters<typeof tagRssLoader>[0]);
  const sitemap = async () => (await sitemapLoader({ context: routerContext(context) } as unknown as Parameters<typeof sitemapLoader>[0])).text();
  const slugs = (posts: { slug: string }[]) => posts.map((p) => p.slug);

  it("kubernetes lists every visible post tagged Kubernetes, newest first, and nothing else", async () => {
    const expected = visibleContentPostsTagged("Kubernetes");
    expect(expected.length).toBeGreaterThanOrEqual(5);
    const page = await loadTagPage(t.contentApi, "kubernetes");
    expect(page?.name).toBe("Kubernetes");
    expect(slugs(page!.posts)).toEqual(slugs(expected));
    // The draft and the 2027 post are tagged too (the fixture's blog/), and stay out.
    expect(slugs(page!.posts)).not.toContain("kubernetes-1-35-upgrade-notes");
  });

  it("a tag's page holds posts of both sources", async () => {
    const page = await loadTagPage(t.contentApi, "platform-engineering");
    expect(slugs(page!.posts)).toEqual(slugs(visibleContentPostsTagged("Platform Engineering")));
    expect(slugs(page!.posts)).toEqual(["terraform-platform-modules-at-scale", "platform-engineering-internal-developer-platform"]);
  });

  it("an unknown tag, or one only a draft or a future post carries, has no page and no feed", async () => {
    for (const tag of ["no-such-tag", "upgrades", "ai-agents"]) {
      expect(await loadTagPage(t.contentApi, tag)).toBeNull();
      expect((await feed(tag)).status).toBe(404);
      expect(await sitemap()).not.toContain(`/blog/tag/${tag}<`);
    }
    // On its day the 2027 post brings its tag with it.
    freezeClock("2027-03-15T08:00:00Z");
    expect(slugs((await loadTagPage(t.contentApi, "ai-agents"))!.posts)).toEqual(["livekit-agents-voice-ai-2027"]);
    expect(await sitemap()).toContain("/blog/tag/ai-agents</loc><lastmod>2027-03-15</lastmod>");
  });

  it("the sitemap lists each tag page, dated by its newest post", async () => {
    expect(await sitemap()).toContain("<loc>https://clustermind.example.com/blog/tag/kubernetes</loc><lastmod>2026-11-12</lastmod>");
    expect(await sitemap()).toContain("<loc>https://clustermind.example.com/blog/tag/argo-cd</loc>");
  });

  it("the tag feed is that tag's posts, with the tag in its title and link", async () => {
    const res = await feed("kubernetes");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    const channel = xml.slice(0, xml.indexOf("<item>"));
    expect(channel).toMatch(/<title><!\[CDATA\[Clustermind Blog: Kubernetes\]\]><\/title>|<title>Clustermind Blog: Kubernetes<\/title>/);
    expect(channel).toContain("<link>https://clustermind.example.com/blog/tag/kubernetes</link>");
    const items = [...xml.matchAll(/<item>[\s\S]*?<link>https:\/\/clustermind\.example\.com\/blog\/([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(items).toEqual(slugs(visibleContentPostsTagged("Kubernetes")));
  });

  it("a post ends with related posts (most shared tags, then newest) and its neighbours by date", async () => {
    // livekit-egress (LiveKit, WebRTC, Recording, Kubernetes): the self-hosting checklist shares
    // three tags, the TURN post two (and is older than the Cilium post, which shares one).
    const links = await loadPostFooterLinks(t.contentApi, "livekit-egress-recording-at-scale");
    expect(slugs(links.related)).toEqual(["livekit-self-hosting-production-checklist", "webrtc-turn-servers-explained", "kubernetes-network-policies-cilium"]);
    expect(links.previous?.slug).toBe("livekit-self-hosting-production-checklist"); // 2026-09-30
    expect(links.next?.slug).toBe("kubernetes-cost-optimization-karpenter"); // 2026-10-28
    // The newest visible post has no next (the 2027 one is not out yet); the oldest, a server post, no previous.
    expect((await loadPostFooterLinks(t.contentApi, "kubernetes-network-policies-cilium")).next).toBeNull();
    const oldest = await loadPostFooterLinks(t.contentApi, "cloud-migration-lift-and-shift-pitfalls");
    expect(oldest.previous).toBeNull();
    expect(oldest.next?.slug).toBe("zero-downtime-postgres-on-kubernetes");
    freezeClock("2027-03-15T08:00:00Z");
    expect((await loadPostFooterLinks(t.contentApi, "kubernetes-network-policies-cilium")).next?.slug).toBe("livekit-agents-voice-ai-2027");
  });
});
