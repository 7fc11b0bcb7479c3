// POST /api/contact and the lead inbox, against real SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { CONTACT_MESSAGES } from "../../common/contact-schema.ts";
import { clock } from "../../common/clock.ts";

const valid = { name: "Asha Rao", email: "asha@example.org", company: "Example Pay", message: "We need help moving to EKS." };
const TOKEN = "test-admin-token-0123456789";

describe.each(testDatabases())("contact API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000", ADMIN_TOKEN: TOKEN, CONTACT_MIN_FILL_MS: "3000" });
  });
  afterAll(async () => t?.close());

  const leadRow = (id: number) => t.db.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();

  it("answers 201 with the id once the lead is stored", async () => {
    const res = await request(t.app).post("/api/contact").send(valid).expect(201);
    expect(res.body.id).toEqual(expect.any(Number));
    const row = await leadRow(res.body.id);
    expect(row).toMatchObject({ name: valid.name, email: valid.email, company: valid.company, message: valid.message, source: "contact", spam: 0 });
  });

  it("accepts a form post (the no-JavaScript form)", async () => {
    const res = await request(t.app).post("/api/contact").type("form").send(valid).expect(201);
    expect((await leadRow(res.body.id))?.name).toBe(valid.name);
  });

  it("stores chat messages with source chat", async () => {
    const res = await request(t.app).post("/api/contact").send({ ...valid, source: "chat" }).expect(201);
    expect((await leadRow(res.body.id))?.source).toBe("chat");
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
    await request(t.app).post("/api/contact").send({ ...valid, email: `${"a".repeat(250)}@x.io` }).expect(400);
    await request(t.app).post("/api/contact").send({ ...valid, message: "m".repeat(5001) }).expect(400);
    await request(t.app).post("/api/contact").send({ ...valid, message: "m".repeat(5000) }).expect(201);
  });

  it("answers 413 past 16 KB, 415 for other content types, 400 for broken JSON", async () => {
    await request(t.app).post("/api/contact").send({ ...valid, message: "m".repeat(17 * 1024) }).expect(413);
    await request(t.app).post("/api/contact").set("Content-Type", "text/plain").send("hello").expect(415);
    await request(t.app).post("/api/contact").set("Content-Type", "application/json").send("{not json").expect(400);
  });

  it("stores a honeypot or instant submission as spam but answers like any other", async () => {
    const pot = await request(t.app).post("/api/contact").send({ ...valid, website: "http://spam.example" }).expect(201);
    expect((await leadRow(pot.body.id))?.spam).toBe(1);
    const fast = await request(t.app).post("/api/contact").send({ ...valid, startedAt: clock.now() - 500 }).expect(201);
    expect((await leadRow(fast.body.id))?.spam).toBe(1);
    const human = await request(t.app).post("/api/contact").send({ ...valid, startedAt: clock.now() - 20_000 }).expect(201);
    expect((await leadRow(human.body.id))?.spam).toBe(0);
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
    expect(page.body.leads[0].id).toBeGreaterThan(page.body.leads[1].id); // newest first
    const csv = await request(t.app).get("/api/admin/leads?format=csv").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.text.split("\r\n")[0]).toBe("id,created_at,source,name,email,company,message,spam,delivery_state");
    expect(csv.text).toContain('"Asha Rao"');
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

  it("has no admin routes without ADMIN_TOKEN", async () => {
    const t = await startTestApp("sqlite");
    try {
      await request(t.app).get("/api/admin/leads").set("Authorization", "Bearer x").expect(404);
    } finally {
      await t.close();
    }
  });
});
