// Privacy requests: everything stored about an e-mail address is exported, then erased
// from every table (found by listing the schema, so a new table is covered too), with
// one audit entry that an erasure happened; the audit log keeps who did what, and a desk
// person's address is never erased. The CLI does the same. LEAD_RETENTION_DAYS erases old
// leads only. Real SQLite and PostgreSQL.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { sql } from "kysely";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases, type TestDb } from "../helpers/test-db.ts";
import { closedPort } from "../helpers/webhook-receiver.ts";
import { until } from "../helpers/until.ts";
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { readServerConfig } from "../../server/config.ts";
import { sweepExpiredLeads } from "../../server/desk/retention.ts";
import { inviteUser } from "../../server/desk/invite.ts";
import { removeUser } from "../../server/desk/remove-user.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("privacy");
const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = Date.parse(TEST_NOW);
// Distinctive, so finding them anywhere after the erasure means something was left behind.
const person = {
  name: "Oriane Vasquez-Thakkar",
  email: "Oriane.VT@Example.org",
  company: "Quillfeather Analytics",
  message: "Please review our zebrafinch cluster setup.",
};
const other = { name: "Bob Menon", email: "bob@example.org", company: "Example Co", message: "We need help with our CI pipelines." };
const run = promisify(execFile);

afterEach(() => startClockAt(TEST_NOW));

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
/** An enquiry as a person sends it at `at`, from a page loaded 8 s earlier. */
async function postLead(t: TestApp, body: Record<string, string>, at = clock.now()): Promise<number> {
  freezeClock(at - 8000);
  const formToken = await t.formToken();
  freezeClock(at);
  const id: number = await t.leadId(
    await request(t.app)
      .post("/api/contact")
      .send({ ...body, formToken })
      .expect(201),
  );
  startClockAt(TEST_NOW);
  return id;
}

/** Every row of every table in the schema, as text. */
async function everyRow(db: TestDb): Promise<Record<string, string>> {
  const tables =
    db.dialect === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db.db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db.db);
  const dump: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(db.db);
    dump[name] = JSON.stringify(rows.rows).toLowerCase();
  }
  return dump;
}
const traces = [person.email, person.name, person.company, "zebrafinch"].map((s) => s.toLowerCase());
const tablesHolding = (dump: Record<string, string>, text: string) => Object.keys(dump).filter((table) => dump[table]!.includes(text));

async function addNoteAndAudit(db: TestDb, leadId: number) {
  await db.db
    .insertInto("lead_notes")
    .values({ lead_id: leadId, author: "sales@clustermind.example.com", body: "Called Oriane, wants a quote.", created_at: TEST_NOW })
    .execute();
  await db.db
    .insertInto("audit_log")
    .values({ at: TEST_NOW, actor: "sales@clustermind.example.com", action: "lead.view", lead_id: leadId, detail: null })
    .execute();
}

describe.each(testDatabases())("privacy requests on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A webhook nobody answers (the worker is not started): every lead keeps a pending outbox row.
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, CONTACT_RATE_LIMIT: "1000", LEAD_WEBHOOK_URL: `http://127.0.0.1:${await closedPort()}/hook` });
  });
  afterAll(async () => t?.close());

  const admin = {
    export: (email: string) =>
      request(t.app)
        .get(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`)
        .set("Authorization", `Bearer ${TOKEN}`),
    erase: (body: unknown) =>
      request(t.app)
        .post("/api/admin/privacy/erase")
        .set("Authorization", `Bearer ${TOKEN}`)
        .send(body as object),
  };

  it("exports every row about an address (any case), then erases it from every table, leaving one audit entry", async () => {
    const first = await postLead(t, person);
    const second = await postLead(t, { ...person, email: person.email.toLowerCase(), message: "A second zebrafinch question." });
    const bob = await postLead(t, other);
    await addNoteAndAudit(t.db, first);
    await addNoteAndAudit(t.db, bob);

    await request(t.app).get(`/api/admin/privacy/export?email=${person.email}`).expect(401);
    const exported = await admin.export(person.email.toUpperCase()).expect(200);
    expect(exported.get("content-disposition")).toMatch(/^attachment; filename="?personal-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(exported.get("content-disposition")!.toLowerCase()).not.toContain("oriane");
    const data = exported.body;
    expect(data.leads.map((l: { id: number }) => l.id)).toEqual([first, second]);
    expect(data.leads[0]).toMatchObject({ ...person, source: "contact", ip: expect.any(String), user_agent: null, status: "new", delivery_state: "pending" });
    expect(data.notes).toEqual([expect.objectContaining({ lead_id: first, body: "Called Oriane, wants a quote." })]);
    expect(data.deliveries).toEqual([
      expect.objectContaining({ lead_id: first, channel: "webhook", state: "pending" }),
      expect.objectContaining({ lead_id: second, channel: "webhook", state: "pending" }),
    ]);
    expect(data.auditEntries).toEqual([expect.objectContaining({ lead_id: first, action: "lead.view" })]);
    expect(JSON.stringify(data)).not.toContain(other.email);

    // A colleague looks the person up: the list and the CSV export record the search (decision 022).
    const search = `q=${encodeURIComponent(person.email)}`;
    await request(t.app).get(`/api/admin/leads?${search}`).set("Authorization", `Bearer ${TOKEN}`).expect(200);
    await request(t.app).get(`/api/admin/leads?${search}&format=csv`).set("Authorization", `Bearer ${TOKEN}`).expect(200);

    // Before: the address and the name are stored (the check below can fail).
    expect(tablesHolding(await everyRow(t.db), person.email.toLowerCase()).sort()).toEqual(["audit_log", "leads"]);

    expect((await admin.erase({ email: ` ${person.email} ` }).expect(200)).body).toEqual({ erased: 2 });

    const dump = await everyRow(t.db);
    for (const trace of traces) expect(tablesHolding(dump, trace), trace).toEqual([]);
    for (const table of ["lead_notes", "lead_outbox"] as const) {
      const left = await t.db.db.selectFrom(table).select("lead_id").where("lead_id", "in", [first, second]).execute();
      expect(left, table).toEqual([]);
    }
    // Who viewed the lead stays on record (an id and a colleague's address, nothing of the person's).
    expect(await t.db.db.selectFrom("audit_log").select(["actor", "action"]).where("lead_id", "in", [first, second]).execute()).toEqual([
      { actor: "sales@clustermind.example.com", action: "lead.view" },
    ]);
    // The searches stay on record, without the address searched for.
    const searches = await t.db.db.selectFrom("audit_log").select(["actor", "action", "detail"]).where("action", "like", "leads.%").orderBy("id").execute();
    expect(searches.map((r) => ({ ...r, detail: JSON.parse(r.detail!) }))).toEqual([
      { actor: "api", action: "leads.list", detail: { filter: { q: "(erased)" }, offset: 0, count: 2 } },
      { actor: "api", action: "leads.export", detail: { filter: { q: "(erased)" }, count: 2 } },
    ]);
    const privacy = await t.db.db.selectFrom("audit_log").selectAll().where("action", "like", "privacy.%").orderBy("id").execute();
    expect(privacy).toEqual([
      expect.objectContaining({ action: "privacy.export", actor: "api", lead_id: null, detail: JSON.stringify({ leads: 2 }) }),
      expect.objectContaining({ action: "privacy.erase", actor: "api", lead_id: null, detail: JSON.stringify({ count: 2 }) }),
    ]);

    // The other person's enquiry, note, delivery and audit entry are untouched.
    expect(await t.db.db.selectFrom("leads").select("email").where("id", "=", bob).executeTakeFirst()).toEqual({ email: other.email });
    expect(await t.db.db.selectFrom("lead_notes").select("lead_id").where("lead_id", "=", bob).execute()).toHaveLength(1);
    expect(await t.db.db.selectFrom("lead_outbox").select("lead_id").where("lead_id", "=", bob).execute()).toHaveLength(1);
    expect(await t.db.db.selectFrom("audit_log").select("lead_id").where("lead_id", "=", bob).execute()).toHaveLength(1);

    // Asked again: nothing left to export or erase.
    expect((await admin.export(person.email).expect(200)).body.leads).toEqual([]);
    expect((await admin.erase({ email: person.email }).expect(200)).body).toEqual({ erased: 0 });
  });

  it("keeps that a sign-in was tried with the address, not the address; other entries are untouched", async () => {
    const short = "li@example.org";
    const audit = (actor: string, action: string, detail: object) =>
      t.db.db
        .insertInto("audit_log")
        .values({ actor, action, lead_id: null, detail: JSON.stringify(detail), at: TEST_NOW })
        .execute();
    await audit("(anonymous)", "user.sign-in-failed", { email: short, ip: "203.0.113.9", reason: "unknown-user" });
    await audit("(anonymous)", "user.sign-in-failed", { email: `ka${short}`, ip: "203.0.113.9", reason: "unknown-user" });
    await audit(short, "user.sign-in-failed", { ip: "203.0.113.9", reason: "unknown-user" }); // as written before decision 018
    await admin.erase({ email: short }).expect(200);
    const left = await t.db.db.selectFrom("audit_log").select(["actor", "detail"]).where("action", "=", "user.sign-in-failed").execute();
    expect(left).toContainEqual({ actor: "(anonymous)", detail: JSON.stringify({ email: "(erased)", ip: "203.0.113.9", reason: "unknown-user" }) });
    expect(left).toContainEqual({ actor: "(anonymous)", detail: JSON.stringify({ email: `ka${short}`, ip: "203.0.113.9", reason: "unknown-user" }) });
    expect(left).toContainEqual({ actor: "(erased)", detail: JSON.stringify({ ip: "203.0.113.9", reason: "unknown-user" }) });
    expect(JSON.stringify(left)).not.toContain(`"${short}"`);
  });

  it("refuses to erase an address that is, or was, a desk person's, and leaves the audit log as it was (API and CLI)", async () => {
    const { linkPath } = await inviteUser(t.db.db, { email: "alice@clustermind.example.com", name: "Alice" }, "cli");
    const alice = await t.desk.signInWithLink(linkPath.split("/").pop()!, { ip: "127.0.0.1" });
    const csrf = alice!.session.csrfToken;
    const cookie = `__Host-desk=${alice!.secret}`;
    const lead = await postLead(t, { ...other, email: "carol@example.net" });
    await request(t.app)
      .patch(`/api/admin/leads/${lead}`)
      .set("Cookie", cookie)
      .set("X-CSRF-Token", csrf)
      .send({ owner: "alice@clustermind.example.com", status: "contacted" })
      .expect(200);
    // A former colleague: removed, but what they did is still theirs.
    await inviteUser(t.db.db, { email: "bram@clustermind.example.com" }, "cli");
    await removeUser(t.db.db, "bram@clustermind.example.com", "cli");
    const auditLog = () => t.db.db.selectFrom("audit_log").selectAll().where("action", "not like", "privacy.%").orderBy("id").execute();
    const before = await auditLog();
    expect(before.filter((r) => r.actor === "alice@clustermind.example.com").length).toBeGreaterThan(2);

    for (const email of ["Alice@Clustermind.Example.com", "bram@clustermind.example.com"]) {
      // Alice erasing herself, with her own session, as the audit found.
      const refused = await request(t.app).post("/api/admin/privacy/erase").set("Cookie", cookie).set("X-CSRF-Token", csrf).send({ email }).expect(409);
      expect(refused.body.error).toMatch(/is, or was, a lead desk account/);
      await admin.erase({ email }).expect(409);
    }
    const env = { ...process.env, ...t.db.env, LOG_LEVEL: "silent" };
    const cli = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", "erase-data", "alice@clustermind.example.com"], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(cli).toMatchObject({ code: 1, stderr: expect.stringMatching(/is, or was, a lead desk account/) });
    expect(await auditLog()).toEqual(before);
    // Someone who only typed an address into the sign-in form never had an account: their leads can be erased.
    await t.desk.signInWithPassword("carol@example.net", "a guess at nothing", { ip: "203.0.113.4" });
    expect((await admin.erase({ email: "carol@example.net" }).expect(200)).body).toEqual({ erased: 1 });
  }, 60_000); // the CLI starts a process

  it("refuses a request without a usable address, or for the chat placeholder every anonymous chat shares", async () => {
    await admin.export("").expect(400);
    await admin.export("not an address").expect(400);
    await admin.export("chat-visitor@example.com").expect(400);
    await admin.erase({}).expect(400);
    await admin.erase({ email: 42 }).expect(400);
    await admin.erase({ email: "Chat-Visitor@example.com" }).expect(400);
    await request(t.app).post("/api/admin/privacy/erase").send({ email: person.email }).expect(401);
  });

  it("does the same from the command line (npm run admin -- export-data / erase-data)", async () => {
    const id = await postLead(t, person);
    await addNoteAndAudit(t.db, id);
    const env = { ...process.env, ...t.db.env, LOG_LEVEL: "silent" };
    const cli = (command: string, email: string) => run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", command, email], { env });

    const exported = JSON.parse((await cli("export-data", person.email.toLowerCase())).stdout);
    expect(exported.leads).toEqual([expect.objectContaining({ id, ...person })]);
    expect(exported.notes).toHaveLength(1);

    expect((await cli("erase-data", person.email)).stdout).toContain("erased 1 lead(s)");
    const dump = await everyRow(t.db);
    for (const trace of traces) expect(tablesHolding(dump, trace), trace).toEqual([]);
    const byCli = await t.db.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("actor", "=", "cli")
      .where("action", "like", "privacy.%")
      .orderBy("id")
      .execute();
    expect(byCli).toEqual([
      { action: "privacy.export", detail: JSON.stringify({ leads: 1 }) },
      { action: "privacy.erase", detail: JSON.stringify({ count: 1 }) },
    ]);
  }, 60_000); // two processes start
});

describe.each(testDatabases())("retention (LEAD_RETENTION_DAYS) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000", LEAD_RETENTION_DAYS: "30", LEAD_WEBHOOK_URL: `http://127.0.0.1:${await closedPort()}/hook` });
  });
  afterAll(async () => t?.close());

  const exists = async (id: number) => Boolean(await t.db.db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst());
  const retentionEntries = () =>
    t.db.db.selectFrom("audit_log").select(["actor", "detail", "lead_id"]).where("action", "=", "privacy.retention").orderBy("id").execute();

  it("erases leads older than the configured days, with their notes and deliveries, and keeps the rest", async () => {
    const old = await postLead(t, { ...person, message: "An old zebrafinch enquiry." }, T0 - 31 * DAY_MS);
    const recent = await postLead(t, other, T0 - 10 * DAY_MS);
    await addNoteAndAudit(t.db, old);

    // The sweep runs when the lead services start (and hourly after).
    t.leads.start();
    await until(async () => !(await exists(old)));
    expect(await exists(recent)).toBe(true);
    const dump = await everyRow(t.db);
    for (const trace of traces) expect(tablesHolding(dump, trace), trace).toEqual([]);
    expect(await t.db.db.selectFrom("lead_outbox").select("lead_id").where("lead_id", "=", recent).execute()).toHaveLength(1);
    expect(await retentionEntries()).toEqual([{ actor: "worker", lead_id: null, detail: JSON.stringify({ count: 1, days: 30 }) }]);

    // Nothing more to erase: no entry. Twenty-one days on, the recent lead is 31 days old.
    expect(await sweepExpiredLeads(t.db, 30)).toBe(0);
    expect(await retentionEntries()).toHaveLength(1);
    freezeClock(T0 + 21 * DAY_MS);
    expect(await sweepExpiredLeads(t.db, 30)).toBe(1);
    expect(await exists(recent)).toBe(false);
    expect(await retentionEntries()).toHaveLength(2);
  });
});

describe("LEAD_RETENTION_DAYS and METRICS_PORT settings", () => {
  it("accept a positive whole number, stay unset when empty, and stop the start otherwise", () => {
    expect(readServerConfig({ LEAD_RETENTION_DAYS: "30" }).leadRetentionDays).toBe(30);
    expect(readServerConfig({}).leadRetentionDays).toBeUndefined();
    expect(readServerConfig({ LEAD_RETENTION_DAYS: "" }).leadRetentionDays).toBeUndefined();
    for (const bad of ["0", "-5", "1.5", "thirty", "30d"]) expect(() => readServerConfig({ LEAD_RETENTION_DAYS: bad }), bad).toThrow(/LEAD_RETENTION_DAYS/);
    expect(readServerConfig({ METRICS_PORT: "9464" }).metricsPort).toBe(9464);
    for (const bad of ["0", "70000", "http"]) expect(() => readServerConfig({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT/);
  });
});
