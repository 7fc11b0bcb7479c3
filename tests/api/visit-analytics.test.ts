// Issue 13 on real SQLite and PostgreSQL: a lead's attribution (bad fields dropped, never the
// lead) reaches the database, the desk API, the CSV, the e-mail, Slack, Teams and the webhook;
// page-view beacons become daily counters (bots, other sites and oversized bodies not
// counted; each visitor once a day, by a salt that rotates daily and is shared through the
// database); GET /api/admin/stats reports them with the leads per source and campaign.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { startWebhookReceiver } from "../helpers/webhook-receiver.ts";
import { readMail, startSmtpListener } from "../helpers/smtp-listener.ts";
import { formTokenAged } from "../helpers/form-token.ts";
import { until } from "../helpers/until.ts";
import { TEST_NOW, TEST_TODAY } from "../helpers/test-clock.ts";
import { startClockAt } from "../../common/clock.ts";
import { createVisitAnalytics } from "../../server/analytics/index.ts";
import { openDatabase } from "../../server/db/connect.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("visit-analytics");
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const lead = { name: "Meera Iyer", email: "meera@example.org", company: "Example Bank", message: "We want a managed Kubernetes platform." };
const attribution = {
  landingPage: "/services?utm_source=linkedin&utm_medium=social&utm_campaign=k8s-launch",
  referrer: "www.linkedin.com",
  utmSource: "linkedin",
  utmMedium: "social",
  utmCampaign: "k8s-launch",
  utmTerm: "eks",
  utmContent: "carousel",
  clickId: "li_fat_id:abc-123",
  firstSeenAt: "2026-11-20T11:55:00.000Z",
  conversionPage: "/contact",
};
const nulls = Object.fromEntries(Object.keys(attribution).map((k) => [k, null]));

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("visit analytics and lead attribution on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let slack: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let teams: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    [smtp, slack, teams, hook] = await Promise.all([startSmtpListener(), startWebhookReceiver(), startWebhookReceiver(), startWebhookReceiver()]);
    t = await startTestApp(kind, {
      ADMIN_TOKEN: TOKEN,
      CONTACT_RATE_LIMIT: "1000",
      EVENT_RATE_LIMIT: "1000",
      TRUST_PROXY: "loopback",
      SITE_URL: "https://www.firm.example",
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "sales@firm.example",
      SLACK_WEBHOOK_URL: slack.url,
      TEAMS_WEBHOOK_URL: teams.url,
      LEAD_WEBHOOK_URL: hook.url,
    });
    t.leads.start();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), slack?.close(), teams?.close(), hook?.close()]);
  });

  const send = async (body: object) =>
    await t.leadId(
      await request(t.app)
        .post("/api/contact")
        .send({ ...body, formToken: await formTokenAged(t, 8000) })
        .expect(201),
    );
  const row = (id: number) => t.db.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const beacon = (body: unknown, ua = CHROME, ip = "203.0.113.7") =>
    request(t.app)
      .post("/api/event")
      .set("user-agent", ua)
      .set("x-forwarded-for", ip)
      .type("text/plain")
      .send(typeof body === "string" ? body : JSON.stringify(body));
  const stats = async (query = `from=${TEST_TODAY}&to=${TEST_TODAY}`) =>
    (await request(t.app).get(`/api/admin/stats?${query}`).set("Authorization", `Bearer ${TOKEN}`).expect(200)).body;
  const visitSeen = () => t.db.db.selectFrom("visit_seen").selectAll().execute();

  it("stores the attribution in its columns and shows it in the desk API and the CSV", async () => {
    const id = await send({ ...lead, attribution });
    expect(await row(id)).toMatchObject({
      landing_page: attribution.landingPage,
      referrer: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "k8s-launch",
      utm_term: "eks",
      utm_content: "carousel",
      click_id: "li_fat_id:abc-123",
      first_seen_at: attribution.firstSeenAt,
      conversion_page: "/contact",
    });
    const api = await request(t.app).get(`/api/admin/leads/${id}`).set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(api.body).toMatchObject({ utm_campaign: "k8s-launch", landing_page: attribution.landingPage });
    const byCampaign = await request(t.app).get("/api/admin/leads?campaign=k8s-launch").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(byCampaign.body.leads.map((l: { id: number }) => l.id)).toContain(id);
    const other = await request(t.app).get("/api/admin/leads?campaign=spring-sale").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(other.body.leads.map((l: { id: number }) => l.id)).not.toContain(id);
    const csv = (await request(t.app).get("/api/admin/leads?format=csv").set("Authorization", `Bearer ${TOKEN}`).expect(200)).text;
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toContain(
      '"landing_page","referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content","click_id","first_seen_at","conversion_page"'.replace(
        /"/g,
        "",
      ),
    );
    expect(lines.find((l) => l.startsWith(`"${id}"`))).toContain('"linkedin","social","k8s-launch","eks","carousel","li_fat_id:abc-123"');
  });

  it("never refuses an enquiry for its attribution: bad fields are dropped, good ones kept", async () => {
    const id = await send({
      ...lead,
      attribution: {
        landingPage: "//evil.example/phish",
        referrer: "not a host!",
        utmSource: "x".repeat(101),
        utmMedium: "email\nBcc: x",
        utmCampaign: "spring-sale",
        clickId: "fbclid:123",
        firstSeenAt: "yesterday",
        conversionPage: 42,
        extra: "ignored",
      },
    });
    expect(await row(id)).toMatchObject({
      landing_page: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: "spring-sale",
      click_id: null,
      first_seen_at: null,
      conversion_page: null,
    });
    for (const bad of ["not json", 42, ["a"], null]) {
      const other = await send({ ...lead, attribution: bad });
      expect(await row(other)).toMatchObject({ landing_page: null, utm_campaign: null });
    }
    // The no-JavaScript form sends it as one hidden field of JSON text.
    const form = await request(t.app)
      .post("/api/contact")
      .type("form")
      .send({ ...lead, formToken: await formTokenAged(t, 8000), attribution: JSON.stringify({ utmSource: "newsletter", conversionPage: "/contact" }) })
      .expect(201);
    expect(await row(await t.leadId(form))).toMatchObject({ utm_source: "newsletter", conversion_page: "/contact", landing_page: null });
  });

  it("carries the attribution to the e-mail, Slack, Teams and the webhook", async () => {
    const id = await send({ ...lead, company: `Attributed ${kind}`, attribution });
    const desk = `https://www.firm.example/admin/leads/${id}`;
    await until(
      () =>
        [slack, teams, hook].every((r) => r.received.some((q) => q.body.includes(desk) || q.body.includes(`"id":${id},`))) &&
        smtp.mails.some((m) => readMail(m.raw).text.includes(desk)),
    );
    const webhook = hook.received.map((q) => JSON.parse(q.body)).find((b) => b.id === id);
    expect(webhook.attribution).toEqual(attribution);
    const slackBody = JSON.parse(slack.received.find((q) => q.body.includes(desk))!.body);
    expect(slackBody.blocks[2]).toEqual({
      type: "section",
      fields: [
        { type: "mrkdwn", text: "*Campaign*\nlinkedin / social / k8s-launch" },
        { type: "mrkdwn", text: "*Term*\neks" },
        { type: "mrkdwn", text: "*Content*\ncarousel" },
        { type: "mrkdwn", text: "*Referrer*\nwww.linkedin.com" },
        { type: "mrkdwn", text: `*Landing page*\n${attribution.landingPage.replace(/&/g, "&amp;")}` }, // mrkdwn-escaped
        { type: "mrkdwn", text: "*Sent from*\n/contact" },
        { type: "mrkdwn", text: "*Click id*\nli_fat_id:abc-123" },
        { type: "mrkdwn", text: `*First seen*\n${attribution.firstSeenAt}` },
      ],
    });
    const card = JSON.parse(teams.received.find((q) => q.body.includes(desk))!.body).attachments[0].content;
    expect(card.body[3]).toMatchObject({ type: "TextBlock", text: "Where the visitor came from" });
    expect(card.body[4].facts).toContainEqual({ title: "Campaign", value: "linkedin / social / k8s-launch" });
    const mail = smtp.mails.map((m) => readMail(m.raw).text).find((text) => text.includes(desk))!;
    expect(mail).toContain("Where the visitor came from:");
    expect(mail).toMatch(/Campaign: +linkedin \/ social \/ k8s-launch/);
    expect(mail).toMatch(/Landing page: +\/services\?utm_source=linkedin/);
  });

  it("a lead without attribution sends the webhook every attribution field as null, and no attribution block elsewhere", async () => {
    const id = await send({ ...lead, company: `Plain ${kind}` });
    await until(() => hook.received.some((q) => JSON.parse(q.body).id === id) && slack.received.some((q) => q.body.includes(`/admin/leads/${id}|`)));
    expect(hook.received.map((q) => JSON.parse(q.body)).find((b) => b.id === id).attribution).toEqual(nulls);
    const slackBody = JSON.parse(slack.received.find((q) => q.body.includes(`/admin/leads/${id}|`))!.body);
    expect(slackBody.blocks).toHaveLength(4);
  });

  it("counts page views, visits and distinct visitors; bots, other sites and junk are not counted", async () => {
    const landing = { u: "/services?utm_source=linkedin&utm_medium=social&utm_campaign=k8s-launch", r: "https://www.linkedin.com/", l: 1, w: 1280 };
    await beacon(landing).expect(204);
    await beacon({ u: "/contact", r: "", l: 0, w: 1280 }).expect(204);
    await beacon({ u: "/services", r: "", l: 0, w: 1280 }).expect(204); // the same visitor again
    await beacon({ u: "/", r: "", l: 1, w: 390 }, FIREFOX, "198.51.100.4").expect(204); // another visitor, direct, on a phone
    // Not counted, and answered alike:
    await beacon(landing, GOOGLEBOT).expect(204);
    await beacon(landing, "").expect(204);
    await beacon({ ...landing, u: "//evil.example/x" }).expect(204);
    await beacon("{not json").expect(204);
    await beacon(landing).set("sec-fetch-site", "cross-site").expect(204);
    await beacon({ ...landing, r: "x".repeat(900) }).expect(413);

    const s = await stats();
    expect(s.totals).toMatchObject({ pageviews: 4, visits: 2, visitors: 2 });
    expect(s.days).toEqual([expect.objectContaining({ day: TEST_TODAY, pageviews: 4, visitors: 2, visits: 2 })]);
    expect(s.pages).toEqual(
      expect.arrayContaining([
        { path: "/services", pageviews: 2, visitors: 1 },
        { path: "/contact", pageviews: 1, visitors: 1 },
        { path: "/", pageviews: 1, visitors: 1 },
      ]),
    );
    expect(s.referrers).toEqual([{ value: "www.linkedin.com", visits: 1 }]);
    expect(s.sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: "linkedin", visits: 1 }), expect.objectContaining({ value: "(direct)", visits: 1 })]),
    );
    expect(s.devices).toEqual(
      expect.arrayContaining([
        { value: "desktop", visits: 1 },
        { value: "mobile", visits: 1 },
      ]),
    );
    expect(s.mediums).toEqual([{ value: "social", visits: 1 }]);
    // The leads of the earlier tests with utm_source linkedin and campaign k8s-launch (two), over one visit.
    expect(s.sources.find((r: { value: string }) => r.value === "linkedin")).toEqual({ value: "linkedin", visits: 1, leads: 2, conversionRate: 2 });
    expect(s.campaigns.find((r: { value: string }) => r.value === "k8s-launch")).toMatchObject({ visits: 1, leads: 2 });
    expect(s.landingPages.find((r: { value: string }) => r.value === "/services")).toMatchObject({ visits: 1, leads: 2 });
    // Neither the address nor the user agent is stored anywhere: only salted hashes.
    const seen = JSON.stringify(await visitSeen()) + JSON.stringify(await t.db.db.selectFrom("visit_counters").selectAll().execute());
    for (const secret of ["203.0.113.7", "198.51.100.4", "Chrome/131", "Firefox"]) expect(seen).not.toContain(secret);
  });

  it("keys a visitor on the address and a coarse browser family: varying the user agent from one address adds no visitors", async () => {
    const before = (await stats()).totals.visitors;
    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i++) await beacon({ u: "/about", r: "", l: 1, w: 1200 }, CHROME.replace("131.0.0.0", `131.0.${i}.0 r${i}`), ip).expect(204);
    expect((await stats()).totals.visitors).toBe(before + 1);
    // Another browser from the same address (a second person in one office) is another visitor.
    await beacon({ u: "/about", r: "", l: 1, w: 1200 }, FIREFOX, ip).expect(204);
    expect((await stats()).totals.visitors).toBe(before + 2);
  });

  it("names the site's pages in the stats after 500 junk paths from several addresses; the junk counts as one (unknown) row", async () => {
    const day = "2026-12-10";
    startClockAt(`${day}T09:00:00.000Z`);
    // Paths no route answers, and paths a route's pattern fits that are no page ("/blog/<no such post>").
    const junk = (i: number) => [`/buy-cheap-pills-${i}`, `/blog/cheap-pills-${i}`, `/services/cheap-pills-${i}`][i % 3];
    for (let i = 0; i < 500; i++) {
      await beacon({ u: `${junk(i)}?utm_campaign=junk-${i}`, r: "", l: 1, w: 1200 }, CHROME, `192.0.2.${100 + (i % 5)}`).expect(204);
    }
    const real = ["/about", "/contact", "/search", `/services/${t.content.services[0]!.slug}`, `/case-studies/${t.content.caseStudies[0]!.slug}`];
    for (const u of real) await beacon({ u, r: "", l: 1, w: 1200 }, FIREFOX, "198.51.100.20").expect(204);

    const s = await stats(`from=${day}&to=${day}`);
    expect(s.totals).toMatchObject({ pageviews: 505, visits: 505 });
    expect(s.pages).toEqual(expect.arrayContaining(real.map((path) => ({ path, pageviews: 1, visitors: 1 }))));
    expect(s.pages).toContainEqual({ path: "(unknown)", pageviews: 500, visitors: 5 });
    expect(s.pages).toHaveLength(real.length + 1);
    expect(s.landingPages.map((r: { value: string }) => r.value).sort()).toEqual([...real, "(unknown)"].sort());
  });

  it("rotates the salt daily: yesterday's visitor is new today, and older salts and hashes are deleted", async () => {
    startClockAt("2026-11-25T09:00:00.000Z");
    await beacon({ u: "/about", r: "", l: 1, w: 800 }, CHROME, "192.0.2.50").expect(204);
    await t.analytics.flush();
    startClockAt("2026-11-26T09:00:00.000Z");
    await beacon({ u: "/about", r: "", l: 1, w: 800 }, CHROME, "192.0.2.50").expect(204);
    await t.analytics.flush();
    startClockAt("2026-11-28T09:00:00.000Z");
    await t.analytics.flush(); // the first write of a new day deletes what is older than yesterday
    const s = await stats("from=2026-11-25&to=2026-11-28");
    expect(s.days.map((d: { visitors: number }) => d.visitors)).toEqual([1, 1, 0, 0]);
    expect(s.pages).toEqual([{ path: "/about", pageviews: 2, visitors: 2 }]);
    expect(s.devices).toEqual([{ value: "tablet", visits: 2 }]);
    const salts = await t.db.db.selectFrom("visit_salts").select("day").execute();
    expect(salts.every((r) => r.day >= "2026-11-27")).toBe(true);
    expect((await visitSeen()).every((r) => r.day >= "2026-11-27")).toBe(true);
  });

  it("counts a visitor once across instances sharing the database, and adds their page views", async () => {
    startClockAt("2026-12-01T10:00:00.000Z");
    const [a, b] = [1, 2].map(() => createVisitAnalytics({ db: t.db, config: t.config, logger: t.logger, isSitePage: t.isSitePage }));
    // Two instances see the same visitor before either writes, then write at the same time.
    a!.record({ visitorKey: "same-visitor", path: "/blog" });
    b!.record({ visitorKey: "same-visitor", path: "/blog" });
    await Promise.all([a!.flush(), b!.flush()]);
    const s = await stats("from=2026-12-01&to=2026-12-01");
    expect(s.pages).toEqual([{ path: "/blog", pageviews: 2, visitors: 1 }]);
    expect(s.totals).toMatchObject({ pageviews: 2, visitors: 1 });
    await Promise.all([a!.stop(), b!.stop()]);
  });

  it("GET /api/admin/stats needs the token and a valid range", async () => {
    await request(t.app).get("/api/admin/stats").expect(401);
    await request(t.app).get("/api/admin/stats?from=2026-11-01").set("Authorization", `Bearer ${TOKEN}`).expect(400);
    await request(t.app).get("/api/admin/stats?from=2026-11-10&to=2026-11-01").set("Authorization", `Bearer ${TOKEN}`).expect(400);
    await request(t.app).get("/api/admin/stats?from=2026-02-30&to=2026-03-01").set("Authorization", `Bearer ${TOKEN}`).expect(400);
    const week = await stats("days=7");
    expect(week).toMatchObject({ from: "2026-11-14", to: TEST_TODAY });
    expect(week.days).toHaveLength(7);
  });
});

describe.each(testDatabases())("page-view beacon limits on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { EVENT_RATE_LIMIT: "3" });
  });
  afterAll(async () => t?.close());

  it("accepts EVENT_RATE_LIMIT beacons per address per minute, then answers 429", async () => {
    const send = () =>
      request(t.app)
        .post("/api/event")
        .set("user-agent", CHROME)
        .type("text/plain")
        .send(JSON.stringify({ u: "/", r: "", l: 0, w: 1 }));
    for (let i = 0; i < 3; i++) await send().expect(204);
    await send().expect(429);
  });
});

describe("the visit counters' writes on SQLite", () => {
  // On SQLite the counters are written by a worker thread with its own connection
  // (server/analytics/counter-writes-thread.ts), so the thread answering requests never
  // waits on a commit. What it writes must be exact, and there after a shutdown.
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp("sqlite");
  });
  afterAll(async () => t?.close());

  it("are exact through the worker thread, over several flushes and with a flush not awaited at shutdown", async () => {
    startClockAt("2026-12-03T08:00:00.000Z");
    // Every path counts as a page here: this is about the writes, not which paths are named.
    const instance = createVisitAnalytics({ db: t.db, config: t.config, logger: t.logger, isSitePage: () => true });
    // 3,000 visitors on 30 pages, each page view twice; a fifth of the visits from a campaign.
    const views = (from: number, to: number) => {
      for (let v = from; v < to; v++) {
        const path = `/blog/post-${v % 30}`;
        const landing = { source: v % 5 === 0 ? "linkedin" : "(direct)", utmCampaign: v % 5 === 0 ? "k8s-launch" : undefined, device: "desktop" };
        instance.record({ visitorKey: `visitor-${v}`, path, landing });
        instance.record({ visitorKey: `visitor-${v}`, path });
      }
    };
    views(0, 1000);
    await instance.flush();
    views(1000, 2000);
    const inFlight = instance.flush();
    views(2000, 3000); // recorded while the previous write runs on the worker
    await instance.stop(); // writes the rest, as a shutdown does, then ends the thread
    await inFlight;

    // Read back through a new connection to the file: what was committed, not a cache.
    const reopened = await openDatabase({ dataDir: t.db.env.DATA_DIR });
    try {
      const rows = await reopened.db.selectFrom("visit_counters").selectAll().where("day", "=", "2026-12-03").execute();
      const count = (kind: string, value: string) => rows.find((r) => r.kind === kind && r.value === value);
      expect(count("total", "")).toMatchObject({ pageviews: 6000, visits: 3000, visitors: 3000 });
      expect(count("page", "/blog/post-7")).toMatchObject({ pageviews: 200, visitors: 100 });
      expect(rows.filter((r) => r.kind === "page").reduce((n, r) => n + Number(r.pageviews), 0)).toBe(6000);
      expect(count("source", "linkedin")).toMatchObject({ visits: 600 });
      expect(count("utm_campaign", "k8s-launch")).toMatchObject({ visits: 600 });
      expect(count("device", "desktop")).toMatchObject({ visits: 3000 });
    } finally {
      await reopened.close();
    }
  });

  it("keeps the page views of a write that failed on the worker thread, with the database's reason, and writes them next time", async () => {
    startClockAt("2026-12-04T08:00:00.000Z");
    const instance = createVisitAnalytics({ db: t.db, config: t.config, logger: t.logger, isSitePage: t.isSitePage });
    await t.db.db.schema.alterTable("visit_counters").renameTo("visit_counters_away").execute();
    instance.record({ visitorKey: "visitor-a", path: "/about" });
    await expect(instance.flush()).rejects.toThrow(/no such table: visit_counters/);
    await t.db.db.schema.alterTable("visit_counters_away").renameTo("visit_counters").execute();
    await instance.stop();
    const rows = await t.db.db.selectFrom("visit_counters").select(["kind", "value", "pageviews", "visitors"]).where("day", "=", "2026-12-04").execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: "total", value: "", pageviews: 1, visitors: 1 },
        { kind: "page", value: "/about", pageviews: 1, visitors: 1 },
      ]),
    );
  });
});
