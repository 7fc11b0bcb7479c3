// The lead pipeline through the desk's API, as a script with the bearer token uses it:
// status, owner, notes and next action with an audit entry each; search and filters;
// a spam lead rescued is delivered to a real SMTP listener; a held lead released likewise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { startSmtpListener } from "../helpers/smtp-listener.ts";
import { until } from "../helpers/until.ts";
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("lead-pipeline");
const asha = { name: "Asha Rao", email: "asha@example.org", company: "Example Fintech", message: "We want to move our payments API to Kubernetes." };
const lee = { name: "Lee Chen", email: "lee@example.net", company: "", message: "Can LiveKit handle 2,000 viewers per room?" };

describe.each(testDatabases())("lead pipeline on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const api = () => ({
    get: (path: string) => request(t.app).get(path).set("Authorization", `Bearer ${TOKEN}`),
    patch: (path: string, body: unknown) =>
      request(t.app)
        .patch(path)
        .set("Authorization", `Bearer ${TOKEN}`)
        .send(body as object),
  });
  async function post(body: object, ageMs = 8000): Promise<number> {
    const t0 = clock.now();
    freezeClock(t0 - ageMs); // the form was loaded ageMs ago
    const formToken = await t.formToken();
    startClockAt(t0);
    return await t.leadId(
      await request(t.app)
        .post("/api/contact")
        .send({ ...body, formToken })
        .expect(201),
    );
  }

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "sales@clustermind.example.com", CONTACT_RATE_LIMIT: "1000" });
    await t.db.db
      .insertInto("admin_users")
      .values([
        { email: "meera@clustermind.example.com", name: "Meera Iyer", created_at: TEST_NOW },
        { email: "tom@clustermind.example.com", name: "Tom Berg", created_at: TEST_NOW },
      ])
      .execute();
    t.leads.start();
  });
  afterAll(async () => {
    startClockAt(TEST_NOW);
    await t?.close();
    await smtp?.close();
  });

  it("changes status with a note, owner and next action; the list and the audit log show it", async () => {
    const id = await post(asha);
    const before = await api().get(`/api/admin/leads/${id}`).expect(200);
    expect(before.body).toMatchObject({ id, status: "new", owner: null, next_action_at: null, notes: [], spam: false });

    const res = await api()
      .patch(`/api/admin/leads/${id}`, {
        status: "contacted",
        owner: "Meera@clustermind.example.com",
        note: "Called; wants a proposal by Friday.",
        nextActionAt: "2026-11-27",
      })
      .expect(200);
    expect(res.body).toMatchObject({
      id,
      status: "contacted",
      status_changed_by: "api",
      owner: "meera@clustermind.example.com",
      next_action_at: "2026-11-27",
      notes: [{ author: "api", body: "Called; wants a proposal by Friday." }],
    });
    expect(Date.parse(res.body.status_changed_at)).toBeGreaterThanOrEqual(Date.parse(TEST_NOW));

    const list = await api().get("/api/admin/leads?status=contacted").expect(200);
    expect(list.body.leads.map((l: { id: number }) => l.id)).toEqual([id]);
    expect(list.body.leads[0]).toMatchObject({ status: "contacted", owner: "meera@clustermind.example.com" });

    const actions = res.body.activity.map((a: { action: string; actor: string; detail: unknown }) => [a.action, a.actor, a.detail]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["lead.status", "api", { from: "new", to: "contacted" }],
        ["lead.owner", "api", { to: "meera@clustermind.example.com" }],
        ["lead.note", "api", { length: "Called; wants a proposal by Friday.".length }],
        ["lead.next-action", "api", { to: "2026-11-27" }],
        ["lead.view", "api", null],
      ]),
    );
    // Clearing the owner and the date is a change too.
    const cleared = await api().patch(`/api/admin/leads/${id}`, { owner: null, nextActionAt: null }).expect(200);
    expect(cleared.body).toMatchObject({ owner: null, next_action_at: null, status: "contacted" });
  });

  it("adds a note once per noteKey: a repeat of the same post (a double click, a resubmitted form) adds nothing", async () => {
    const id = await post(asha);
    const once = { note: "Sent the proposal.", noteKey: "6f1d0c1e-4b55-4c1e-9d8a-0b5e2c1e7a11" };
    await Promise.all([api().patch(`/api/admin/leads/${id}`, once).expect(200), api().patch(`/api/admin/leads/${id}`, once).expect(200)]);
    await api().patch(`/api/admin/leads/${id}`, once).expect(200);
    // Another render of the form (another key), or no key: a new note.
    await api()
      .patch(`/api/admin/leads/${id}`, { ...once, noteKey: "0a2b9c4d-1e2f-4a3b-8c4d-5e6f7a8b9c0d" })
      .expect(200);
    const lead = await api().get(`/api/admin/leads/${id}`).expect(200);
    expect(lead.body.notes.map((n: { body: string }) => n.body)).toEqual(["Sent the proposal.", "Sent the proposal."]);
    expect(lead.body.activity.filter((a: { action: string }) => a.action === "lead.note")).toHaveLength(2);
    await api().patch(`/api/admin/leads/${id}`, { note: "x", noteKey: "short" }).expect(400);
  });

  it("refuses what it cannot apply, and changes nothing", async () => {
    const id = await post(lee);
    for (const [body, error] of [
      [{ status: "closed" }, /status must be one of new, contacted, qualified, won, lost, spam/],
      [{ owner: "nobody@example.org" }, /nobody@example.org is not a desk user/],
      [{ nextActionAt: "27/11/2026" }, /YYYY-MM-DD/],
      [{ note: "   " }, /A note cannot be empty/],
      [{ note: "x".repeat(5001) }, /at most 5000 characters/],
      [{ stauts: "won" }, /stauts/],
    ] as const) {
      const res = await api().patch(`/api/admin/leads/${id}`, body).expect(400);
      expect(res.body.error).toMatch(error);
    }
    await api().patch("/api/admin/leads/999999", { status: "won" }).expect(404);
    await api().patch("/api/admin/leads/abc", { status: "won" }).expect(404);
    await api().get("/api/admin/leads/0").expect(404);
    await request(t.app).patch(`/api/admin/leads/${id}`).send({ status: "won" }).expect(401);
    await api().get(`/api/admin/leads/${id}`).expect(200);
    const lead = await api().get(`/api/admin/leads/${id}`).expect(200);
    expect(lead.body).toMatchObject({ status: "new", notes: [] });
    // Nothing refused left a trace: only the first view (a view is logged after it is read).
    expect(lead.body.activity.map((a: { action: string }) => a.action)).toEqual(["lead.view"]);
  });

  it("searches name, e-mail, company and message, and filters by owner, source and day", async () => {
    const a = await post({ ...asha, message: "Our SFU drops 10% of packets_at_peak." });
    await api().patch(`/api/admin/leads/${a}`, { owner: "tom@clustermind.example.com" }).expect(200);
    const ids = async (query: string) => (await api().get(`/api/admin/leads?${query}`).expect(200)).body.leads.map((l: { id: number }) => l.id);
    expect(await ids("q=PACKETS_AT")).toEqual([a]); // case-insensitive; _ is a letter, not a wildcard
    expect(await ids("q=10%25")).toEqual([a]); // % is a letter too
    expect(await ids("q=fintech%20sfu")).toEqual([a]); // every word must match somewhere
    expect(await ids("q=packets&owner=tom@clustermind.example.com")).toEqual([a]);
    expect(await ids("q=packets&owner=none")).toEqual([]);
    expect(await ids("q=packets&source=chat")).toEqual([]);
    const today = clock.date().toISOString().slice(0, 10);
    expect(await ids(`q=packets&from=${today}&to=${today}`)).toEqual([a]);
    expect(await ids("q=packets&to=2020-01-01")).toEqual([]);
  });

  it("rescues a spam lead: it is delivered to the SMTP listener, once", async () => {
    const spamBody = { ...lee, name: "Ines Duarte", message: "A real person whose browser filled the hidden field." };
    const id = await t.leadId(
      await request(t.app)
        .post("/api/contact")
        .send({ ...spamBody, website: "autofill", formToken: await t.formToken() })
        .expect(201),
    );
    expect((await api().get(`/api/admin/leads/${id}`)).body).toMatchObject({ status: "spam", flag: "honeypot", delivery_state: "skipped" });
    expect((await api().get("/api/admin/leads?spam=true")).body.leads.map((l: { id: number }) => l.id)).toContain(id);

    const res = await api().patch(`/api/admin/leads/${id}`, { status: "new" }).expect(200);
    expect(res.body).toMatchObject({ status: "new", flag: null, delivery_state: "pending", spam: false });
    expect(res.body.activity.map((a: { action: string }) => a.action)).toContain("lead.rescue");
    await until(() => smtp.mails.some((m) => m.raw.includes("Ines Duarte")));
    await until(async () => (await api().get(`/api/admin/leads/${id}`)).body.delivery_state === "delivered");
    // Back to spam and out again: it was delivered already, so nothing is sent twice.
    await api().patch(`/api/admin/leads/${id}`, { status: "spam" }).expect(200);
    await api().patch(`/api/admin/leads/${id}`, { status: "qualified" }).expect(200);
    await t.leads.drain();
    expect(smtp.mails.filter((m) => m.raw.includes("Ines Duarte"))).toHaveLength(1);
  });

  it("exports every matching lead as CSV, past any page size (more than one export page of 5,000)", async () => {
    const id = await post({ ...asha, name: "Csv Many", company: "Bulk Export Ltd" });
    // Copies without the reference: each lead's reference is its own (a unique index).
    const { id: _id, reference: _reference, ...row } = await t.db.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    for (let i = 0; i < 21; i++) await t.db.db.insertInto("leads").values(Array(250).fill(row)).execute();
    const csv = (await api().get("/api/admin/leads?format=csv&q=bulk+export&pageSize=10").expect(200)).text;
    expect(csv.split("\n").filter((line) => line.includes("Bulk Export Ltd"))).toHaveLength(1 + 21 * 250);
    await t.db.db.deleteFrom("leads").where("company", "=", "Bulk Export Ltd").execute();
  });

  it("lets an instance of the previous release, still serving during a rolling upgrade, store and list leads (leads.spam mirrors the status)", async () => {
    // The previous release's insert (ac1f126 server/leads/lead-store.ts) and its inbox filter.
    const old = await t.db.db
      .insertInto("leads")
      .values({
        source: "contact",
        name: "Old Pod",
        email: "old@example.org",
        company: null,
        message: "m",
        created_at: TEST_NOW,
        spam: 0,
        flag: null,
        fill_ms: 5000,
        delivery_state: "skipped",
        ip: null,
        user_agent: null,
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await api().get(`/api/admin/leads/${old.id}`).expect(200)).body).toMatchObject({ status: "new", spam: false });
    await api().patch(`/api/admin/leads/${old.id}`, { status: "spam" }).expect(200);
    const inOldInbox = await t.db.db.selectFrom("leads").select("id").where("spam", "=", 0).where("id", "=", old.id).execute();
    expect(inOldInbox).toEqual([]);
    const screened = await post({ ...lee, name: "Trap Hit", website: "autofill" } as object);
    expect(await t.db.db.selectFrom("leads").select(["status", "spam"]).where("id", "=", screened).executeTakeFirst()).toEqual({ status: "spam", spam: 1 });
  });

  it("queues a spam lead rescued by several people at the same moment once", async () => {
    const id = await t.leadId(
      await request(t.app)
        .post("/api/contact")
        .send({ ...lee, name: "Noor Haddad", website: "autofill", formToken: await t.formToken() })
        .expect(201),
    );
    const answers = await Promise.all(["new", "contacted", "qualified", "new", "contacted"].map((status) => api().patch(`/api/admin/leads/${id}`, { status })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const queued = await t.db.db.selectFrom("lead_outbox").select("channel").where("lead_id", "=", id).execute();
    expect(queued.map((q) => q.channel)).toEqual(["email"]);
    await until(() => smtp.mails.some((m) => m.raw.includes("Noor Haddad")));
    await t.leads.drain();
    expect(smtp.mails.filter((m) => m.raw.includes("Noor Haddad"))).toHaveLength(1);
  });
});
