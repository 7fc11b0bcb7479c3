// Case studies and the firm's pages edited in the desk (issue 25, decision 046), through
// /api/admin/case-studies and /api/admin/pages as a script or the editor's scripts send
// them: a draft case study is nowhere, published it is on the list, its page, the sitemap
// and the search on the next request; a page's draft leaves the published words live,
// publishing replaces the file's words, reverting brings them back; every save is a
// revision and an audit entry; the content sync never deletes or overwrites a desk row; an
// image in use cannot be deleted and says where it is used. Real SQLite and PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { routerContext, type AppLoadContext } from "../../app/load-context.ts";
import { loader as sitemapLoader } from "../../app/routes/sitemap-xml.ts";
import { sitePage } from "../../app/lib/data/site-page.server.ts";
import { caseStudyPath } from "../../common/paths.ts";
import { createContentChanges } from "../../server/content/content-changes.ts";
import { syncContent } from "../../server/content/sync-content.ts";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("desk-content");
const auth = { Authorization: `Bearer ${TOKEN}` };
const caseStudy = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  title: `Wombat logistics ${slug}`,
  description: "A fictional wombat courier moved its dispatch to Kubernetes and halved its late deliveries.",
  client: "Wombat Couriers (fictional)",
  industry: "SaaS",
  tags: ["Kubernetes", "Wombat Ops"],
  image: "/images/case-studies/diagnostics-lab-sre-slos.jpg",
  markdown: "## The challenge\n\nBurrows **everywhere**.",
  order: 50,
  status: "draft",
  ...over,
});

describe.each(testDatabases())("case studies and pages edited in the desk on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let context: AppLoadContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "desk-content-"));
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, DATA_DIR: dataDir });
    context = t.loaderContext();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Where a visitor meets the case study: true if that door shows it. */
  async function seen(slug: string, title: string) {
    const sitemap = await (await sitemapLoader({ context: routerContext(context) } as unknown as Parameters<typeof sitemapLoader>[0])).text();
    const search = await request(t.app).get("/api/search").query({ q: title }).expect(200);
    const list = await request(t.app).get("/api/case-studies").expect(200);
    return {
      list: (list.body as { slug: string }[]).some((c) => c.slug === slug),
      page: (await request(t.app).get(`/api/case-studies/${slug}`)).status === 200,
      sitemap: sitemap.includes(`${caseStudyPath(slug)}</loc>`),
      search: (search.body.results as { url: string }[]).some((r) => r.url === caseStudyPath(slug)),
    };
  }
  const everywhere = (shown: boolean) => ({ list: shown, page: shown, sitemap: shown, search: shown });

  it("keeps a draft case study off every path, and publishes it everywhere with one PATCH", async () => {
    const created = await request(t.app).post("/api/admin/case-studies").set(auth).send(caseStudy("wombat-dispatch")).expect(201);
    expect(created.body).toMatchObject({ slug: "wombat-dispatch", status: "draft", source: "desk", order: 50 });
    expect(await seen("wombat-dispatch", "Wombat logistics")).toEqual(everywhere(false));

    await request(t.app).patch("/api/admin/case-studies/wombat-dispatch").set(auth).send({ status: "published" }).expect(200);
    expect(await seen("wombat-dispatch", "Wombat logistics")).toEqual(everywhere(true));
    const page = await request(t.app).get("/api/case-studies/wombat-dispatch").expect(200);
    expect(page.body.content).toContain("<strong>everywhere</strong>"); // the SPEC's field: HTML
    expect(page.body).not.toHaveProperty("status");
  });

  it("answers 400 with each field at fault, 409 for a slug a file's case study has, and refuses a new address", async () => {
    const bad = await request(t.app)
      .post("/api/admin/case-studies")
      .set(auth)
      .send(caseStudy("wombat-bad", { description: "short", industry: "Wombats", tags: ["One"] }))
      .expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["description", "industry", "tags"]);
    const taken = await request(t.app).post("/api/admin/case-studies").set(auth).send(caseStudy("diagnostics-lab-sre-slos")).expect(409);
    expect(taken.body.fields.slug).toMatch(/Taken/);
    await request(t.app).patch("/api/admin/case-studies/wombat-dispatch").set(auth).send({ slug: "elsewhere" }).expect(400);
    await request(t.app).patch("/api/admin/case-studies/no-such-study").set(auth).send({ title: "Anything at all" }).expect(404);
  });

  it("keeps every save as a revision, restores one, and writes each change in the audit log", async () => {
    await request(t.app).post("/api/admin/case-studies").set(auth).send(caseStudy("wombat-revised")).expect(201);
    await request(t.app).patch("/api/admin/case-studies/wombat-revised").set(auth).send({ title: "Wombat logistics, second thoughts" }).expect(200);
    const got = await request(t.app).get("/api/admin/case-studies/wombat-revised").set(auth).expect(200);
    expect(got.body.revisions.map((r: { title: string }) => r.title)).toEqual(["Wombat logistics, second thoughts", "Wombat logistics wombat-revised"]);
    expect(got.body.previewUrl).toMatch(/^\/admin\/preview\/case-studies\/wombat-revised\/\d+-[0-9a-f]{64}$/);
    const token = got.body.previewUrl.split("/").pop();
    expect(context.previewLinks.opens("wombat-revised", token, "caseStudy")).toBe(true);
    expect(context.previewLinks.opens("wombat-revised", token, "post")).toBe(false); // a link opens one kind only

    const restored = await request(t.app).post(`/api/admin/case-studies/wombat-revised/revisions/${got.body.revisions[1].id}/restore`).set(auth).expect(200);
    expect(restored.body.title).toBe("Wombat logistics wombat-revised");
    const audit = await t.db.db.selectFrom("audit_log").select(["action", "actor", "detail"]).where("action", "like", "caseStudy.%").orderBy("id").execute();
    expect(audit.filter((a) => a.detail?.includes('"wombat-revised"')).map((a) => [a.action, a.actor])).toEqual([
      ["caseStudy.create", "api"],
      ["caseStudy.update", "api"],
      ["caseStudy.restore", "api"],
    ]);
  });

  it("takes over a file's case study on its first save; the content sync then neither overwrites nor deletes a desk row", async () => {
    const slug = "diagnostics-lab-sre-slos";
    const file = await request(t.app).get(`/api/admin/case-studies/${slug}`).set(auth).expect(200);
    expect(file.body).toMatchObject({ source: "file", status: "published" });
    expect(file.body.markdown).toContain("## The challenge"); // the file's words as written, to edit
    const saved = await request(t.app).patch(`/api/admin/case-studies/${slug}`).set(auth).send({ title: "SLOs, edited in the desk" }).expect(200);
    expect(saved.body.source).toBe("desk");
    const entry = await t.db.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "caseStudy.update")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.detail!)).toMatchObject({ slug, tookOverFile: true });
    const revisions = (await request(t.app).get(`/api/admin/case-studies/${slug}`).set(auth).expect(200)).body.revisions;
    expect(revisions.map((r: { actor: string; title: string }) => [r.actor, r.title])).toEqual([
      ["api", "SLOs, edited in the desk"],
      ["content/case-studies", file.body.title], // the file's words, to compare and restore
    ]);

    await syncContent(t.db.db, t.content);
    expect((await request(t.app).get(`/api/case-studies/${slug}`).expect(200)).body.title).toBe("SLOs, edited in the desk");
    await request(t.app).get("/api/admin/case-studies/wombat-dispatch").set(auth).expect(200); // no file, still there
    await syncContent(t.db.db, { ...t.content, caseStudies: [] }); // every file gone
    await request(t.app).get("/api/admin/case-studies/wombat-dispatch").set(auth).expect(200);
    await request(t.app).get(`/api/admin/case-studies/${slug}`).set(auth).expect(200);
    await request(t.app).get("/api/admin/case-studies/telehealth-livekit-video-visits").set(auth).expect(404); // a file's row goes with its file
    await syncContent(t.db.db, t.content);
  });

  it("draws a desk case study's own cover art from its figures when no cover is picked, served for a year, redrawn when a figure changes", async () => {
    const results = (after: string) =>
      `## The results\n\n| Metric | Before | After |\n| --- | --- | --- |\n| Late deliveries | 120 | ${after} |\n| Dispatch time | 40 min | 6 min |\n`;
    const created = await request(t.app)
      .post("/api/admin/case-studies")
      .set(auth)
      .send(caseStudy("wombat-charted", { image: "", markdown: results("30"), status: "published" }))
      .expect(201);
    expect(created.body.image).toBe(""); // none picked: the editor shows the field empty
    expect(created.body.art).toMatch(/^\/images\/case-studies\/art\/wombat-charted-[0-9a-f]{16}\.jpg$/);
    const cover = (await request(t.app).get("/api/case-studies/wombat-charted").expect(200)).body.image as string;
    expect(cover).toBe(created.body.art); // what visitors get as the cover

    const full = await request(t.app).get(cover).buffer(true).expect(200);
    expect(full.headers["content-type"]).toBe("image/jpeg");
    expect(full.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 675 });
    const small = await request(t.app)
      .get(cover.replace(/\.jpg$/, "-640.webp"))
      .buffer(true)
      .expect(200);
    expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ format: "webp", width: 640, height: 360 });
    // The build's own drawing: the chart of this study's figures, not a stock picture.
    const { caseArt } = await import("../../scripts/images/case-art.ts");
    const drawn = await sharp(Buffer.from(caseArt({ slug: "wombat-charted", order: 50, markdown: results("30") })))
      .resize(1200, 675)
      .removeAlpha()
      .raw()
      .toBuffer();
    const served = await sharp(full.body as Buffer)
      .raw()
      .toBuffer();
    let off = 0;
    for (let i = 0; i < drawn.length; i += 97) off += Math.abs(drawn[i]! - served[i]!);
    expect(off / (drawn.length / 97)).toBeLessThan(6); // the same picture, but for JPEG's loss

    // A changed figure is a new drawing at a new address; the old one is gone.
    const changed = await request(t.app)
      .patch("/api/admin/case-studies/wombat-charted")
      .set(auth)
      .send({ markdown: results("12") })
      .expect(200);
    expect(changed.body.art).not.toBe(cover);
    await request(t.app).get(changed.body.art).expect(200);
    await request(t.app).get(cover).expect(404);
    // A picked cover wins; emptying the field brings the art back.
    const picked = await request(t.app)
      .patch("/api/admin/case-studies/wombat-charted")
      .set(auth)
      .send({ image: "/images/case-studies/diagnostics-lab-sre-slos.jpg" })
      .expect(200);
    expect(picked.body.art).toBeNull();
    expect((await request(t.app).get("/api/case-studies/wombat-charted").expect(200)).body.image).toBe("/images/case-studies/diagnostics-lab-sre-slos.jpg");
    await request(t.app).get(changed.body.art).expect(404);
    const back = await request(t.app).patch("/api/admin/case-studies/wombat-charted").set(auth).send({ image: "" }).expect(200);
    expect(back.body.art).toBe(changed.body.art);
    await request(t.app).get("/images/case-studies/art/wombat-charted-0123456789abcdef.jpg").expect(404);
  });

  it("keeps a page's published words live while a draft waits, publishes it, restores and reverts to the file", async () => {
    const fileWords = sitePage(context, "about");
    const start = await request(t.app).get("/api/admin/pages/about").set(auth).expect(200);
    expect(start.body).toMatchObject({ slug: "about", state: "file", edited: false });
    expect(start.body.fields.markdown).toContain("## Who we are");

    const draft = await request(t.app)
      .patch("/api/admin/pages/about")
      .set(auth)
      .send({ markdown: "## Who we are\n\nWombat whisperers since 2019, at {siteName}.", status: "draft" })
      .expect(200);
    expect(draft.body).toMatchObject({ state: "draft", edited: false });
    expect(sitePage(context, "about").html).toBe(fileWords.html); // visitors still read the file
    expect(draft.body.fields.markdown).toContain("Wombat whisperers");

    const published = await request(t.app).patch("/api/admin/pages/about").set(auth).send({ status: "published" }).expect(200);
    expect(published.body).toMatchObject({ state: "published", edited: true });
    expect(sitePage(context, "about").html).toContain("Wombat whisperers since 2019, at Clustermind.");

    const other = await request(t.app).patch("/api/admin/pages/about").set(auth).send({ title: "About the wombats" }).expect(200);
    expect(other.body.live.title).toBe("About the wombats"); // no status, no draft waiting: live at once
    const revisions = (await request(t.app).get("/api/admin/pages/about").set(auth).expect(200)).body.revisions as {
      id: number;
      title: string;
      status: string;
    }[];
    expect(revisions.map((r) => [r.title, r.status])).toEqual([
      ["About the wombats", "published"],
      ["About Us", "published"],
      ["About Us", "draft"],
    ]);
    await request(t.app).post(`/api/admin/pages/about/revisions/${revisions[1]!.id}/restore`).set(auth).expect(200);
    expect(sitePage(context, "about").title).toBe("About Us");

    await request(t.app).patch("/api/admin/pages/about").set(auth).send({ lead: "A draft nobody wants.", status: "draft" }).expect(200);
    const discarded = await request(t.app).post("/api/admin/pages/about/discard-draft").set(auth).expect(200);
    expect(discarded.body).toMatchObject({ state: "published", edited: true });
    expect(discarded.body.fields.lead).not.toBe("A draft nobody wants.");
    await request(t.app).post("/api/admin/pages/about/discard-draft").set(auth).expect(409);

    const reverted = await request(t.app).post("/api/admin/pages/about/revert").set(auth).expect(200);
    expect(reverted.body).toMatchObject({ state: "file", edited: false });
    expect(sitePage(context, "about").html).toBe(fileWords.html);
    const audit = await t.db.db.selectFrom("audit_log").select("action").where("action", "like", "page.%").orderBy("id").execute();
    expect(audit.map((a) => a.action)).toEqual([
      "page.update",
      "page.update",
      "page.update",
      "page.restore",
      "page.update",
      "page.discard-draft",
      "page.revert",
    ]);
  });

  it("checks a page by its file's rules, and knows only the four pages", async () => {
    const bad = await request(t.app)
      .patch("/api/admin/pages/terms-of-service")
      .set(auth)
      .send({ description: "short", markdown: "Hello {wombat}, this is long enough to pass the length." })
      .expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["description", "markdown"]);
    expect(bad.body.fields.markdown).toMatch(/unknown placeholder \{wombat\}/);
    await request(t.app).get("/api/admin/pages/careers").set(auth).expect(404);
    await request(t.app).patch("/api/admin/pages/about").set(auth).send({ slug: "about-us" }).expect(400);
    const preview = await request(t.app).post("/api/admin/pages/preview").set(auth).send({ markdown: "Write to {email}.\n\n<script>x</script>" }).expect(200);
    expect(preview.body.html).toContain(context.site.email);
    expect(preview.body.html).not.toContain("<script");
  });

  it("tells another instance on the same database on its next poll", async () => {
    const other = createContentChanges({ db: t.db.db, logger: pino({ level: "silent" }) });
    await other.refresh();
    expect(other.publishedPage("open-source")).toBeUndefined();
    await request(t.app).patch("/api/admin/pages/open-source").set(auth).send({ lead: "Code we give back, wombat-tested." }).expect(200);
    await other.check();
    expect(other.publishedPage("open-source")?.lead).toBe("Code we give back, wombat-tested.");
    await request(t.app)
      .post("/api/admin/case-studies")
      .set(auth)
      .send(caseStudy("wombat-elsewhere", { status: "published" }))
      .expect(201);
    await other.check();
    expect(other.storedContent(t.content).caseStudies.some((c) => c.slug === "wombat-elsewhere")).toBe(true);
    await request(t.app).post("/api/admin/pages/open-source/revert").set(auth).expect(200);
  });

  it("says where an image is used, and refuses to delete it while it is", async () => {
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 200, g: 90, b: 30 } } })
      .png()
      .toBuffer();
    const image = (await request(t.app).post("/api/admin/images").set(auth).field("alt", "A wombat at dispatch").attach("file", png, "w.png").expect(201)).body
      .image;
    await request(t.app).patch("/api/admin/case-studies/wombat-dispatch").set(auth).send({ image: image.url }).expect(200);
    await request(t.app)
      .patch("/api/admin/pages/privacy-policy")
      .set(auth)
      .send({
        markdown: `${(await request(t.app).get("/api/admin/pages/privacy-policy").set(auth)).body.fields.markdown}\n\n${image.markdown}`,
        status: "draft",
      })
      .expect(200);

    const refused = await request(t.app).delete(`/api/admin/images/${image.id}`).set(auth).expect(409);
    expect(refused.body.usedBy.map((u: { kind: string; slug: string; where: string }) => [u.kind, u.slug, u.where])).toEqual([
      ["caseStudy", "wombat-dispatch", "cover"],
      ["page", "privacy-policy", "draft"],
    ]);
    const listed = (await request(t.app).get("/api/admin/images").set(auth).expect(200)).body.images.find((i: { id: number }) => i.id === image.id);
    expect(listed.usedBy).toHaveLength(2);
    expect(fs.existsSync(path.join(dataDir, "media", `${image.hash}-800.webp`))).toBe(true); // nothing deleted

    await request(t.app)
      .patch("/api/admin/case-studies/wombat-dispatch")
      .set(auth)
      .send({ image: "/images/case-studies/diagnostics-lab-sre-slos.jpg" })
      .expect(200);
    await request(t.app).post("/api/admin/pages/privacy-policy/revert").set(auth).expect(200);
    await request(t.app).delete(`/api/admin/images/${image.id}`).set(auth).expect(204);

    // The revisions that show it say so before anyone restores them (decision 055)...
    const studyRevisions = (await request(t.app).get("/api/admin/case-studies/wombat-dispatch").set(auth).expect(200)).body.revisions;
    const withCover = studyRevisions.filter((r: { missingImages: unknown[] }) => r.missingImages.length > 0);
    expect(withCover.map((r: { missingImages: unknown[] }) => r.missingImages)).toEqual([[{ url: image.url, alt: "" }]]);
    const pageRevisions = (await request(t.app).get("/api/admin/pages/privacy-policy").set(auth).expect(200)).body.revisions;
    const drafted = pageRevisions.find((r: { missingImages: unknown[] }) => r.missingImages.length > 0);
    expect(drafted.missingImages).toEqual([{ url: image.url, alt: "A wombat at dispatch" }]);
    // ...and the restore still works: the page shows the alt text where the picture was.
    await request(t.app).post(`/api/admin/pages/privacy-policy/revisions/${drafted.id}/restore`).set(auth).expect(200);
    await request(t.app).patch("/api/admin/pages/privacy-policy").set(auth).send({ status: "published" }).expect(200);
    expect(sitePage(context, "privacy-policy").html).toContain(`alt="A wombat at dispatch"`);
    await request(t.app).get(image.url).expect(404);
    await request(t.app).post("/api/admin/pages/privacy-policy/revert").set(auth).expect(200);
  });
});
