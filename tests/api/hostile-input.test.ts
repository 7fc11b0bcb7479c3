// Hostile input: arbitrary bodies, content types and paths never produce a 5xx or a
// stack trace, and never lose or duplicate a lead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";

const STACK = /at \S+ \(|node_modules|\.ts:\d+/;

describe("hostile input", () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp("sqlite", { CONTACT_RATE_LIMIT: "1000000", CONTACT_MIN_FILL_MS: "0" });
  });
  afterAll(async () => t?.close());

  const leadCount = async () =>
    Number(
      (
        await t.db.db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("POST /api/contact never fails with 5xx, and stores exactly the accepted leads", async () => {
    const contentTypes = fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "application/json; charset=latin1",
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
      "application/json; charset=utf-16",
    );
    const bodies = fc.oneof(
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.json().map((j) => j),
      fc
        .record({
          name: fc.oneof(fc.string({ unit: "grapheme", maxLength: 150 }), fc.constant("Valid Name"), fc.integer()),
          email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 })),
          company: fc.option(fc.string({ unit: "binary", maxLength: 250 })),
          message: fc.oneof(fc.string({ unit: "grapheme", minLength: 0, maxLength: 6000 }), fc.constant("A perfectly valid enquiry message.")),
        })
        .map((o) => JSON.stringify(o)),
    );
    await fc.assert(
      fc.asyncProperty(contentTypes, bodies, async (type, body) => {
        const before = await leadCount();
        const req = request(t.app).post("/api/contact");
        if (type) req.set("Content-Type", type);
        const res = await req.send(body);
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toMatch(STACK);
        const after = await leadCount();
        expect(after - before).toBe(res.status === 201 ? 1 : 0);
        if (res.status === 201) {
          const row = await t.db.db
            .selectFrom("leads")
            .selectAll()
            .where("id", "=", await t.leadId(res))
            .executeTakeFirstOrThrow();
          expect(row.message.length).toBeLessThanOrEqual(5000);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("arbitrary API paths and query strings answer 2xx/4xx JSON, never 5xx", async () => {
    const segment = fc.oneof(
      fc.webSegment(),
      fc.string({ maxLength: 40 }).map(encodeURIComponent),
      fc.constantFrom("..", "%2e%2e", "%00", "%ff", "services", "blog-posts"),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.webQueryParameters(), async (parts, query) => {
        const res = await request(t.app).get(`/api/${parts.join("/")}?${query}`);
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toMatch(STACK);
      }),
      { numRuns: 150 },
    );
  });

  it("refuses path traversal on /blogs and static files", async () => {
    for (const path of [
      "/blogs/..%2f..%2fpackage.json",
      "/blogs/%2e%2e%2fpackage.json",
      "/blogs/../package.json",
      "/blogs/....//package.json",
      "/..%2fpackage.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/blogs/%00.md",
      "/images/..%2f..%2fpackage.json",
    ]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.text, path).not.toContain('"dependencies"');
      expect(res.text, path).not.toContain("root:x:0:0");
    }
  });
});
