// Notifications: Slack and Teams get their documented message shapes, the generic webhook
// is signed per Standard Webhooks (verified with the `standardwebhooks` package, the same
// id on a retry), redirects are failed attempts, and the visitor's auto-reply reaches a real
// SMTP listener, but never for spam, a held lead or the chat's placeholder address.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AUTOREPLIES_PER_ADDRESS_PER_DAY } from "../../server/leads/autoreply-cap.ts";
import request from "supertest";
import { pino } from "pino";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { startWebhookReceiver, type ReceivedRequest } from "../helpers/webhook-receiver.ts";
import { readMail, startSmtpListener } from "../helpers/smtp-listener.ts";
import { formTokenAged } from "../helpers/form-token.ts";
import { until } from "../helpers/until.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";
import { CHAT_PLACEHOLDER, SERVER_LIMITS } from "../../common/contact-fields.ts";
import { readServerConfig } from "../../server/config.ts";

const SECRET = `whsec_${Buffer.from("notifications-test-secret-0123456789ab").toString("base64")}`;
const SITE = { SITE_URL: "https://www.firm.example", SITE_NAME: "Clustermind", SITE_PHONE: "+1-555-010-0142", SITE_EMAIL: "hello@firm.example" };
const desk = (id: number) => `${SITE.SITE_URL}/admin/leads/${id}`;

const lead = {
  name: "Ravi Kumar",
  email: "ravi@example.org",
  company: "Example & Sons <Health>",
  message: "Hi <!channel> & team,\n\nwe need *LiveKit* recording at scale.",
};

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
const post = async (t: TestApp, body: object, ageMs = 8000) =>
  await t.leadId(
    await request(t.app)
      .post("/api/contact")
      .send({ ...body, formToken: await formTokenAged(t, ageMs) })
      .expect(201),
  );
const outboxOf = (t: TestApp, id: number) =>
  t.db.db.selectFrom("lead_outbox").select(["channel", "state", "attempts", "last_error"]).where("lead_id", "=", id).orderBy("channel").execute();
const deliveryState = async (t: TestApp, id: number) =>
  (await t.db.db.selectFrom("leads").select("delivery_state").where("id", "=", id).executeTakeFirst())?.delivery_state;

/** Verifies as a receiver whose clock agrees with the sender's (pinned to TEST_NOW, not the machine's date). */
function verifyAsReceiver(secret: string, req: ReceivedRequest, receiverNow = clock.now()): unknown {
  vi.useFakeTimers({ toFake: ["Date"], now: receiverNow });
  try {
    return new Webhook(secret).verify(req.body, req.headers);
  } finally {
    vi.useRealTimers();
  }
}

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("notifications on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let slack: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let teams: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    slack = await startWebhookReceiver();
    teams = await startWebhookReceiver();
    hook = await startWebhookReceiver({ failFirstPerLead: 1 }); // every delivery is retried once
    t = await startTestApp(kind, {
      ...SITE,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "sales@firm.example",
      LEAD_AUTOREPLY: "true",
      SLACK_WEBHOOK_URL: slack.url,
      TEAMS_WEBHOOK_URL: teams.url,
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_RETRY_BASE_MS: "50",
      CONTACT_RATE_LIMIT: "1000",
    });
    t.leads.start();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), slack?.close(), teams?.close(), hook?.close()]);
  });

  const slackFor = async (id: number) => {
    await until(() => slack.received.some((r) => r.body.includes(desk(id))));
    return JSON.parse(slack.received.find((r) => r.body.includes(desk(id)))!.body);
  };
  const teamsFor = async (id: number) => {
    await until(() => teams.received.some((r) => r.body.includes(desk(id))));
    return JSON.parse(teams.received.find((r) => r.body.includes(desk(id)))!.body);
  };
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

  it("posts Slack an incoming-webhook message: fallback text and Block Kit blocks, the visitor's text escaped", async () => {
    const id = await post(t, lead);
    expect(await slackFor(id)).toEqual({
      text: `New enquiry from Ravi Kumar (Example &amp; Sons &lt;Health&gt;): ${desk(id)}`,
      blocks: [
        { type: "header", text: { type: "plain_text", text: "New enquiry from Ravi Kumar (Example & Sons <Health>)", emoji: false } },
        {
          type: "section",
          fields: [
            { type: "mrkdwn", text: "*Name*\nRavi Kumar" },
            { type: "mrkdwn", text: "*E-mail*\nravi@example.org" },
            { type: "mrkdwn", text: "*Company*\nExample &amp; Sons &lt;Health&gt;" },
            { type: "mrkdwn", text: "*Source*\nContact form" },
          ],
        },
        // <!channel> would notify the whole channel: escaped, it is only text.
        { type: "section", text: { type: "mrkdwn", text: "> Hi &lt;!channel&gt; &amp; team,\n>\n> we need *LiveKit* recording at scale." } },
        { type: "section", text: { type: "mrkdwn", text: `<${desk(id)}|Open lead ${id} in the lead desk>` } },
      ],
    });
    expect(slack.received.find((r) => r.body.includes(desk(id)))!.headers["content-type"]).toBe("application/json");
  });

  it("cuts a long Slack header and message to Slack's limits (150 and 3000 characters) without breaking an entity", async () => {
    const company = "A".repeat(SERVER_LIMITS.company);
    const message = "Fish & chips <3. ".repeat(Math.floor(SERVER_LIMITS.message / 17));
    const id = await post(t, { ...lead, company, message });
    const [header, fields, quote] = (await slackFor(id)).blocks;
    expect(header.text.text).toHaveLength(150);
    expect(header.text.text).toBe(`New enquiry from Ravi Kumar (${"A".repeat(120)}…`);
    expect(fields.fields[2].text).toBe(`*Company*\n${company}`); // 200 characters fit a field (2000)
    expect(quote.text.text.length).toBeLessThanOrEqual(3000);
    expect(quote.text.text.length).toBeGreaterThan(2990);
    expect(quote.text.text).toMatch(/^> Fish &amp; chips &lt;3\. Fish/);
    expect(quote.text.text).toMatch(/…$/);
    expect(quote.text.text).not.toMatch(/&[a-z]{0,3}…$/); // no entity cut in half
  });

  it("posts Teams (Workflows) a message with an Adaptive Card: TextBlock, FactSet, the message as plain text, the desk link", async () => {
    const company = "[Verify your account](https://phish.example) Ltd";
    const message = "Please call me back about **AKS** costs.\nSee [our plan](https://phish.example).";
    const id = await post(t, { ...lead, company, message });
    expect(await teamsFor(id)).toEqual({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          contentUrl: null,
          content: {
            $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
            type: "AdaptiveCard",
            version: "1.4",
            body: [
              {
                type: "TextBlock",
                text: "New enquiry from Ravi Kumar ([Verify your account] (https://phish.example) Ltd)",
                size: "Large",
                weight: "Bolder",
                wrap: true,
              },
              {
                type: "FactSet",
                facts: [
                  { title: "Name", value: "Ravi Kumar" },
                  { title: "E-mail", value: "ravi@example.org" },
                  { title: "Company", value: "[Verify your account] (https://phish.example) Ltd" },
                  { title: "Source", value: "Contact form" },
                ],
              },
              { type: "RichTextBlock", inlines: [{ type: "TextRun", text: message }] },
            ],
            actions: [{ type: "Action.OpenUrl", title: "Open in the lead desk", url: desk(id) }],
          },
        },
      ],
    });
  });

  it("signs the webhook per Standard Webhooks: it verifies, a retry carries the same webhook-id, a changed body does not verify", async () => {
    const id = await post(t, lead);
    await until(() => hook.counts.get(id) === 1);
    const attempts = hook.received.filter((r) => JSON.parse(r.body).id === id);
    expect(attempts).toHaveLength(2); // a 500, then the retry
    const [first, retry] = attempts as [ReceivedRequest, ReceivedRequest];
    expect(first.headers["webhook-id"]).toMatch(/^lead-delivery-\d+$/);
    expect(retry.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    // Seconds, from the server's clock (pinned to TEST_NOW in tests).
    expect(retry.headers["webhook-timestamp"]).toMatch(/^\d+$/);
    expect(Math.abs(Number(retry.headers["webhook-timestamp"]) * 1000 - clock.now())).toBeLessThan(60_000);
    expect(retry.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);

    for (const attempt of attempts) {
      expect(verifyAsReceiver(SECRET, attempt)).toEqual({
        id,
        source: "contact",
        ...lead,
        createdAt: expect.any(String),
        attribution: expect.objectContaining({ utmSource: null }),
        heldForReview: null,
      });
    }
    expect(() => verifyAsReceiver(SECRET, { ...retry, body: retry.body.replace("Ravi Kumar", "Eve Mallory") })).toThrow(WebhookVerificationError);
    const otherSecret = `whsec_${Buffer.from("another-secret-that-is-24-bytes-plus").toString("base64")}`;
    expect(() => verifyAsReceiver(otherSecret, retry)).toThrow(WebhookVerificationError);
    // A request replayed ten minutes later is refused: the signature covers the timestamp.
    expect(() => verifyAsReceiver(SECRET, retry, clock.now() + 10 * 60_000)).toThrow(/too old/);
  });

  it("e-mails the visitor the auto-reply from content/autoreply.md, without their message, besides the firm's e-mail", async () => {
    const email = "auto.reply@example.org";
    const id = await post(t, { ...lead, email });
    await until(() => mailsTo(email).length === 1 && mailsTo("sales@firm.example").some((m) => m.raw.includes(`Lead id:  ${id}`)));
    const mail = readMail(mailsTo(email)[0]!.raw);
    expect(mail.header("subject")).toBe(t.content.autoreply.subject.replaceAll("{siteName}", "Clustermind"));
    expect(mail.header("subject")).toBe("Thanks for getting in touch with Clustermind");
    expect(mail.header("to")).toBe(email);
    expect(mail.header("reply-to")).toBe("hello@firm.example");
    expect(mail.header("from")).toBe("Clustermind website <website@www.firm.example>");
    expect(mail.header("auto-submitted")).toBe("auto-replied");
    expect(mail.text).toMatch(/^Hi Ravi Kumar,\n\nThank you for contacting Clustermind\./);
    expect(mail.text).toContain("within 24 hours");
    expect(mail.text).toContain("call us on +1-555-010-0142");
    expect(mail.text).toContain("straight to hello@firm.example");
    expect(mail.text).not.toMatch(/[{}]/);
    expect(mail.text).not.toContain("LiveKit");
    expect(mail.text).not.toContain("channel");
    expect((await outboxOf(t, id)).map((r) => r.channel)).toEqual(["autoreply", "email", "slack", "teams", "webhook"]);
  });

  it('greets a chat visitor who left an address as "there", and a name that looks like a link likewise', async () => {
    const chatEmail = "chat.person@example.org";
    await post(t, { name: CHAT_PLACEHOLDER.name, email: chatEmail, message: "Do you run LiveKit on EKS?", source: "chat" });
    const spammyEmail = "named@example.org";
    await post(t, { ...lead, name: "Cheap pills at www.pills.example", email: spammyEmail });
    await until(() => mailsTo(chatEmail).length === 1 && mailsTo(spammyEmail).length === 1);
    expect(readMail(mailsTo(chatEmail)[0]!.raw).text).toMatch(/^Hi there,\n/);
    expect(readMail(mailsTo(spammyEmail)[0]!.raw).text).toMatch(/^Hi there,\n/);
    expect(readMail(mailsTo(spammyEmail)[0]!.raw).text).not.toContain("pills");
  });

  it('greets "there" unless the name is short and plain: a sentence aimed at a stranger is never sent', async () => {
    const names: [string, string][] = [
      ["Your account is suspended call our hotline now", "there"],
      ["Call +1 555 0100 now", "there"],
      ["Dear customer!", "there"],
      ["Jean-Luc O'Neil", "Jean-Luc O'Neil"],
      ["Zoë", "Zoë"],
    ];
    for (const [i, [name]] of names.entries()) await post(t, { ...lead, name, email: `greeting-${i}@third-party.example` });
    await until(() => names.every((_, i) => mailsTo(`greeting-${i}@third-party.example`).length === 1));
    for (const [i, [name, greeted]] of names.entries()) {
      const text = readMail(mailsTo(`greeting-${i}@third-party.example`)[0]!.raw).text;
      expect(text, name).toMatch(new RegExp(`^Hi ${greeted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},\n`));
      if (greeted === "there") expect(text).not.toContain(name);
    }
  });

  it(`sends one address at most ${AUTOREPLIES_PER_ADDRESS_PER_DAY} auto-replies a day; the firm still gets every lead`, async () => {
    const victim = "victim@third-party.example";
    const ids: number[] = [];
    for (let n = 0; n <= AUTOREPLIES_PER_ADDRESS_PER_DAY; n++) ids.push(await post(t, { ...lead, email: n % 2 ? victim.toUpperCase() : victim }));
    const last = ids.at(-1)!;
    expect((await outboxOf(t, last)).map((r) => r.channel)).toEqual(["email", "slack", "teams", "webhook"]);
    for (const id of ids) await until(async () => (await deliveryState(t, id)) === "delivered");
    const toVictim = () => smtp.mails.filter((m) => m.to.some((a) => a.toLowerCase() === victim));
    await until(() => toVictim().length >= AUTOREPLIES_PER_ADDRESS_PER_DAY);
    expect(toVictim()).toHaveLength(AUTOREPLIES_PER_ADDRESS_PER_DAY);
    for (const id of ids) expect(smtp.mails.some((m) => m.to.includes("sales@firm.example") && m.raw.includes(`Lead id:  ${id}`))).toBe(true);
    // A day later the address may get one again.
    freezeClock(clock.now() + 24 * 60 * 60 * 1000 + 1000);
    const nextDay = await post(t, { ...lead, email: victim });
    expect((await outboxOf(t, nextDay)).map((r) => r.channel)).toContain("autoreply");
  });

  it("sends no auto-reply to spam, to a lead held for review, or to the chat's placeholder address", async () => {
    const spam = await post(t, { ...lead, email: "spam@example.org", website: "https://bot.example" });
    const held = await post(t, { ...lead, email: "held@example.org" }, 300);
    const chat = await post(t, { name: CHAT_PLACEHOLDER.name, email: CHAT_PLACEHOLDER.email, message: "Just browsing, no address.", source: "chat" });
    // The chat lead still reaches the firm on every channel, without the auto-reply.
    await until(async () => (await deliveryState(t, chat)) === "delivered");
    expect((await outboxOf(t, chat)).map((r) => r.channel)).toEqual(["email", "slack", "teams", "webhook"]);
    expect(t.leads.channelsFor({ email: CHAT_PLACEHOLDER.email })).not.toContain("autoreply");
    expect(t.leads.channelsFor({ email: "someone@example.org" })).toContain("autoreply");
    expect(await outboxOf(t, spam)).toEqual([]);
    // A held lead reaches the firm on every channel, marked (decision 026); the visitor's auto-reply waits for a person.
    await until(async () => (await deliveryState(t, held)) === "delivered");
    expect((await outboxOf(t, held)).map((r) => r.channel)).toEqual(["email", "slack", "teams", "webhook"]);
    await t.leads.drain(); // had any of them been queued, it would have been sent by now
    for (const address of ["spam@example.org", "held@example.org", CHAT_PLACEHOLDER.email]) expect(mailsTo(address)).toEqual([]);
    expect(slack.received.some((r) => r.body.includes(desk(spam)))).toBe(false);
    expect(teams.received.some((r) => r.body.includes(desk(spam)))).toBe(false);
    const heldSlack = slack.received.find((r) => r.body.includes(desk(held)));
    expect(heldSlack?.body).toMatch(/held: sent 0\.\d s after the page loaded; it may be a bot, check it before replying/);
    const heldTeams = teams.received.find((r) => r.body.includes(desk(held)));
    expect(heldTeams?.body).toMatch(/held: sent 0\.\d s after the page loaded/);
  });

  it("counts a redirect from Slack's or Teams' URL as a failed attempt and never follows it", async () => {
    const target = await startWebhookReceiver();
    const slackRedirect = await startWebhookReceiver({ redirectTo: target.url });
    const teamsRedirect = await startWebhookReceiver({ redirectTo: target.url });
    const r = await startTestApp(kind, {
      SLACK_WEBHOOK_URL: slackRedirect.url,
      TEAMS_WEBHOOK_URL: teamsRedirect.url,
      LEAD_RETRY_BASE_MS: "10",
      LEAD_MAX_ATTEMPTS: "2",
    });
    r.leads.start();
    try {
      const id = await post(r, lead);
      await until(async () => (await deliveryState(r, id)) === "failed" && (await outboxOf(r, id)).every((o) => o.state === "failed"));
      expect(await outboxOf(r, id)).toEqual([
        { channel: "slack", state: "failed", attempts: 2, last_error: "slack request failed: unexpected redirect" },
        { channel: "teams", state: "failed", attempts: 2, last_error: "teams request failed: unexpected redirect" },
      ]);
      expect(slackRedirect.requests()).toBe(2);
      expect(teamsRedirect.requests()).toBe(2);
      expect(target.requests()).toBe(0);
    } finally {
      await r.close();
      await Promise.all([target.close(), slackRedirect.close(), teamsRedirect.close()]);
    }
  });

  it("without LEAD_WEBHOOK_SECRET sends the webhook unsigned and warns once, at start", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(line) });
    const receiver = await startWebhookReceiver();
    const u = await startTestApp(kind, { LEAD_WEBHOOK_URL: receiver.url, CONTACT_RATE_LIMIT: "1000" }, { logger });
    u.leads.start();
    try {
      const ids = [await post(u, lead), await post(u, lead)];
      await until(() => ids.every((id) => receiver.counts.get(id) === 1));
      for (const req of receiver.received) {
        expect(req.headers["webhook-signature"]).toBeUndefined();
        expect(req.headers["webhook-id"]).toMatch(/^lead-delivery-\d+$/);
      }
      expect(lines.filter((l) => l.includes("LEAD_WEBHOOK_SECRET is unset"))).toHaveLength(1);
    } finally {
      await u.close();
      await receiver.close();
    }
  });
});

describe("notification settings", () => {
  it("stops the start on a LEAD_WEBHOOK_SECRET that is not whsec_ and 24 to 64 bytes of base64", () => {
    for (const bad of ["hunter2", "whsec_", "whsec_not base64!", `whsec_${Buffer.alloc(16, 1).toString("base64")}`, Buffer.alloc(32, 1).toString("base64")]) {
      expect(() => readServerConfig({ LEAD_WEBHOOK_SECRET: bad })).toThrow(/^LEAD_WEBHOOK_SECRET must be "whsec_" followed by 24 to 64 random bytes in base64/);
    }
    expect(readServerConfig({ LEAD_WEBHOOK_SECRET: SECRET }).leadWebhookSecret).toBe(SECRET);
    expect(readServerConfig({}).leadWebhookSecret).toBeUndefined();
  });

  it("stops the start on a LEAD_AUTOREPLY other than true or false, and on a webhook URL that is not http(s)", () => {
    expect(readServerConfig({ LEAD_AUTOREPLY: "true" }).leadAutoreply).toBe(true);
    expect(readServerConfig({}).leadAutoreply).toBe(false);
    expect(() => readServerConfig({ LEAD_AUTOREPLY: "yes" })).toThrow("LEAD_AUTOREPLY must be true or false");
    expect(() => readServerConfig({ SLACK_WEBHOOK_URL: "hooks.slack.com/services/T0/B0/x" })).toThrow("SLACK_WEBHOOK_URL must be an https:// URL");
    expect(() => readServerConfig({ TEAMS_WEBHOOK_URL: "ftp://example.com/flow" })).toThrow("TEAMS_WEBHOOK_URL must be an https:// URL");
  });
});
