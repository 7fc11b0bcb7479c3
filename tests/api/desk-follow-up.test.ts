// Replies and follow-up from the desk (issue 23 §2–3), on SQLite and PostgreSQL, with a real
// SMTP listener and a pinned clock:
// - POST /api/admin/leads/{id}/emails (bearer token, or session + CSRF) answers 202; the
//   e-mail reaches the SMTP listener From the person's name at the firm's address, Reply-To
//   the person; GET /api/admin/leads/{id} lists it with its delivery state; it is audited;
//   bad input gets field errors; a dead mail server is retried and shows as failed;
// - a person given a lead by someone else is e-mailed, not one who takes it themselves;
// - My leads, Due today, Overdue and the From/To days follow the person's time zone; a past next
//   action is refused;
// - the morning digest: not before 08:00 in the person's zone, once a day however many
//   instances check, only the leads due, and never for someone who turned it off.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { readMail, startSmtpListener } from "../helpers/smtp-listener.ts";
import { closedPort } from "../helpers/webhook-receiver.ts";
import { testAdminToken } from "../helpers/admin-token.ts";
import { until } from "../helpers/until.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";
import { inviteUser } from "../../server/desk/invite.ts";
import { sendDueDigests } from "../../server/desk/digest.ts";
import { CHAT_PLACEHOLDER } from "../../common/contact-fields.ts";

const TOKEN = testAdminToken("desk follow-up");
const SITE = { SITE_URL: "https://www.firm.example", SITE_NAME: "Clustermind" };
const ASHA = "asha@firm.example";
const VIKRAM = "vikram@firm.example";
const DEV = "dev@firm.example";

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

afterEach(() => startClockAt(TEST_NOW));

async function signIn(t: TestApp, email: string, name: string) {
  const { linkPath } = await inviteUser(t.db.db, { email, name }, "cli");
  const signedIn = await t.desk.signInWithLink(linkPath.split("/").pop()!, {});
  if (!signedIn) throw new Error("the invitation link did not sign in");
  return { cookie: `__Host-desk=${signedIn.secret}`, csrf: signedIn.session.csrfToken };
}

/** An enquiry sent from a page loaded 8 s earlier. */
async function postLead(t: TestApp, fields: { name: string; email: string; company?: string }): Promise<number> {
  const at = clock.now();
  freezeClock(at - 8000);
  const formToken = await t.formToken();
  startClockAt(at);
  return t.leadId(
    await request(t.app)
      .post("/api/contact")
      .send({ company: "Example Co", message: "We would like help with our Kubernetes clusters.", ...fields, formToken })
      .expect(201),
  );
}

const mailsTo = (smtp: { mails: { to: string[]; raw: string }[] }, to: string) => smtp.mails.filter((m) => m.to.includes(to)).map((m) => readMail(m.raw));

describe.each(testDatabases())("replies and follow-up from the desk on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let asha: { cookie: string; csrf: string };
  const bearer = (r: request.Test) => r.set("Authorization", `Bearer ${TOKEN}`);

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp(kind, { ...SITE, ADMIN_TOKEN: TOKEN, SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "sales@firm.example", CONTACT_RATE_LIMIT: "1000" });
    asha = await signIn(t, ASHA, "Asha Rao");
    await inviteUser(t.db.db, { email: VIKRAM, name: "Vikram Iyer" }, "cli");
    t.leads.start();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends a person's e-mail through the outbox, From their name, Reply-To them, and lists it on the lead with its delivery state", async () => {
    const id = await postLead(t, { name: "Priya Sharma", email: "priya@paywise.example" });
    const res = await request(t.app)
      .post(`/api/admin/leads/${id}/emails`)
      .set("Cookie", asha.cookie)
      .set("X-CSRF-Token", asha.csrf)
      .send({ subject: "Your Kubernetes upgrade", text: "Hello Priya,\n\nThanks for writing. Shall we talk on Tuesday?\n\nAsha" })
      .expect(202);
    expect(res.body.email).toMatchObject({ subject: "Your Kubernetes upgrade", sender: ASHA, fromName: "Asha Rao", to: "priya@paywise.example" });

    await until(() => mailsTo(smtp, "priya@paywise.example").length === 1);
    const mail = mailsTo(smtp, "priya@paywise.example")[0]!;
    expect(mail.header("from")).toBe("Asha Rao <website@www.firm.example>");
    expect(mail.header("reply-to")).toBe(ASHA);
    expect(mail.header("subject")).toBe("Your Kubernetes upgrade");
    expect(mail.text).toContain("Shall we talk on Tuesday?");

    await until(async () => (await bearer(request(t.app).get(`/api/admin/leads/${id}`))).body.emails[0]?.state === "delivered");
    const lead = (await bearer(request(t.app).get(`/api/admin/leads/${id}`)).expect(200)).body;
    expect(lead.emails).toHaveLength(1);
    expect(lead.emails[0]).toMatchObject({ state: "delivered", attempts: 1, sender: ASHA, text: expect.stringContaining("Tuesday") });
    const audit = lead.activity.find((a: { action: string }) => a.action === "lead.email");
    expect(audit).toMatchObject({ actor: ASHA, detail: { subject: "Your Kubernetes upgrade", length: expect.any(Number) } });
  });

  it("takes the bearer token too: From the firm's name, Reply-To the team", async () => {
    const id = await postLead(t, { name: "Sam Wilson", email: "sam@example.org" });
    await bearer(request(t.app).post(`/api/admin/leads/${id}/emails`))
      .send({ subject: "Hello from the firm", text: "A reply sent by a script." })
      .expect(202);
    await until(() => mailsTo(smtp, "sam@example.org").length === 1);
    const mail = mailsTo(smtp, "sam@example.org")[0]!;
    expect(mail.header("from")).toBe("Clustermind <website@www.firm.example>");
    expect(mail.header("reply-to")).toBe("sales@firm.example");
  });

  it("refuses what it cannot send: field errors, no CSRF token, no lead, a chat without an address", async () => {
    const id = await postLead(t, { name: "Field Test", email: "fields@example.org" });
    const bad = await bearer(request(t.app).post(`/api/admin/leads/${id}/emails`))
      .send({ subject: "Two\nlines", text: "" })
      .expect(400);
    expect(bad.body.fields).toEqual({ subject: "A subject is one line.", text: "Write the e-mail." });
    const long = await bearer(request(t.app).post(`/api/admin/leads/${id}/emails`))
      .send({ subject: "x".repeat(201), text: "y".repeat(5001) })
      .expect(400);
    expect(Object.keys(long.body.fields)).toEqual(["subject", "text"]);
    await bearer(request(t.app).post(`/api/admin/leads/${id}/emails`))
      .send({ subject: "Hi", text: "Hi", cc: "someone@else.example" })
      .expect(400);
    await request(t.app).post(`/api/admin/leads/${id}/emails`).set("Cookie", asha.cookie).send({ subject: "Hi", text: "Hi" }).expect(403);
    await bearer(request(t.app).post(`/api/admin/leads/999999/emails`)).send({ subject: "Hi", text: "Hi" }).expect(404);
    const chat = await postLead(t, { name: CHAT_PLACEHOLDER.name, email: CHAT_PLACEHOLDER.email });
    const noAddress = await bearer(request(t.app).post(`/api/admin/leads/${chat}/emails`))
      .send({ subject: "Hi", text: "Hi" })
      .expect(409);
    expect(noAddress.body.error).toMatch(/no address/);
    const lead = (await bearer(request(t.app).get(`/api/admin/leads/${id}`)).expect(200)).body;
    expect(lead.emails).toEqual([]);
  });

  it("e-mails a person a lead someone else gave them, and nobody when they take it themselves", async () => {
    const given = await postLead(t, { name: "Given Lead", email: "given@example.org", company: "Meetly" });
    await bearer(request(t.app).patch(`/api/admin/leads/${given}`))
      .send({ owner: VIKRAM })
      .expect(200);
    await until(() => mailsTo(smtp, VIKRAM).length === 1);
    const notice = mailsTo(smtp, VIKRAM)[0]!;
    expect(notice.header("subject")).toBe("A lead for you: Given Lead (Meetly)");
    expect(notice.text).toContain(`https://www.firm.example/admin/leads/${given}`);

    const taken = await postLead(t, { name: "Taken Lead", email: "taken@example.org" });
    const before = mailsTo(smtp, ASHA).length;
    await request(t.app).patch(`/api/admin/leads/${taken}`).set("Cookie", asha.cookie).set("X-CSRF-Token", asha.csrf).send({ owner: ASHA }).expect(200);
    await t.leads.drain();
    expect(mailsTo(smtp, ASHA).length).toBe(before);
  });

  it("refuses a next-action date in the past, with the reason; today and later are fine", async () => {
    const id = await postLead(t, { name: "Dates", email: "dates@example.org" });
    const patch = (body: object) => request(t.app).patch(`/api/admin/leads/${id}`).set("Cookie", asha.cookie).set("X-CSRF-Token", asha.csrf).send(body);
    // 12:00 UTC on Nov 20 is 17:30 in Kolkata: the same day.
    const refused = await patch({ nextActionAt: "2026-11-19" }).expect(400);
    expect(refused.body.error).toBe("The next action cannot be in the past: 2026-11-19 is before today (2026-11-20). Pick today or a later day.");
    await patch({ nextActionAt: "2026-11-20" }).expect(200);
    // 20:00 UTC is 01:30 the next day in Kolkata: Nov 20 has passed for Asha.
    freezeClock("2026-11-20T20:00:00.000Z");
    await patch({ nextActionAt: "2026-11-20", status: "contacted" }).expect(200); // unchanged, so not refused
    expect((await patch({ nextActionAt: "2026-11-21" }).expect(200)).body.next_action_at).toBe("2026-11-21");
    await patch({ nextActionAt: "2026-11-20" }).expect(400);
  });

  it("shows My leads, Due today and Overdue by the next-action day in the person's time zone", async () => {
    freezeClock("2026-11-20T06:00:00.000Z");
    const mine = async (name: string, day: string, owner = ASHA) => {
      const id = await postLead(t, { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org` });
      await bearer(request(t.app).patch(`/api/admin/leads/${id}`))
        .send({ owner, nextActionAt: day })
        .expect(200);
      return id;
    };
    const today = await mine("View Today", "2026-11-20");
    const tomorrow = await mine("View Tomorrow", "2026-11-21");
    const later = await mine("View Later", "2026-11-25");
    const vikrams = await mine("View Vikram", "2026-11-20", VIKRAM);
    const won = await mine("View Won", "2026-11-20");
    await bearer(request(t.app).patch(`/api/admin/leads/${won}`))
      .send({ status: "won" })
      .expect(200);
    const ids = async (view: string) =>
      (await request(t.app).get(`/api/admin/leads?view=${view}&pageSize=100`).set("Cookie", asha.cookie).expect(200)).body.leads.map(
        (l: { id: number }) => l.id,
      );

    // 21:00 UTC on Nov 20 is 02:30 on Nov 21 in Kolkata.
    freezeClock("2026-11-20T21:00:00.000Z");
    expect(await ids("due")).toEqual(expect.arrayContaining([tomorrow]));
    expect(await ids("due")).not.toContain(today);
    expect(await ids("overdue")).toEqual(expect.arrayContaining([today, vikrams]));
    expect(await ids("overdue")).not.toContain(won); // won is done, not overdue
    expect(await ids("overdue")).not.toContain(tomorrow);
    const myLeads = await ids("mine");
    expect(myLeads).toEqual(expect.arrayContaining([today, tomorrow, later, won]));
    expect(myLeads).not.toContain(vikrams);

    // Asha moves to UTC: it is still Nov 20 for her.
    await t.db.db.updateTable("admin_users").set({ time_zone: "UTC" }).where("email", "=", ASHA).execute();
    expect(await ids("due")).toEqual(expect.arrayContaining([today, vikrams]));
    expect(await ids("due")).not.toContain(tomorrow);
    expect(await ids("overdue")).not.toContain(today);
    await t.db.db.updateTable("admin_users").set({ time_zone: "Asia/Kolkata" }).where("email", "=", ASHA).execute();
  });

  it("reads the list's From and To as days in the person's time zone", async () => {
    // 20:00 UTC on Nov 20 is 01:30 on Nov 21 in Kolkata.
    freezeClock("2026-11-20T20:00:00.000Z");
    const id = await postLead(t, { name: "Late Evening", email: "late.evening@example.org" });
    const ids = async (from: string, to: string) =>
      (await request(t.app).get(`/api/admin/leads?from=${from}&to=${to}&q=Late+Evening`).set("Cookie", asha.cookie).expect(200)).body.leads.map(
        (l: { id: number }) => l.id,
      );
    expect(await ids("2026-11-21", "2026-11-21")).toEqual([id]);
    expect(await ids("2026-11-20", "2026-11-20")).toEqual([]);
    // In UTC it is still Nov 20.
    await t.db.db.updateTable("admin_users").set({ time_zone: "UTC" }).where("email", "=", ASHA).execute();
    expect(await ids("2026-11-20", "2026-11-20")).toEqual([id]);
    expect(await ids("2026-11-21", "2026-11-21")).toEqual([]);
    await t.db.db.updateTable("admin_users").set({ time_zone: "Asia/Kolkata" }).where("email", "=", ASHA).execute();
  });

  it("sends each person one morning digest from 08:00 in their zone, however many instances check, and none to who turned it off", async () => {
    freezeClock("2026-11-25T06:00:00.000Z");
    const uma = await signIn(t, "uma@firm.example", "Uma Nair");
    await inviteUser(t.db.db, { email: DEV, name: "Dev Patel" }, "cli"); // owns nothing but what this test gives

    await t.db.db.updateTable("admin_users").set({ digest: 0 }).where("email", "=", "uma@firm.example").execute();
    const overdue = await postLead(t, { name: "Digest Overdue", email: "digest.overdue@example.org" });
    const due = await postLead(t, { name: "Digest Due", email: "digest.due@example.org" });
    const umas = await postLead(t, { name: "Digest Uma", email: "digest.uma@example.org" });
    await bearer(request(t.app).patch(`/api/admin/leads/${overdue}`))
      .send({ owner: DEV, nextActionAt: "2026-11-25" })
      .expect(200);
    await bearer(request(t.app).patch(`/api/admin/leads/${due}`))
      .send({ owner: DEV, nextActionAt: "2026-11-26" })
      .expect(200);
    await request(t.app)
      .patch(`/api/admin/leads/${umas}`)
      .set("Cookie", uma.cookie)
      .set("X-CSRF-Token", uma.csrf)
      .send({ owner: "uma@firm.example", nextActionAt: "2026-11-25" })
      .expect(200);
    const settings = { siteName: "Clustermind", siteUrl: SITE.SITE_URL };
    const digestsTo = (to: string) => mailsTo(smtp, to).filter((m) => m.header("subject")?.startsWith("Your leads for"));

    // 02:29 UTC is 07:59 in Kolkata: too early.
    freezeClock("2026-11-26T02:29:00.000Z");
    expect(await sendDueDigests(t.db, settings)).toBe(0);
    const rows = await t.db.db.selectFrom("desk_digests").select(["user_id", "day"]).where("day", "=", "2026-11-26").execute();
    expect(rows).toEqual([]);

    // 08:01 in Kolkata: three instances check at once (and the app's own scheduler may too).
    freezeClock("2026-11-26T02:31:00.000Z");
    await Promise.all([sendDueDigests(t.db, settings), sendDueDigests(t.db, settings), sendDueDigests(t.db, settings)]);
    await t.leads.drain();
    await until(() => digestsTo(DEV).length >= 1);
    await sendDueDigests(t.db, settings); // a later check the same day
    await t.leads.drain();
    expect(digestsTo(DEV)).toHaveLength(1);
    const digest = digestsTo(DEV)[0]!;
    expect(digest.header("subject")).toBe("Your leads for 2026-11-26: 1 overdue, 1 due today");
    expect(digest.text).toContain(`Digest Overdue (Example Co), new, due 2026-11-25: ${SITE.SITE_URL}/admin/leads/${overdue}`);
    expect(digest.text).toContain(`Digest Due (Example Co), new: ${SITE.SITE_URL}/admin/leads/${due}`);
    expect(digest.text).toContain("/admin/account");
    expect(digestsTo("uma@firm.example")).toEqual([]);
  });

  it("retries an e-mail when the mail server is down, then shows it failed, with the error", async () => {
    const down = await startTestApp(kind, {
      ...SITE,
      ADMIN_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      LEAD_MAX_ATTEMPTS: "2",
      LEAD_RETRY_BASE_MS: "50",
      CONTACT_RATE_LIMIT: "1000",
    });
    try {
      down.leads.start();
      const id = await postLead(down, { name: "Nobody Home", email: "nobody@example.org" });
      await bearer(request(down.app).post(`/api/admin/leads/${id}/emails`))
        .send({ subject: "Hello", text: "Are you there?" })
        .expect(202);
      const emailOf = async () => (await bearer(request(down.app).get(`/api/admin/leads/${id}`)).expect(200)).body.emails[0];
      await until(async () => (await emailOf()).state === "failed");
      expect(await emailOf()).toMatchObject({ state: "failed", attempts: 2, lastError: expect.stringMatching(/ECONNREFUSED|connect/) });
    } finally {
      await down.close();
    }
  });
});
