// Issue 13 in a real browser: a visit from a LinkedIn campaign gives a lead that says so,
// whether the visitor moves on by client-side navigation or by full page loads; the desk's
// stats API counts those page views and the lead under linkedin; no public page sets a
// cookie or writes storage but the visit's sessionStorage entry; and with
// GA_MEASUREMENT_ID set, nothing goes to Google before the visitor allows it.
// Each describe starts its own server, so its counts are its own.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated, islandReady } from "../helpers/hydrated.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { pinnedServerEnv, TEST_NOW, TEST_TODAY } from "../helpers/test-clock.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("e2e visit-analytics");
const CAMPAIGN = "/services?utm_source=linkedin&utm_medium=social&utm_campaign=k8s-launch";
// Headless Chromium says "HeadlessChrome", which isbot rightly drops: browse as a person's Chrome.
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const env = {
  ...pinnedServerEnv,
  ADMIN_TOKEN: TOKEN,
  CONTACT_RATE_LIMIT: "100000",
  CONTACT_MIN_FILL_MS: "0",
  EVENT_RATE_LIMIT: "100000",
  EVENT_FLUSH_MS: "200",
};

/** Resolves when the page sends its page view of `path` to our counter (/api/event). */
function pageViewOf(page: Page, path: string) {
  return page.waitForRequest((r) => r.url().endsWith("/api/event") && JSON.parse(r.postData() ?? "{}").u === path);
}

/** Whether Google Analytics was started in this page (gtag defined, gtag.js asked for). */
const googleTagInPage = (page: Page) => page.evaluate(() => "gtag" in window || document.querySelector('script[src*="googletagmanager"]') !== null);

async function api(server: ServerProcess, path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.json();
}

async function leadWith(server: ServerProcess, message: string) {
  const { leads } = await api(server, `/api/admin/leads?q=${encodeURIComponent(message)}`);
  expect(leads).toHaveLength(1);
  return leads[0];
}

async function sendContactForm(page: Page, message: string) {
  await page.getByLabel("Full Name").fill("Priya Nair");
  await page.getByLabel("Email Address").fill("priya@example.org");
  await page.getByLabel("How can we help?").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent" })).toBeVisible();
}

test.describe("attribution and first-party counting", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ userAgent: PERSON });
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer(env);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const expectLinkedInLead = (lead: Record<string, unknown>) =>
    expect(lead).toMatchObject({
      landing_page: CAMPAIGN,
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "k8s-launch",
      conversion_page: "/contact",
      first_seen_at: TEST_NOW,
      referrer: null,
    });

  test("a campaign visit, the header's link to /contact and a sent form give a lead with the campaign and the landing page", async ({ page }) => {
    await gotoHydrated(page, `${server.url}${CAMPAIGN}`);
    await page.locator('header a[href="/contact"]').first().click();
    await expect(page).toHaveURL(`${server.url}/contact`);
    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
    // A link loads the next page as a document (decision 023): the attribution travels in
    // the browser's storage, not in a running app.
    await page.locator("html[data-scripts=ready]").waitFor({ state: "attached" });
    await islandReady(page, "contact");
    const message = `Header link lead ${Date.now()}`;
    await sendContactForm(page, message);
    expectLinkedInLead(await leadWith(server, message));
  });

  test("the same with a full page load in between", async ({ page }) => {
    await gotoHydrated(page, `${server.url}${CAMPAIGN}`);
    await gotoHydrated(page, `${server.url}/contact`);
    const message = `Full page load lead ${Date.now()}`;
    await sendContactForm(page, message);
    expectLinkedInLead(await leadWith(server, message));
  });

  test("the stats API counts those page views and both leads under linkedin", async () => {
    const stats = await api(server, `/api/admin/stats?from=${TEST_TODAY}&to=${TEST_TODAY}`);
    const page = (path: string) => stats.pages.find((p: { path: string }) => p.path === path);
    expect(page("/services")).toMatchObject({ pageviews: 2 });
    expect(page("/contact")).toMatchObject({ pageviews: 2 });
    expect(stats.sources.find((s: { value: string }) => s.value === "linkedin")).toMatchObject({ visits: 2, leads: 2, conversionRate: 1 });
    expect(stats.campaigns.find((s: { value: string }) => s.value === "k8s-launch")).toMatchObject({ visits: 2, leads: 2 });
    expect(stats.landingPages.find((s: { value: string }) => s.value === "/services")).toMatchObject({ visits: 2, leads: 2 });
  });

  test("a browser with a bot's user agent is not counted", async ({ browser }) => {
    const before = (await api(server, `/api/admin/stats?from=${TEST_TODAY}&to=${TEST_TODAY}`)).totals.pageviews;
    const bot = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    const page = await bot.newPage();
    const beacon = page.waitForRequest((r) => r.url().endsWith("/api/event"));
    await gotoHydrated(page, `${server.url}/about`);
    await beacon;
    await bot.close();
    expect((await api(server, `/api/admin/stats?from=${TEST_TODAY}&to=${TEST_TODAY}`)).totals.pageviews).toBe(before);
  });

  test("without JavaScript, the contact form sends what the server saw: the campaign in the URL, the page it was sent from", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PERSON });
    const page = await context.newPage();
    await page.goto(`${server.url}/contact?utm_source=newsletter&utm_medium=email&utm_campaign=december`);
    const message = `No-JavaScript lead ${Date.now()}`;
    await page.getByLabel("Full Name").fill("Arjun Rao");
    await page.getByLabel("Email Address").fill("arjun@example.org");
    await page.getByLabel("How can we help?").fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent" })).toBeVisible();
    await context.close();
    expect(await leadWith(server, message)).toMatchObject({
      landing_page: "/contact?utm_source=newsletter&utm_medium=email&utm_campaign=december",
      utm_source: "newsletter",
      utm_campaign: "december",
      conversion_page: "/contact",
    });
  });

  test("no public page sets a cookie or writes storage but the visit's sessionStorage entry", async ({ page, context, request }) => {
    const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of [...paths, "/contact", "/chat", "/search?q=kubernetes", "/no-such-page"]) {
      const res = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
      expect(res.headers()["set-cookie"], path).toBeUndefined();
    }
    for (const path of ["/", "/services?utm_source=x", "/blog", "/contact", "/white-papers", "/about"]) {
      await gotoHydrated(page, `${server.url}${path}`);
      expect(await page.evaluate(() => document.cookie), path).toBe("");
      expect(await page.evaluate(() => localStorage.length), path).toBe(0);
      // Besides the visit, only React Router's scroll restoration (written as a page is left):
      // scroll offsets per history entry, strictly functional, nothing about the visitor.
      const session = await page.evaluate(() => ({ ...sessionStorage }));
      expect(
        Object.keys(session).filter((k) => k !== "react-router-scroll-positions"),
        path,
      ).toEqual(["visit"]);
      const scroll = JSON.parse(session["react-router-scroll-positions"] ?? "{}");
      expect(
        Object.values(scroll).every((y) => typeof y === "number"),
        path,
      ).toBe(true);
    }
    expect(JSON.parse(await page.evaluate(() => sessionStorage.getItem("visit")!))).toEqual({ landingPage: "/", firstSeenAt: TEST_NOW });
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe("Google Analytics with consent", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer({ ...env, GA_MEASUREMENT_ID: "G-E2ETEST01" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("no request goes to Google before the visitor allows it; after, gtag.js loads, and the choice is remembered", async ({ page }) => {
    const google: string[] = [];
    await page.route(/google/, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await gotoHydrated(page, `${server.url}/services`);
    const banner = page.getByRole("region", { name: "Allow Google Analytics?" });
    await expect(banner).toBeVisible();
    // A client-side navigation, still undecided: nothing to Google, nothing written. The
    // consent banner reacts to the new path in the same commit that sends the page view.
    const contactView = pageViewOf(page, "/contact");
    await page.locator('header a[href="/contact"]').first().click();
    await expect(page).toHaveURL(`${server.url}/contact`);
    await contactView;
    expect(await googleTagInPage(page)).toBe(false);
    expect(google).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toBe("");

    // Keyboard: focus the button and press Enter.
    await banner.getByRole("button", { name: "Allow" }).focus();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    await expect.poll(() => google.some((u) => u.startsWith("https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("granted");
    const consent = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer.slice(0, 2).map((a) => Array.from(a as ArrayLike<unknown>))),
    );
    expect(JSON.parse(consent)).toEqual([
      ["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);

    // The next visit remembers: no banner, Google Analytics starts.
    google.length = 0;
    await gotoHydrated(page, `${server.url}/about`);
    await expect.poll(() => google.length).toBeGreaterThan(0);
    await expect(page.getByRole("region", { name: "Allow Google Analytics?" })).toHaveCount(0);
  });

  test("declined: nothing goes to Google, then or on the next page", async ({ page }) => {
    const google: string[] = [];
    await page.route(/google/, (route) => {
      google.push(route.request().url());
      return route.abort();
    });
    await gotoHydrated(page, `${server.url}/`);
    await page.getByRole("button", { name: "Decline" }).click();
    const blogView = pageViewOf(page, "/blog");
    await gotoHydrated(page, `${server.url}/blog`);
    await blogView; // the page's analytics ran, the banner's choice read with it
    await expect(page.getByRole("region", { name: "Allow Google Analytics?" })).toHaveCount(0);
    expect(await googleTagInPage(page)).toBe(false);
    expect(google).toEqual([]);
  });

  test("the privacy policy explains both kinds of counting, and its button asks for the choice again", async ({ page }) => {
    await page.route(/google/, (route) => route.abort());
    await gotoHydrated(page, `${server.url}/`);
    await page.getByRole("button", { name: "Decline" }).click();
    await gotoHydrated(page, `${server.url}/privacy-policy`);
    const main = page.locator("main");
    await expect(main).toContainText("only if you allow it in the banner this site shows");
    await expect(main).toContainText("no cookie is set, and it needs no consent");
    await expect(page.getByRole("region", { name: "Allow Google Analytics?" })).toHaveCount(0);
    await main.getByRole("button", { name: "Change my Google Analytics choice" }).click();
    await expect(page.getByRole("region", { name: "Allow Google Analytics?" })).toBeVisible();
  });
});

test.describe("page views held in memory at shutdown", () => {
  // The built server: on SQLite its counters are written by build/counter-writes-worker.js.
  test("a SIGTERM writes them, exactly, and a restart on the same data reads them", async () => {
    const held = { ...env, TRUST_PROXY: "loopback", EVENT_FLUSH_MS: "3600000" }; // no timed write during the test
    const first = await startServer(held);
    for (let v = 0; v < 60; v++) {
      const res = await fetch(`${first.url}/api/event`, {
        method: "POST",
        headers: { "content-type": "text/plain", "user-agent": PERSON, "x-forwarded-for": `192.0.2.${v}` },
        body: JSON.stringify({ u: ["/about", "/services", "/blog"][v % 3], r: "", l: 1, w: 1280 }), // the site's pages: others count as (unknown)
      });
      expect(res.status).toBe(204);
    }
    expect(await first.stop("SIGTERM")).toBe(0);
    const second = await startServer(held, { dataDir: first.dataDir });
    try {
      const stats = await api(second, `/api/admin/stats?from=${TEST_TODAY}&to=${TEST_TODAY}`);
      expect(stats.totals).toMatchObject({ pageviews: 60, visits: 60, visitors: 60 });
      expect(stats.pages).toEqual(expect.arrayContaining([{ path: "/services", pageviews: 20, visitors: 20 }]));
    } finally {
      await second.stop();
    }
  });
});
