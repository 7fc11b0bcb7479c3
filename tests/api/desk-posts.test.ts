// Posts written in the desk (issue 25, decision 031), through POST/PATCH/GET
// /api/admin/posts as a script or the editor page sends them: a draft is nowhere; published,
// it is on every path a visitor, a feed reader or a crawler takes (post page, blog list,
// tag page, feeds, search, sitemap) on the next request, with no build or restart; a
// scheduled post appears at its instant; every save is a revision and an audit entry;
// another instance on the same database learns of the change on its next poll.
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { routerContext, type AppLoadContext } from "../../app/load-context.ts";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { loadBlogList } from "../../common/blog.ts";
import { loadTagPage } from "../../common/blog-tags.ts";
import { tagSlug } from "../../common/blog-tag-path.ts";
import { postPath } from "../../common/paths.ts";
import { loader as rssLoader } from "../../app/routes/blog-rss.ts";
import { loader as tagRssLoader } from "../../app/routes/blog-tag-rss.ts";
import { loader as sitemapLoader } from "../../app/routes/sitemap-xml.ts";
import { createContentChanges } from "../../server/content/content-changes.ts";
import { syncContent } from "../../server/content/sync-content.ts";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("desk-posts");
const auth = { Authorization: `Bearer ${TOKEN}` };
const DESCRIPTION = "How we run wombat clusters in production: the numbers, the traps and the checklist.";
const post = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  title: `Wombat notes ${slug}`,
  description: DESCRIPTION,
  tags: ["Wombat Ops"],
  markdown: "## Why\n\nBecause **wombats**.\n\n```yaml\nkind: Wombat\n```\n",
  status: "draft",
  ...over,
});

describe.each(testDatabases())("posts written in the desk on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let context: AppLoadContext;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN });
    context = t.loaderContext();
  });
  afterAll(async () => t?.close());
  afterEach(() => startClockAt(TEST_NOW));

  /** Where a visitor meets the post: true if that door shows it. */
  async function seen(slug: string, title: string, tag = "Wombat Ops") {
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
    };
  }
  const everywhere = (shown: boolean) => ({ page: shown, blogList: shown, tagPage: shown, feed: shown, tagFeed: shown, search: shown, sitemap: shown });

  it("keeps a draft off every path, and publishes it everywhere with one PATCH", async () => {
    const created = await request(t.app).post("/api/admin/posts").set(auth).send(post("wombat-draft")).expect(201);
    expect(created.body).toMatchObject({ slug: "wombat-draft", state: "draft", source: "desk", author: "The Clustermind team" });
    expect(await seen("wombat-draft", "Wombat notes wombat-draft")).toEqual(everywhere(false));
    expect((await request(t.app).get("/images/og/blog/wombat-draft.png")).status).toBe(404); // a draft has none

    const published = await request(t.app).patch("/api/admin/posts/wombat-draft").set(auth).send({ status: "published" }).expect(200);
    expect(published.body.state).toBe("published");
    expect(Date.parse(published.body.publishAt)).toBeGreaterThanOrEqual(Date.parse(TEST_NOW)); // published now
    expect(await seen("wombat-draft", "Wombat notes wombat-draft")).toEqual(everywhere(true));
    const page = await request(t.app).get("/api/rendered-posts/wombat-draft").expect(200);
    expect(page.body.html).toContain("<strong>wombats</strong>");
    expect(page.body.html).toMatch(/class="shiki/); // highlighted as the site highlights
    expect(page.body).not.toHaveProperty("draft");
    // Its share image, which no build made: rendered on the first request, a 1200x630 PNG.
    const image = await request(t.app).get("/images/og/blog/wombat-draft.png").expect(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.body.readUInt32BE(16)).toBe(1200);
  });

  it("schedules a post: hidden until its instant, then shown, and the search learns it on the next poll", async () => {
    const at = new Date(Date.parse(TEST_NOW) + 3_600_000).toISOString();
    const created = await request(t.app)
      .post("/api/admin/posts")
      .set(auth)
      .send(post("wombat-later", { status: "published", publishAt: at }))
      .expect(201);
    expect(created.body).toMatchObject({ state: "scheduled", publishAt: at });
    expect(await seen("wombat-later", "Wombat notes wombat-later")).toEqual(everywhere(false));
    freezeClock(new Date(Date.parse(at) + 1000));
    await t.contentChanges.check();
    expect(await seen("wombat-later", "Wombat notes wombat-later")).toEqual(everywhere(true));
    expect((await request(t.app).get("/api/admin/posts/wombat-later").set(auth).expect(200)).body.state).toBe("published");
  });

  it("answers 400 with each field at fault, and 409 for a slug another post has", async () => {
    const bad = await request(t.app)
      .post("/api/admin/posts")
      .set(auth)
      .send(post("Not A Slug", { description: "short", status: "live" }))
      .expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["description", "slug", "status"]);
    await request(t.app).post("/api/admin/posts").set(auth).send(post("wombat-taken")).expect(201);
    const again = await request(t.app).post("/api/admin/posts").set(auth).send(post("wombat-taken")).expect(409);
    expect(again.body.fields.slug).toBeTruthy();
    // A markdown file's slug (content/blog/) and a synced server post's are taken too.
    await request(t.app).post("/api/admin/posts").set(auth).send(post("gitops-argocd-multi-cluster")).expect(409);
    await request(t.app).post("/api/admin/posts").set(auth).send(post("observability-opentelemetry-migration")).expect(409);
    await request(t.app).patch("/api/admin/posts/wombat-taken").set(auth).send({ slug: "other" }).expect(400);
    await request(t.app).patch("/api/admin/posts/no-such-post").set(auth).send({ title: "Whatever it is" }).expect(404);
    await request(t.app).post("/api/admin/posts").send(post("wombat-anon")).expect(401);
  });

  it("keeps every save as a revision, restores one, and writes each change in the audit log", async () => {
    await request(t.app).post("/api/admin/posts").set(auth).send(post("wombat-revised")).expect(201);
    await request(t.app).patch("/api/admin/posts/wombat-revised").set(auth).send({ image: "/images/blog/wombat.jpg" }).expect(200);
    const patched = await request(t.app).patch("/api/admin/posts/wombat-revised").set(auth).send({ title: "Wombat notes, second thoughts" }).expect(200);
    expect(patched.body.image).toBe("/images/blog/wombat.jpg"); // a patch changes only what it names
    const got = await request(t.app).get("/api/admin/posts/wombat-revised").set(auth).expect(200);
    expect(got.body.revisions.map((r: { title: string }) => r.title)).toEqual([
      "Wombat notes, second thoughts",
      "Wombat notes wombat-revised",
      "Wombat notes wombat-revised",
    ]);
    expect(got.body.previewUrl).toMatch(/^\/admin\/preview\/wombat-revised\/\d+-[0-9a-f]{64}$/);
    const first = got.body.revisions[2].id;
    const restored = await request(t.app).post(`/api/admin/posts/wombat-revised/revisions/${first}/restore`).set(auth).expect(200);
    expect(restored.body.title).toBe("Wombat notes wombat-revised");
    const audit = await t.db.db.selectFrom("audit_log").select(["action", "actor", "detail"]).where("action", "like", "post.%").orderBy("id").execute();
    const mine = audit.filter((a) => a.detail?.includes('"wombat-revised"'));
    expect(mine.map((a) => [a.action, a.actor])).toEqual([
      ["post.create", "api"],
      ["post.update", "api"],
      ["post.update", "api"],
      ["post.restore", "api"],
    ]);
  });

  it("takes over a file's server post on its first save; the content sync then leaves it and never deletes a desk post", async () => {
    const slug = "observability-opentelemetry-migration";
    const saved = await request(t.app).patch(`/api/admin/posts/${slug}`).set(auth).send({ title: "OpenTelemetry, edited in the desk" }).expect(200);
    expect(saved.body.source).toBe("desk");
    await syncContent(t.db.db, t.content);
    expect((await request(t.app).get(`/api/admin/posts/${slug}`).set(auth).expect(200)).body.title).toBe("OpenTelemetry, edited in the desk");
    await request(t.app).get("/api/admin/posts/wombat-draft").set(auth).expect(200);
  });

  it("tells another instance on the same database on its next poll", async () => {
    const other = createContentChanges({ db: t.db.db, logger: pino({ level: "silent" }) });
    await other.refresh();
    let reloads = 0;
    other.onChange(() => reloads++);
    await other.check();
    expect(reloads).toBe(0); // nothing changed: no reload, no emptied cache
    await request(t.app)
      .post("/api/admin/posts")
      .set(auth)
      .send(post("wombat-elsewhere", { status: "published" }))
      .expect(201);
    await other.check();
    expect(reloads).toBe(1);
    expect(other.serverPosts().some((p) => p.slug === "wombat-elsewhere")).toBe(true);
  });

  it("previews markdown as the site renders it", async () => {
    const res = await request(t.app)
      .post("/api/admin/posts/preview")
      .set(auth)
      .send({ markdown: "## Hello\n\n<script>alert(1)</script>\n\n- [x] done" })
      .expect(200);
    expect(res.body.html).toContain('id="hello"');
    expect(res.body.html).not.toContain("<script");
    expect(res.body.html).toContain('type="checkbox"');
  });
});
