// A hover, then a click, between two public pages (issue 22): how soon the new page shows.
// The production server and the system Chromium at 1280 px on a slow network (150 ms RTT,
// 1.6 Mbps down; the CPU is not slowed: hovering is a desktop gesture). The pointer rests
// on the link for PR_HOVER_MS (default 500 ms, a hand on its way to the click), then clicks.
//   shown       from the click to the new page's first paint, or to its activation when it
//               was prerendered (it painted while hidden): timeOrigin + max(activationStart,
//               first-contentful-paint) - the click's time, both on the epoch clock
//               A client-side navigation (the whole-document app) is timed from the click to
//               the frame after the new page's title is set, and marked "client-side".
//   prerendered activationStart > 0 in the new page's navigation entry: the page was
//               prerendered by speculation rules and only activated by the click
// Budget: every run prerendered and shown within 100 ms. Without speculation rules no run
// is prerendered, and the bench says so and fails: a fast plain navigation does not count.
//   npm run bench:prerender     (PR_RUNS=1 for a quick pass, PR_HOVER_MS=300)
import { chromium, type Page } from "@playwright/test";
import { startServer } from "../tests/helpers/server-process.ts";
import { chromiumArgs, chromiumPath } from "../tests/helpers/chromium.ts";

const runs = Number(process.env.PR_RUNS ?? 3);
const hoverMs = Number(process.env.PR_HOVER_MS ?? 500);
const BUDGET_MS = 100;
/** From one public page to another, by a link a visitor sees there. */
const hops = [
  { from: "/", link: 'header a[href="/services"]', to: "/services" },
  { from: "/services", link: 'header a[href="/case-studies"]', to: "/case-studies" },
  { from: "/blog", link: 'main a[href="/blog/kubernetes-cost-optimization-karpenter"]', to: "/blog/kubernetes-cost-optimization-karpenter" },
  { from: "/case-studies", link: 'header a[href="/contact"]', to: "/contact" },
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** In every page: the click's epoch time goes to localStorage, for the page it opens to read. */
const recordClicks = () => {
  addEventListener("click", (e) => localStorage.setItem("bench-click-at", String(performance.timeOrigin + e.timeStamp)), { capture: true });
};

interface Arrival {
  shownAt: number;
  activationStart: number;
  clickAt: number;
  clientSide: boolean;
}
/** In the new page: when it showed, whether it was prerendered, and the click's time. A string,
 * so the bundler's helpers (named inner functions) do not travel into the page. */
const readArrival = (oldTitle: string) => `new Promise((resolve) => {
  const clickAt = Number(localStorage.getItem("bench-click-at"));
  if (performance.timeOrigin < clickAt) {
    // The same document: a client-side navigation. Shown once the new title is set and painted.
    const check = () => document.title !== ${JSON.stringify(oldTitle)}
      ? requestAnimationFrame(() => setTimeout(() => resolve({ shownAt: performance.timeOrigin + performance.now(), activationStart: 0, clickAt, clientSide: true })))
      : requestAnimationFrame(check);
    return check();
  }
  const nav = performance.getEntriesByType("navigation")[0];
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName("first-contentful-paint")[0];
    if (fcp) resolve({
      shownAt: performance.timeOrigin + Math.max(nav.activationStart ?? 0, fcp.startTime),
      activationStart: nav.activationStart ?? 0,
      clickAt,
      clientSide: false,
    });
  }).observe({ type: "paint", buffered: true });
})`;

async function hop(page: Page, url: string, hopDef: (typeof hops)[number]) {
  await page.goto(url + hopDef.from, { waitUntil: "load" });
  const link = page.locator(hopDef.link).filter({ visible: true }).first();
  await link.hover();
  await page.waitForTimeout(hoverMs);
  const oldTitle = await page.title();
  await Promise.all([page.waitForURL(url + hopDef.to, { waitUntil: "commit" }), link.click()]);
  const a = (await page.evaluate(readArrival(oldTitle))) as Arrival;
  return { shown: a.shownAt - a.clickAt, prerendered: a.activationStart > 0, clientSide: a.clientSide };
}

const server = await startServer({ LOG_LEVEL: "warn" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows = [];
let failed = false;
try {
  for (const h of hops) for (const p of [h.from, h.to]) await fetch(server.url + p); // into the page cache
  for (const h of hops) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
      await context.addInitScript(recordClicks);
      try {
        samples.push(await hop(page, server.url, h));
      } finally {
        await context.close();
      }
    }
    const ok = samples.every((s) => s.prerendered && s.shown <= BUDGET_MS);
    if (!ok) failed = true;
    rows.push({
      hop: `${h.from} -> ${h.to}`,
      "shown ms": Math.round(median(samples.map((s) => s.shown))),
      "per run": samples.map((s) => Math.round(s.shown)).join("/"),
      prerendered: samples.map((s) => (s.prerendered ? "yes" : s.clientSide ? "no (client-side)" : "no")).join("/"),
      budget: ok ? "pass" : "FAIL",
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`ms from the click to the new page shown, median of ${runs}, after a ${hoverMs} ms hover`);
console.table(rows);
if (rows.every((r) => !r.prerendered.includes("yes"))) {
  console.error("No page was prerendered: the site has no speculation rules yet (or Chromium ignored them). The budget cannot be met without them.");
}
if (failed) {
  console.error(`FAIL: every hop must be a prerendered page shown within ${BUDGET_MS} ms of the click.`);
  process.exit(1);
}
console.log(`PASS: every hop was prerendered and shown within ${BUDGET_MS} ms of the click.`);
