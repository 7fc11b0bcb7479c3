// List pages made from content/collections/{name}.yaml (docs/decisions/015): validated
// at start, synced into the database, served at /api/collections/{name} and listed in
// the sitemap once a route serves them; on real SQLite and PostgreSQL databases.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { collectionFixture, EMPTY_YAML, SECTORS_YAML } from "../helpers/collection-fixture.ts";
import { ContentError, readAllContent } from "../../server/content/read-content.ts";
import { syncContent } from "../../server/content/sync-content.ts";
import { CONTENT_SCHEMAS } from "../../common/content-api-schemas.ts";
import { sitemapPages } from "../../app/lib/data/sitemap-pages.server.ts";

describe.each(testDatabases())("collections on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let fixture: ReturnType<typeof collectionFixture>;
  beforeAll(async () => {
    fixture = collectionFixture({ "sectors.yaml": SECTORS_YAML, "partners.yaml": EMPTY_YAML });
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    fixture.remove();
  });

  it("serves a collection's entries in the file's order, bodies as sanitized HTML, in the shape the browser parses", async () => {
    const res = await request(t.app).get("/api/collections/sectors").expect(200).expect("content-type", /json/);
    expect(res.headers["cache-control"]).toMatch(/max-age/);
    expect(res.body.title).toBe("Sectors");
    expect(res.body.entries.map((e: { slug: string }) => e.slug)).toEqual(["fintech", "healthcare", "media"]);
    expect(res.body.entries[0].image).toBe("/images/case-studies/diagnostics-lab-sre-slos.jpg");
    expect(res.body.entries[1].body).toContain("<strong>HIPAA</strong>");
    expect(res.body.entries[1].body).not.toContain("<script");
    expect(CONTENT_SCHEMAS.collection.parse(res.body)).toEqual(await t.contentApi.collection("sectors"));
  });

  it("serves an empty collection as one (its page shows the empty state), and 404 JSON for one that does not exist", async () => {
    expect((await request(t.app).get("/api/collections/partners").expect(200)).body.entries).toEqual([]);
    for (const missing of ["industries", "%E0%A4%A", "sectors.yaml"]) {
      const res = await request(t.app).get(`/api/collections/${missing}`).expect(404).expect("content-type", /json/);
      expect(res.body).toEqual({ error: "Collection not found" });
    }
  });

  it("lists a collection's page in the sitemap only when a route serves it", async () => {
    const listed = async (routes: string[]) => (await sitemapPages(t.loaderContext(routes))).filter((p) => p.path === "/sectors" || p.path === "/partners");
    expect(await listed([])).toEqual([]);
    expect(await listed(["sectors"])).toEqual([{ path: "/sectors", title: "Sectors", group: "Pages" }]);
  });

  it("drops removed entries and removed collections on the next sync", async () => {
    fixture.write("sectors.yaml", SECTORS_YAML.replace(/ {2}- slug: healthcare[\s\S]*?(?= {2}- slug: media)/, ""));
    fixture.delete("partners.yaml");
    await syncContent(t.db.db, readAllContent());
    const res = await request(t.app).get("/api/collections/sectors").expect(200);
    expect(res.body.entries.map((e: { slug: string }) => e.slug)).toEqual(["fintech", "media"]);
    await request(t.app).get("/api/collections/partners").expect(404);
  });
});

describe("a collection's file", () => {
  let fixture: ReturnType<typeof collectionFixture> | undefined;
  afterEach(() => fixture?.remove());

  it.each([
    [
      "short-summary.yaml",
      SECTORS_YAML.replace("summary: Live video for millions of viewers at once, on LiveKit.", "summary: Video"),
      /collections\/short-summary\.yaml: field "entries\.2\.summary"/,
    ],
    ["twice.yaml", SECTORS_YAML.replace("slug: media", "slug: fintech"), /collections\/twice\.yaml: field "entries\.2\.slug": "fintech" is used twice/],
    [
      "no-entries.yaml",
      "title: Sectors\ndescription: The sectors we work in, each with the platforms its teams run on.\n",
      /no-entries\.yaml: field "entries"/,
    ],
    ["Bad_Name.yaml", SECTORS_YAML, /collections\/Bad_Name\.yaml \(file name\).*lower-case slug/],
    ["broken.yaml", "title: [unclosed", /content\/collections\/broken\.yaml: /],
  ])("stops the start when %s is wrong, naming the file and the field", (file, text, message) => {
    fixture = collectionFixture({ [file]: text });
    expect(() => readAllContent()).toThrow(ContentError);
    expect(() => readAllContent()).toThrow(message);
  });
});
