// POST /api/contact and the lead inbox, against real SQLite and PostgreSQL. Every
// enquiry carries a signed start time fetched as a browser does (GET /api/form-token).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { CONTACT_MESSAGES } from "../../common/contact-schema.ts";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const valid = { name: "Asha Rao", email: "asha@example.org", company: "Example Pay", message: "We need help moving to EKS." };
const TOKEN = testAdminToken("contact-api");
const T0 = Date.parse(TEST_NOW);

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("contact API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    // CONTACT_MIN_FILL_MS is left at its default (2 s).
    t = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000", ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  const leadRow = (id: number) => t.db.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  /** A token issued `ageMs` before the submission (the clock is frozen, then moved on). */
  const tokenAged = async (ageMs: number) => {
    freezeClock(T0);
    const token = await t.formToken();
    freezeClock(T0 + ageMs);
    return token;
  };
  /** What a person's browser sends: the enquiry with a token from a page loaded 10 s ago. */
  const send = async (body: Record<string, unknown>, status = 201, ageMs = 10_000) =>
    request(t.app)
      .post("/api/contact")
      .send({ ...body, formToken: await tokenAged(ageMs) })
      .expect(status);
  const admin = (query: string) => request(t.app).get(`/api/admin/leads${query}`).set("Authorization", `Bearer ${TOKEN}`);

  it("answers 201 with a random reference, never the sequential id, once the lead is stored", async () => {
    const res = await send(valid);
    expect(Object.keys(res.body)).toEqual(["reference"]);
    expect(res.body.reference).toMatch(/^[\w-]{12}$/);
    const next = await send({ ...valid, message: "A second enquiry." });
    expect(next.body.reference).not.toBe(res.body.reference);
    const row = await leadRow(await t.leadId(res));
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      company: valid.company,
      message: valid.message,
      source: "contact",
      status: "new",
      flag: null,
      fill_ms: 10_000,
    });
  });

  it("accepts a form post (the no-JavaScript form) with the token from the page", async () => {
    const res = await request(t.app)
      .post("/api/contact")
      .type("form")
      .send({ ...valid, formToken: await tokenAged(5000) })
      .expect(201);
    expect(await leadRow(await t.leadId(res))).toMatchObject({ name: valid.name, status: "new", flag: null });
  });

  it("stores chat messages with source chat; a chat message without a token is spam", async () => {
    const res = await send({ ...valid, source: "chat" });
    expect(await leadRow(await t.leadId(res))).toMatchObject({ source: "chat", status: "new", flag: null });
    const bare = await request(t.app)
      .post("/api/contact")
      .send({ ...valid, source: "chat" })
      .expect(201);
    expect(await leadRow(await t.leadId(bare))).toMatchObject({ source: "chat", status: "spam", flag: "token-missing", delivery_state: "skipped" });
  });

  it("GET /api/form-token is never cached", async () => {
    const res = await request(t.app).get("/api/form-token").expect(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.token).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    // Two pages loaded in the same millisecond still get tokens of their own (each is spent once).
    freezeClock(T0);
    expect(await t.formToken()).not.toBe(await t.formToken());
  });

  it("answers 400 with the SPEC's field messages", async () => {
    const res = await request(t.app).post("/api/contact").send({ name: "A", email: "nope", message: "short" }).expect(400);
    expect(res.body.fields).toEqual({ name: CONTACT_MESSAGES.name, email: CONTACT_MESSAGES.email, message: CONTACT_MESSAGES.message });
  });

  it("enforces the server bounds and rejects control characters", async () => {
    const res = await request(t.app)
      .post("/api/contact")
      .send({ ...valid, name: "x".repeat(101), company: "c".repeat(201), message: "hello\u0000 there friend" })
      .expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(["company", "message", "name"]);
    await request(t.app)
      .post("/api/contact")
      .send({ ...valid, email: `${"a".repeat(250)}@x.io` })
      .expect(400);
    await request(t.app)
      .post("/api/contact")
      .send({ ...valid, message: "m".repeat(5001) })
      .expect(400);
    await request(t.app)
      .post("/api/contact")
      .send({ ...valid, message: "m".repeat(5000) })
      .expect(201);
  });

  it("answers 413 past 16 KB, 415 for other content types, 400 for broken JSON", async () => {
    await request(t.app)
      .post("/api/contact")
      .send({ ...valid, message: "m".repeat(17 * 1024) })
      .expect(413);
    await request(t.app).post("/api/contact").set("Content-Type", "text/plain").send("hello").expect(415);
    await request(t.app).post("/api/contact").set("Content-Type", "application/json").send("{not json").expect(400);
  });

  it("stores as spam, with the same 201, an enquiry whose start time is missing, forged or from the future; holds an expired one", async () => {
    const stored = async (body: Record<string, unknown>) => leadRow(await t.leadId(await request(t.app).post("/api/contact").send(body).expect(201)));
    const good = await tokenAged(10_000);
    const [issuedAt, nonce, mac] = good.split(".") as [string, string, string];
    expect(await stored(valid)).toMatchObject({ status: "spam", flag: "token-missing", fill_ms: null, delivery_state: "skipped" });
    expect(await stored({ ...valid, formToken: "" })).toMatchObject({ status: "spam", flag: "token-missing" });
    // The old client-supplied start time is ignored: it proves nothing.
    expect(await stored({ ...valid, startedAt: 0 })).toMatchObject({ status: "spam", flag: "token-missing" });
    const otherMac = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    expect(await stored({ ...valid, formToken: `${issuedAt}.${nonce}.${otherMac}` })).toMatchObject({ status: "spam", flag: "token-forged" });
    expect(await stored({ ...valid, formToken: `${Number(issuedAt) - 60_000}.${nonce}.${mac}` })).toMatchObject({ status: "spam", flag: "token-forged" });
    const otherNonce = `${nonce[0] === "A" ? "B" : "A"}${nonce.slice(1)}`;
    expect(await stored({ ...valid, formToken: `${issuedAt}.${otherNonce}.${mac}` })).toMatchObject({ status: "spam", flag: "token-forged" });
    expect(await stored({ ...valid, formToken: `${issuedAt}.${mac}` })).toMatchObject({ status: "spam", flag: "token-forged" }); // the old format
    expect(await stored({ ...valid, formToken: "1700000000000.not-a-mac" })).toMatchObject({ status: "spam", flag: "token-forged" });
    const future = await tokenAged(-60_000);
    expect(await stored({ ...valid, formToken: future })).toMatchObject({ status: "spam", flag: "token-future" });
    const old = await tokenAged(24 * 3600_000 + 1);
    // A genuine token from a page left open over a day: a person may have written it, so it is kept for review.
    expect(await stored({ ...valid, formToken: old })).toMatchObject({ status: "new", flag: "token-expired", delivery_state: "held" });
    const dayOld = await tokenAged(24 * 3600_000);
    expect(await stored({ ...valid, formToken: dayOld })).toMatchObject({ status: "new", flag: null });
  });

  it("stores a filled honeypot as spam, even with a valid token", async () => {
    const res = await send({ ...valid, website: "http://spam.example" });
    expect(await leadRow(await t.leadId(res))).toMatchObject({ status: "spam", flag: "honeypot", delivery_state: "skipped" });
  });

  it("holds a valid but too fast enquiry for review, shown in the inbox by default; 2 s exactly is a person", async () => {
    const fast = await send({ ...valid, message: "Sent 1.999 s after the page loaded." }, 201, 1999);
    expect(await leadRow(await t.leadId(fast))).toMatchObject({ status: "new", flag: "too-fast", fill_ms: 1999, delivery_state: "held" });
    const person = await send({ ...valid, message: "Sent exactly 2 s after the page loaded." }, 201, 2000);
    expect(await leadRow(await t.leadId(person))).toMatchObject({ status: "new", flag: null, fill_ms: 2000 });
    // The inbox's default view (not spam) shows the held lead with its reason.
    const inbox = await admin("?spam=false").expect(200);
    const fastId = await t.leadId(fast);
    expect(inbox.body.leads.find((l: { id: number }) => l.id === fastId)).toMatchObject({
      spam: false,
      flag: "too-fast",
      fill_ms: 1999,
      delivery_state: "held",
    });
    const csv = await admin("?format=csv").expect(200);
    expect(csv.text).toContain(`"${fastId}",`);
    expect(csv.text).toMatch(/"Sent 1\.999 s after the page loaded\.","new","false","too-fast","1999","held"/);
  });

  it("trims and NFC-normalises before checking lengths: blank name or message get the form's messages", async () => {
    const blank = await send({ ...valid, name: "   ", message: " \n\t          " }, 400);
    expect(blank.body.fields).toEqual({ name: CONTACT_MESSAGES.name, message: CONTACT_MESSAGES.message });
    const padded = await send({
      ...valid,
      name: "  Jose\u0301 Rao  ",
      email: " asha@example.org ",
      company: "  ",
      message: "  Cafe\u0301 platform review, please.  ",
    });
    expect(await leadRow(await t.leadId(padded))).toMatchObject({
      name: "Jos\u00e9 Rao",
      email: "asha@example.org",
      company: null,
      message: "Caf\u00e9 platform review, please.",
    });
  });

  it("refuses line breaks and invisible format characters in one-line fields", async () => {
    for (const [field, value] of [
      ["name", "Eve\r\nBcc: victim@evil.example"],
      ["name", "Bob\nE-mail:   ceo@bigclient.com"],
      ["company", "ACME\r\nX-Company-Injected: yes"],
      ["email", "eve@example.org\r\nBcc: x@evil.example"],
      ["name", "\u200b\u200b"],
      ["name", "Mallory \u202egnp.exe"],
      ["company", "ACME \u2066Corp\u2069"],
    ] as const) {
      const res = await send({ ...valid, [field]: value }, 400);
      expect(Object.keys(res.body.fields), `${field}: ${JSON.stringify(value)}`).toEqual([field]);
    }
    await send({ ...valid, message: "Please read \u202eevil text" }, 400);
    // Line breaks belong in a message, and a zero-width non-joiner in a Persian name.
    await send({ ...valid, name: "Mehr\u200cdad", message: "Line one\nline two\r\nline three" });
  });

  it("refuses enquiries posted from another site with 403", async () => {
    const before = (await admin("?pageSize=1").expect(200)).body.total;
    const evil = await request(t.app)
      .post("/api/contact")
      .set("Origin", "https://evil.example")
      .send({ ...valid, formToken: await tokenAged(5000) })
      .expect(403);
    expect(evil.body.error).toEqual(expect.any(String));
    await request(t.app).post("/api/contact").set("Sec-Fetch-Site", "cross-site").type("form").send(valid).expect(403);
    await request(t.app).post("/api/contact").set("Origin", "null").send(valid).expect(403);
    expect((await admin("?pageSize=1").expect(200)).body.total).toBe(before);
    // From the site itself (SITE_URL), or from the origin the request was sent to.
    await request(t.app).post("/api/contact").set("Origin", new URL(t.config.site.url).origin).set("Sec-Fetch-Site", "same-origin").send(valid).expect(201);
    await request(t.app).post("/api/contact").set("Host", "localhost:3000").set("Origin", "http://localhost:3000").send(valid).expect(201);
    await request(t.app).post("/api/contact").set("Host", "localhost:3000").set("Origin", "http://localhost:3001").send(valid).expect(403);
  });

  it("lists leads for the admin token only, as JSON and CSV, with filters", async () => {
    await request(t.app).get("/api/admin/leads").expect(401);
    await request(t.app).get("/api/admin/leads").set("Authorization", "Bearer wrong").expect(401);
    const json = await request(t.app).get("/api/admin/leads?source=chat").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(json.body.leads.length).toBeGreaterThanOrEqual(1);
    expect(json.body.leads.every((l: { source: string }) => l.source === "chat")).toBe(true);
    const spam = await request(t.app).get("/api/admin/leads?spam=true").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(spam.body.leads.every((l: { spam: boolean }) => l.spam)).toBe(true);
    const page = await request(t.app).get("/api/admin/leads?pageSize=2&page=1").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(page.body.leads).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    const [newer, older] = page.body.leads as { id: number; created_at: string }[];
    expect(newer!.created_at >= older!.created_at).toBe(true); // newest first
    if (newer!.created_at === older!.created_at) expect(newer!.id).toBeGreaterThan(older!.id);
    const csv = await request(t.app).get("/api/admin/leads?format=csv").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.text.split("\r\n")[0]).toBe(
      "id,created_at,source,name,email,company,message,status,spam,flag,fill_ms,delivery_state,landing_page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,click_id,first_seen_at,conversion_page",
    );
    expect(csv.text).toContain('"Asha Rao"');
  });

  it("answers a page far past the end with 200 and no leads", async () => {
    for (const page of ["99999999999999999999", "9007199254740993", "1000000"]) {
      const res = await admin(`?page=${page}`).expect(200);
      expect(res.body.leads, page).toEqual([]);
    }
    expect((await admin("?page=-5").expect(200)).body.page).toBe(1);
  });

  it("answers 503 when the lead cannot be committed", async () => {
    const broken = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000" });
    await broken.db.close();
    const res = await request(broken.app).post("/api/contact").send(valid).expect(503);
    expect(res.body.error).toBeTruthy();
    await broken.close();
  });
});

describe("contact API limits", () => {
  it("answers 429 with Retry-After past the per-address limit", async () => {
    const t = await startTestApp("sqlite", { CONTACT_RATE_LIMIT: "2" });
    try {
      await request(t.app).post("/api/contact").send(valid).expect(201);
      await request(t.app).post("/api/contact").send(valid).expect(201);
      const res = await request(t.app).post("/api/contact").send(valid).expect(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it("locks out wrong admin tokens, but never an admin paging with the right one", async () => {
    const t = await startTestApp("sqlite", { ADMIN_TOKEN: TOKEN });
    try {
      for (let i = 0; i < 40; i++)
        await request(t.app)
          .get(`/api/admin/leads?page=${i + 1}`)
          .set("Authorization", `Bearer ${TOKEN}`)
          .expect(200);
      for (let i = 0; i < 30; i++) await request(t.app).get("/api/admin/leads").set("Authorization", `Bearer wrong-${i}`).expect(401);
      await request(t.app).get("/api/admin/leads").set("Authorization", "Bearer wrong-again").expect(429);
    } finally {
      await t.close();
    }
  });

  it("refuses every bearer token without ADMIN_TOKEN (signed-in people still get in: desk-auth.test.ts)", async () => {
    const t = await startTestApp("sqlite");
    try {
      await request(t.app).get("/api/admin/leads").set("Authorization", "Bearer x").expect(401);
      await request(t.app).get("/api/admin/leads").set("Authorization", "Bearer ").expect(401);
    } finally {
      await t.close();
    }
  });
});
