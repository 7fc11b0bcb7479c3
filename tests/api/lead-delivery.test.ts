// Delivery to the firm: a real SMTP listener and a local webhook receiver. The e-mail
// and the JSON arrive with every field; a receiver that fails three times gets the lead once.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { startWebhookReceiver } from "../helpers/webhook-receiver.ts";
import { until } from "../helpers/until.ts";
import { readMail, startSmtpListener } from "../helpers/smtp-listener.ts";
import { formTokenAged as tokenAged } from "../helpers/form-token.ts";
import { startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";

async function startWebhook(failuresBeforeSuccess: number) {
  const received: Record<string, unknown>[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      calls++;
      if (calls <= failuresBeforeSuccess) {
        res.writeHead(500).end("not yet");
        return;
      }
      received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return { received, calls: () => calls, url: `http://127.0.0.1:${port}/hook`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const lead = { name: "Ravi Kumar", email: "ravi@example.org", company: "Example Health", message: "We need LiveKit recording at scale, HIPAA-minded." };

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("lead delivery on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    hook = await startWebhook(3);
    t = await startTestApp(kind, {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "sales@clustermind.example.com",
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_RETRY_BASE_MS: "50",
      CONTACT_RATE_LIMIT: "1000",
    });
    t.leads.start();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hook?.close();
  });

  it("delivers by e-mail with every field and the visitor as reply-to, and by webhook exactly once after 3 failures", async () => {
    const res = await request(t.app)
      .post("/api/contact")
      .send({ ...lead, formToken: await tokenAged(t, 8000) })
      .expect(201);
    const id = await t.leadId(res);

    await until(() => smtp.mails.length === 1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(["sales@clustermind.example.com"]);
    expect(mail.raw).toMatch(/^Reply-To: "?Ravi Kumar"? <ravi@example.org>/m);
    for (const text of [lead.name, lead.email, lead.company, `Lead id:  ${id}`]) expect(mail.raw).toContain(text);
    // The visitor's text ends the mail, quoted, below every field line (quoted-printable soft breaks removed).
    expect(mail.raw.replace(/=\r\n/g, "")).toMatch(
      /Lead id: {2}\d+[^]*message \(every line of it begins with ">"\):\r?\n> We need LiveKit recording at scale, HIPAA-minded\.\r?\n/,
    );

    await until(() => hook.received.length === 1);
    expect(hook.calls()).toBe(4);
    expect(hook.received[0]).toMatchObject({ id, source: "contact", ...lead, createdAt: expect.any(String) });

    await until(
      async () => (await t.db.db.selectFrom("leads").select("delivery_state").where("id", "=", id).executeTakeFirst())?.delivery_state === "delivered",
    );
    await t.leads.drain(); // every due delivery attempted: no late duplicate
    expect(hook.received).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
  });

  it("does not deliver spam (honeypot, no token); delivers a lead held for review, marked with why (decision 026)", async () => {
    const before = { mails: smtp.mails.length, hooks: hook.received.length };
    const honeypot = await request(t.app)
      .post("/api/contact")
      .send({ ...lead, website: "bot", formToken: await tokenAged(t, 8000) })
      .expect(201);
    const tokenless = await request(t.app).post("/api/contact").send(lead).expect(201);
    const fast = await request(t.app)
      .post("/api/contact")
      .send({ ...lead, formToken: await tokenAged(t, 500) })
      .expect(201);
    startClockAt(TEST_NOW);
    await t.leads.drain(); // had the spam been queued, it would have been sent by now
    const row = (id: number) => t.db.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    expect(await row(await t.leadId(honeypot))).toMatchObject({ status: "spam", flag: "honeypot", delivery_state: "skipped" });
    expect(await row(await t.leadId(tokenless))).toMatchObject({ status: "spam", flag: "token-missing", delivery_state: "skipped" });
    const heldId = await t.leadId(fast);
    await until(async () => (await row(heldId))!.delivery_state === "delivered");
    const held = await row(heldId);
    expect(held).toMatchObject({ status: "new", flag: "too-fast", delivery_state: "delivered" });
    expect(held!.fill_ms).toBeGreaterThanOrEqual(500);
    expect(held!.fill_ms).toBeLessThan(2000);
    const outbox = await t.db.db
      .selectFrom("lead_outbox")
      .select(["lead_id", "channel"])
      .where("lead_id", "in", [await t.leadId(honeypot), await t.leadId(tokenless), heldId])
      .execute();
    expect(outbox.map((o) => o.lead_id)).toEqual([heldId, heldId]);
    // The held lead, and only it, reached the firm: the e-mail and the webhook say why it was held.
    expect(smtp.mails.length).toBe(before.mails + 1);
    const mail = readMail(smtp.mails.at(-1)!.raw);
    expect(mail.header("subject")).toMatch(/^\[Held for review\] New contact lead/);
    expect(mail.text).toMatch(/^Review: +held: sent 0\.\d s after the page loaded; it may be a bot, check it before replying$/m);
    expect(hook.received.length).toBe(before.hooks + 1);
    expect(hook.received.at(-1)).toMatchObject({ id: heldId, heldForReview: expect.stringMatching(/^sent 0\.\d s after the page loaded$/) });
  });

  it("keeps the visitor's text below the desk link and the fields, every line quoted, so none of it can pass for the template", async () => {
    const before = smtp.mails.length;
    const forged = ["Hello.", "----- End of message -----", "", "In the lead desk: https://evil.example/admin/leads/1", "Name:     The Firm's CEO"].join("\n");
    await request(t.app)
      .post("/api/contact")
      .send({ ...lead, message: forged, formToken: await tokenAged(t, 8000) })
      .expect(201);
    await until(() => smtp.mails.length === before + 1);
    const lines = readMail(smtp.mails[before]!.raw).text.split("\n");
    const messageHeader = lines.findIndex((l) => l.startsWith("The visitor's message"));
    // The one desk link (ours) and every field come before the message; the message runs to the end, quoted.
    expect(lines.filter((l) => l.startsWith("In the lead desk:"))).toEqual([
      expect.stringMatching(/^In the lead desk: https:\/\/clustermind\.example\.com\/admin\/leads\/\d+$/),
    ]);
    expect(lines.findIndex((l) => l.startsWith("Name:"))).toBeLessThan(messageHeader);
    expect(lines.slice(messageHeader + 1)).toEqual(forged.split("\n").map((l) => `> ${l}`));
  });
});

describe("lead delivery gives up", () => {
  it("marks a delivery failed after the attempt limit", async () => {
    const hook = await startWebhook(1000);
    const t = await startTestApp("sqlite", { LEAD_WEBHOOK_URL: hook.url, LEAD_RETRY_BASE_MS: "10", LEAD_MAX_ATTEMPTS: "3" });
    t.leads.start();
    try {
      const res = await request(t.app)
        .post("/api/contact")
        .send({ ...lead, formToken: await tokenAged(t, 8000) })
        .expect(201);
      startClockAt(TEST_NOW);
      await until(
        async () =>
          (
            await t.db.db
              .selectFrom("leads")
              .select("delivery_state")
              .where("id", "=", await t.leadId(res))
              .executeTakeFirst()
          )?.delivery_state === "failed",
      );
      expect(hook.calls()).toBe(3);
      const outbox = await t.db.db
        .selectFrom("lead_outbox")
        .selectAll()
        .where("lead_id", "=", await t.leadId(res))
        .executeTakeFirstOrThrow();
      expect(outbox).toMatchObject({ state: "failed", attempts: 3, last_error: "webhook answered 500: not yet" }); // the receiver's answer is kept
    } finally {
      await t.close();
      await hook.close();
    }
  });

  it("counts a redirect as a failed attempt and never follows it", async () => {
    const target = await startWebhookReceiver();
    const hook = await startWebhookReceiver({ redirectTo: target.url });
    const t = await startTestApp("sqlite", { LEAD_WEBHOOK_URL: hook.url, LEAD_RETRY_BASE_MS: "10", LEAD_MAX_ATTEMPTS: "2", CONTACT_MIN_FILL_MS: "0" });
    t.leads.start();
    try {
      const res = await request(t.app)
        .post("/api/contact")
        .send({ ...lead, formToken: await t.formToken() })
        .expect(201);
      await until(
        async () =>
          (
            await t.db.db
              .selectFrom("leads")
              .select("delivery_state")
              .where("id", "=", await t.leadId(res))
              .executeTakeFirst()
          )?.delivery_state === "failed",
      );
      const outbox = await t.db.db
        .selectFrom("lead_outbox")
        .selectAll()
        .where("lead_id", "=", await t.leadId(res))
        .executeTakeFirstOrThrow();
      expect(outbox).toMatchObject({ state: "failed", attempts: 2, last_error: "webhook request failed: unexpected redirect" });
      expect(hook.requests()).toBe(2);
      expect(target.requests()).toBe(0);
    } finally {
      await t.close();
      await hook.close();
      await target.close();
    }
  });
});

describe("the outbox worker's drain()", () => {
  it("resolves only once every delivery due at the call has been attempted, as the checks that nothing more is sent assume", async () => {
    const smtp = await startSmtpListener();
    const t = await startTestApp("sqlite", { SMTP_URL: smtp.url, LEAD_NOTIFY_TO: "sales@clustermind.example.com", CONTACT_MIN_FILL_MS: "0" });
    t.leads.start();
    try {
      for (const name of ["Drain One", "Drain Two", "Drain Three"]) {
        await request(t.app)
          .post("/api/contact")
          .send({ ...lead, name, formToken: await t.formToken() })
          .expect(201);
      }
      await t.leads.drain();
      expect(smtp.mails.map((m) => m.raw.match(/Drain \w+/)?.[0]).sort()).toEqual(["Drain One", "Drain Three", "Drain Two"]);
      const states = await t.db.db.selectFrom("lead_outbox").select("state").execute();
      expect(states.map((s) => s.state)).toEqual(["delivered", "delivered", "delivered"]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
