// The content API (SPEC section 7) against real SQLite and PostgreSQL databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { CONTENT_ROUTES, contentPath, type ContentResource, type ContentRoute } from "../../common/content-api.ts";
import { CONTENT_SCHEMAS } from "../../common/content-api-schemas.ts";

describe.each(testDatabases())("content API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("lists services with the SPEC's fields, every linked slug present", async () => {
    const res = await request(t.app).get("/api/services").expect(200).expect("content-type", /json/);
    for (const s of res.body) expect(Object.keys(s)).toEqual(expect.arrayContaining(["id", "slug", "title", "description", "icon", "content"]));
    const slugs = res.body.map((s: { slug: string }) => s.slug);
    for (const slug of [
      "kubernetes-managed-services",
      "livekit-consulting",
      "end-to-end-devops",
      "managed-sre",
      "video-conferencing-framework",
      "cloud-native-consulting",
      "webrtc-consulting",
      "cloud-native-development",
    ])
      expect(slugs).toContain(slug);
    expect(res.headers["cache-control"]).toMatch(/max-age/);
  });

  it("answers one service by slug, and 404 JSON for an unknown slug", async () => {
    const one = await request(t.app).get("/api/services/kubernetes-managed-services").expect(200);
    expect(one.body.title).toBeTruthy();
    const missing = await request(t.app).get("/api/services/no-such-service").expect(404).expect("content-type", /json/);
    expect(missing.body).toEqual({ error: expect.any(String) });
  });

  it("lists solutions with 4 to 6 features and answers each linked slug", async () => {
    const res = await request(t.app).get("/api/solutions").expect(200);
    for (const s of res.body) {
      expect(s.features.length).toBeGreaterThanOrEqual(4);
      expect(s.features.length).toBeLessThanOrEqual(6);
      expect(s.image).toMatch(/^\/images\//);
    }
    for (const slug of [
      "video-conferencing-agents",
      "kubernetes-security-suite",
      "cloud-native-transformation",
      "webrtc-consulting-development",
      "kubernetes-cost-optimization",
      "cloud-migration",
      "devops-automation",
    ])
      await request(t.app).get(`/api/solutions/${slug}`).expect(200);
    await request(t.app).get("/api/solutions/nope").expect(404);
  });

  it("serves case studies with tags and HTML content", async () => {
    const res = await request(t.app).get("/api/case-studies").expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    const one = await request(t.app).get(`/api/case-studies/${res.body[0].slug}`).expect(200);
    for (const f of ["title", "description", "slug", "image", "industry", "tags", "content"]) expect(one.body).toHaveProperty(f);
    expect(one.body.content).toMatch(/<h2/);
    await request(t.app).get("/api/case-studies/nope").expect(404);
  });

  it("serves testimonials with ratings out of 5", async () => {
    const res = await request(t.app).get("/api/testimonials").expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    for (const x of res.body) {
      expect(x.rating).toBeGreaterThanOrEqual(0);
      expect(x.rating).toBeLessThanOrEqual(5);
    }
  });

  it("serves the server-form blog posts, one HTML and others markdown", async () => {
    const res = await request(t.app).get("/api/blog-posts").expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect(res.body.some((p: { content: string }) => p.content.trimStart().startsWith("<"))).toBe(true);
    const one = await request(t.app).get(`/api/blog-posts/${res.body[0].slug}`).expect(200);
    for (const f of ["title", "description", "slug", "date", "author", "image", "tags", "content"]) expect(one.body).toHaveProperty(f);
    await request(t.app).get("/api/blog-posts/nope").expect(404);
  });

  it("lists only published markdown posts in /blogs/list.json and never serves drafts or future posts", async () => {
    const list = await request(t.app).get("/blogs/list.json").expect(200);
    expect(list.body.length).toBeGreaterThanOrEqual(9);
    expect(list.body).not.toContain("kubernetes-1-35-upgrade-notes.md");
    expect(list.body).not.toContain("livekit-agents-voice-ai-2027.md");
    const file = await request(t.app).get(`/blogs/${list.body[0]}`).expect(200);
    expect(file.text).toMatch(/^---\n/);
    await request(t.app).get("/blogs/kubernetes-1-35-upgrade-notes.md").expect(404);
    await request(t.app).get("/blogs/livekit-agents-voice-ai-2027.md").expect(404);
    await request(t.app).get("/blogs/..%2Fservices%2Fmanaged-sre.md").expect(404);
  });

  it("answers a post as its screen shows it at /api/rendered-posts/{slug}: markdown file first, then the server post, never a hidden one", async () => {
    const md = await request(t.app).get("/api/rendered-posts/kubernetes-cost-optimization-karpenter").expect(200);
    expect(md.body.html).toMatch(/<span class="tok-7ee787">apiVersion<\/span>/);
    expect(md.body.toc.length).toBeGreaterThanOrEqual(3);
    expect(md.body.readingMinutes).toBeGreaterThan(0);
    expect(md.body).not.toHaveProperty("content");
    const server = await request(t.app).get("/api/rendered-posts/platform-engineering-internal-developer-platform").expect(200);
    expect(server.body.html).toContain('id="a-platform-is-a-product"');
    for (const hidden of ["kubernetes-1-35-upgrade-notes", "livekit-agents-voice-ai-2027", "nope", "%E0%A4%A"]) {
      const res = await request(t.app).get(`/api/rendered-posts/${hidden}`).expect(404);
      expect(res.body).toEqual({ error: "Blog post not found" });
    }
  });

  it("answers every resource of the contract at its path, in the shape the browser parses, as the SSR loaders see it", async () => {
    // collection: tests/api/collections.test.ts (the shipped content has none).
    const args: Record<Exclude<ContentResource, "collection">, string> = {
      services: "",
      service: "managed-sre",
      solutions: "",
      solution: "cloud-migration",
      caseStudies: "",
      caseStudy: (await t.contentApi.caseStudies())[0]!.slug,
      testimonials: "",
      blogPosts: "",
      blogPost: "platform-engineering-internal-developer-platform",
      renderedPost: "kubernetes-cost-optimization-karpenter",
      markdownPostFiles: "",
      markdownPostText: "kubernetes-cost-optimization-karpenter.md",
    };
    for (const name of Object.keys(args) as (keyof typeof args)[]) {
      const res = await request(t.app).get(contentPath(name, args[name])).expect(200);
      const route: ContentRoute = CONTENT_ROUTES[name];
      const parsed = CONTENT_SCHEMAS[name].parse(route.markdown ? res.text : res.body);
      expect(parsed, name).toEqual(CONTENT_SCHEMAS[name].parse(await t.contentApi[name](args[name])));
    }
  });

  it("reports health, then 503 from health and API once the database is gone", async () => {
    await request(t.app).get("/healthz").expect(200);
    await t.db.close();
    await request(t.app).get("/healthz").expect(503);
    const res = await request(t.app).get("/api/services").expect(503).expect("content-type", /json/);
    expect(res.body.error).toBeTruthy();
    expect(res.text).not.toMatch(/at .*\.ts/);
  });
});
