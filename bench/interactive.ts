// How soon a page on a mid-range phone reacts after it appears (issues 11 and 22): the
// production server, the system Chromium at 375 px with DevTools throttling (150 ms RTT,
// 1.6 Mbps down, 750 kbps up, 4x CPU) and an empty cache, the median of 3 runs per page.
//   first paint, LCP       paint timing and the last largest-contentful-paint entry
//   chat opens             from first paint until a tap on the chat button shows the chat
//                          box, tapping every 100 ms from first paint; "chat taps" is how
//                          many it took (1 = the first tap works)
//   chat works             from first paint until the chat answers a first "hello": the chat
//                          is tapped open at first paint, the message is typed as soon as the
//                          chat's script has taken the box over (the dialog with its "Close
//                          chat" button), and the answer is its visible text. Budget: 1,000 ms.
//   menu opens             from first paint until a tap on the mobile menu button shows its
//                          links, tapping every 100 ms from first paint; "taps" is how many
//                          it took (1 = the first tap works)
// The chat and the menu are found as a visitor finds them (the "Open chat" button, the
// chat's visible answer), so the bench works whether the page hydrates as a whole or
// only its islands. LCP stops at the first input, so the taps are timed in runs of their own.
//   npm run bench:interactive     (IA_RUNS=1 for a quick pass, IA_PAGES=/,/contact for some pages,
//                                  IA_TIMELINE=1 to print each chat run's files, from first paint)
import { chromium, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { startServer } from "../tests/helpers/server-process.ts";
import { chromiumArgs, chromiumPath } from "../tests/helpers/chromium.ts";
import { CHAT_TEXT } from "../common/chat-rules.ts";

const pages = process.env.IA_PAGES ? process.env.IA_PAGES.split(",") : ["/", "/contact", "/blog/kubernetes-cost-optimization-karpenter"];
const runs = Number(process.env.IA_RUNS ?? 3);
const CHAT_GOAL_MS = 1_000;
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 20_000;

/** Recorded in the page from its first moment: times are performance.now() of the page. */
const probe = () => {
  const b = { fp: 0, fcp: 0, lcp: 0 };
  (window as unknown as { __bench: typeof b }).__bench = b;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === "first-paint") b.fp = e.startTime;
      if (e.name === "first-contentful-paint") b.fcp = e.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    b.lcp = entries[entries.length - 1]!.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

interface Probe {
  fp: number;
  fcp: number;
  lcp: number;
}
const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => Math.round(n);

async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(probe);
  return page;
}

const newContext = () => browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** First paint and LCP, without touching the page. */
async function passiveRun(url: string) {
  const context = await newContext();
  try {
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => (window as unknown as { __bench?: Probe }).__bench?.lcp, undefined, { timeout: GIVE_UP_MS, polling: 50 });
    await page.waitForTimeout(1_000); // a late LCP candidate (an image that decodes late)
    return await readProbe(page);
  } finally {
    await context.close();
  }
}

/** Opens a page and waits for its first paint; times are then counted from it. */
async function atFirstPaint(context: BrowserContext, url: string) {
  const page = await throttledPage(context);
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as unknown as { __bench?: Probe }).__bench?.fp, undefined, { timeout: GIVE_UP_MS, polling: 10 });
  return { page, fp: (await readProbe(page)).fp };
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Taps `target` every 100 ms from first paint until `shown` holds; how long, and how many taps. */
async function tapUntil(page: Page, fp: number, target: Locator, shown: () => Promise<boolean>, what: string) {
  let taps = 0;
  for (;;) {
    if (await shown()) return { openedAfter: (await pageNow(page)) - fp, taps };
    if ((await pageNow(page)) - fp > GIVE_UP_MS) throw new Error(`${what} did not open in ${GIVE_UP_MS} ms (${taps} taps)`);
    const box = await target.boundingBox();
    if (box) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      taps++;
    }
    await page.waitForTimeout(TAP_EVERY_MS);
  }
}

/** Each file the page fetched: start..end in ms from first paint, its name and bytes on the wire (IA_TIMELINE=1). */
const timeline = (page: Page, fp: number) =>
  page.evaluate(
    (fp) =>
      performance
        .getEntriesByType("resource")
        .map((e) => e as PerformanceResourceTiming)
        .map((r) => `  ${Math.round(r.startTime - fp)}..${Math.round(r.responseEnd - fp)} ${r.name.split("/").pop()} ${r.encodedBodySize} B`)
        .join("\n"),
    fp,
  );

/** The first tap on the chat at first paint, then a "hello" once the chat's script has the box. */
async function chatRun(url: string) {
  const context = await newContext();
  try {
    const { page, fp } = await atFirstPaint(context, url);
    const button = page.getByRole("button", { name: "Open chat" }).or(page.getByLabel("Open chat")).first();
    const box = page
      .getByRole("region", { name: CHAT_TEXT.title })
      .or(page.getByRole("dialog", { name: CHAT_TEXT.title }))
      .first();
    const opened = await tapUntil(page, fp, button, () => box.isVisible(), `${url}: the chat`);
    // The script's chat, not the plain form (whose Enter would post to /chat): its dialog and close button.
    const island = page.getByRole("dialog", { name: CHAT_TEXT.title });
    await island.getByRole("button", { name: "Close chat" }).waitFor({ timeout: GIVE_UP_MS });
    const input = island.getByPlaceholder(CHAT_TEXT.placeholder);
    await input.fill("hello");
    await input.press("Enter");
    const answeredAt = await page.waitForFunction((answer) => (document.body.innerText.includes(answer) ? performance.now() : 0), CHAT_TEXT.greetingReply, {
      timeout: GIVE_UP_MS,
      polling: "raf",
    });
    const worksAfter = ((await answeredAt.jsonValue()) as number) - fp;
    if (process.env.IA_TIMELINE) console.log(`${url}: works after ${ms(worksAfter)} ms\n${await timeline(page, fp)}`);
    return { ...opened, worksAfter };
  } finally {
    await context.close();
  }
}

/** The links of the mobile menu, seen by the visitor: inside the header, on screen and not covered. */
const menuLinksVisible = () => {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('header a[href="/case-studies"]')];
  return links.some((a) => {
    const r = a.getBoundingClientRect();
    if (!r.width || !r.height || r.bottom < 0 || r.top > innerHeight) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && a.contains(hit);
  });
};

/** The mobile menu's trigger, whatever element it is (a button today, perhaps a <summary>). */
const TRIGGER = 'header [aria-controls="mobile-menu"], header :is(button, summary, label)[aria-label*="menu" i]';

/** Taps the mobile menu button every 100 ms from the first paint until its links show. */
async function tapRun(url: string) {
  const context = await newContext();
  try {
    const { page, fp } = await atFirstPaint(context, url);
    const visible = page.locator(TRIGGER).filter({ visible: true }).first();
    if (!(await visible.count())) throw new Error(`${url}: no visible mobile menu button (${TRIGGER})`);
    return await tapUntil(page, fp, visible, () => page.evaluate((check) => (0, eval)(check)() as boolean, `(${menuLinksVisible})`), `${url}: the mobile menu`);
  } finally {
    await context.close();
  }
}

const server = await startServer({ LOG_LEVEL: "warn" });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const rows = [];
let failed = false;
try {
  // The server renders each page once into its cache, as after any first visit (decision 009).
  for (const page of pages) await fetch(server.url + page);
  await passiveRun(server.url + pages[0]); // the browser's first navigation is slower than the rest
  for (const path of pages) {
    const passive: Probe[] = [];
    const taps: Awaited<ReturnType<typeof tapRun>>[] = [];
    const chats: Awaited<ReturnType<typeof chatRun>>[] = [];
    for (let i = 0; i < runs; i++) passive.push(await passiveRun(server.url + path));
    for (let i = 0; i < runs; i++) chats.push(await chatRun(server.url + path));
    for (let i = 0; i < runs; i++) taps.push(await tapRun(server.url + path));
    const row = {
      page: path,
      "first paint": ms(median(passive.map((r) => r.fp))),
      LCP: ms(median(passive.map((r) => r.lcp))),
      "chat opens": ms(median(chats.map((c) => c.openedAfter))),
      "chat taps": chats.map((c) => c.taps).join("/"),
      "chat works": ms(median(chats.map((c) => c.worksAfter))),
      "menu opens": ms(median(taps.map((t) => t.openedAfter))),
      taps: taps.map((t) => t.taps).join("/"),
    };
    const ok = taps.every((t) => t.taps === 1) && chats.every((c) => c.taps === 1) && row["chat works"] <= CHAT_GOAL_MS;
    if (!ok) failed = true;
    rows.push({ ...row, budget: ok ? "pass" : "FAIL" });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`ms, median of ${runs}; "chat opens", "chat works" and "menu opens" are counted from the first paint, taps per run`);
console.table(rows);
if (failed) {
  console.error(`FAIL: the first tap opens the chat and the mobile menu, and the chat answers within ${CHAT_GOAL_MS} ms of the first paint.`);
  process.exit(1);
}
console.log(`PASS: the first tap opens the chat and the mobile menu, and the chat answers within ${CHAT_GOAL_MS} ms of the first paint.`);
