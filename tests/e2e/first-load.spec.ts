// A public page is a document (docs/decisions/023): before any interaction it loads one
// script, the islands' loader, at most 15 KB brotli (issue 22's budget). The contact
// page's form island and /book's calendar island wake as soon as they are in view, after the first paint.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated, islandReady } from "../helpers/hydrated.ts";
import { CONTENT_ROUTES, PARAM } from "../../common/content-api.ts";

const base = () => process.env.BASE_URL!;
const BUDGET_BROTLI_BYTES = 15 * 1024;

const documents = [
  "/",
  "/services",
  "/services/kubernetes-managed-services",
  "/case-studies",
  "/blog/webrtc-turn-servers-explained",
  "/about",
  "/search?q=kubernetes",
  "/definitely/not/here",
];

for (const path of documents) {
  test(`before any interaction ${path} loads only the islands' loader, within ${BUDGET_BROTLI_BYTES / 1024} KB brotli`, async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
    await gotoHydrated(page, `${base()}${path}`);
    await page.waitForTimeout(300); // an idle or visible island would have woken by now
    expect(scripts, scripts.join("\n")).toEqual([expect.stringMatching(/^\/assets\/islands\/loader-[\w-]+\.js$/)]);
    let bytes = 0;
    for (const src of scripts) {
      const res = await request.get(`${base()}${src}`, { headers: { "Accept-Encoding": "br" } });
      expect(res.headers()["content-encoding"], src).toBe("br");
      bytes += Number(res.headers()["content-length"]);
    }
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BROTLI_BYTES);
  });
}

test("on /contact the form island hydrates once the form is in view, with React in one chunk", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
  await gotoHydrated(page, `${base()}/contact`);
  await page.locator("[data-island=contact][data-ready]").waitFor({ state: "attached" });
  expect(
    scripts.filter((s) => /\/react-[\w-]+\.js$/.test(s)),
    scripts.join("\n"),
  ).toHaveLength(1);
  expect(
    scripts.every((s) => s.startsWith("/assets/islands/")),
    scripts.join("\n"),
  ).toBe(true);
});

test("on /book the calendar island mounts once the times are in view, with React in one chunk (decision 040)", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
  await gotoHydrated(page, `${base()}/book?tz=Asia%2FKolkata`);
  await page.locator("[data-island=booking][data-ready]").waitFor({ state: "attached" });
  await expect(page.getByRole("grid")).toBeVisible();
  expect(
    scripts.filter((s) => /\/react-[\w-]+\.js$/.test(s)),
    scripts.join("\n"),
  ).toHaveLength(1);
  expect(
    scripts.every((s) => s.startsWith("/assets/islands/")),
    scripts.join("\n"),
  ).toBe(true);
});

test("a font that arrives late moves nothing: no layout shift on a white paper's page at 412 px", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The web font held back a second and a half, as on a slow phone line.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) w.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await gotoHydrated(page, `${base()}/white-papers/1`);
  // The late font has arrived and is in use; two frames later any shift it caused is counted.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes("Inter") && f.status === "loaded")), { timeout: 15_000 })
    .toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});

// A list page's HTML carries its items; bodies (a solution's "about", a
// service's or case study's text) belong to the detail pages and would only add weight.
test("list pages carry no item bodies in their first HTML", async ({ request }) => {
  const solution = await (await request.get(`${base()}/api/solutions/cloud-migration`)).json();
  const service = (await (await request.get(`${base()}/api/services`)).json())[0];
  const bodyStart = (html: string) =>
    html
      .replace(/<[^>]+>/g, "")
      .trim()
      .slice(0, 60);
  for (const path of ["/", "/solutions"]) {
    const html = await (await request.get(`${base()}${path}`)).text();
    expect(html, path).toContain(solution.title);
    expect(html, path).not.toContain(bodyStart(solution.about));
  }
  const servicesHtml = await (await request.get(`${base()}/services`)).text();
  expect(servicesHtml).toContain(service.title);
  expect(servicesHtml).not.toContain(bodyStart(service.content));
});

test("the preloaded font holds only the weights the site uses (scripts/build-fonts.ts)", async ({ request }) => {
  const html = await (await request.get(`${base()}/`)).text();
  const href = /<link rel="preload" href="([^"]+\.woff2)" as="font"/.exec(html)?.[1];
  expect(href).toMatch(/inter-latin-wght-400-800-normal-[\w-]+\.woff2$/);
  const font = await request.get(`${base()}${href}`);
  expect(font.status()).toBe(200);
  // The package's file is 48 KB with every weight from 100 to 900.
  expect((await font.body()).length).toBeLessThan(34_000);
});

// The content reaches a public page as HTML, and only as HTML (decision 036): the document
// holds no router context and no query cache, and neither the page nor a woken island asks
// the content API for JSON.
test("a reader's pages carry their content as HTML: no query cache in the document, no content JSON fetched", async ({ page }) => {
  const contentPaths = Object.values(CONTENT_ROUTES).map((r) => new RegExp(`^${r.path.replace(PARAM, "[^/]+")}$`));
  const contentFetches: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (contentPaths.some((p) => p.test(path))) contentFetches.push(path);
  });
  for (const path of ["/", "/services", "/solutions/cloud-migration", "/blog", "/blog/webrtc-turn-servers-explained"]) {
    const html = await (await gotoHydrated(page, `${base()}${path}`))!.text();
    expect(html, path).not.toMatch(/__reactRouterContext|streamController|dehydratedState|"queries":\[|"queryKey"/);
  }
  // The chat island wakes on the bubble (React, the chat's code) and still reads no content.
  await page.getByLabel("Open chat").click();
  await islandReady(page, "chat");
  expect(contentFetches).toEqual([]);
});
