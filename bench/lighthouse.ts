// Lighthouse (mobile defaults) over one page of each screen type, 3 runs each, on the
// production server with the system Chromium; prints the medians and fails when a page
// misses the budgets (every category >= 98, CLS 0; the 404 page's SEO and
// best practices are not budgeted: noindex, and its own 404 status is a console error). Reports go to bench/.reports/.
//   npm run bench:lighthouse     (LH_RUNS=1 for a quick pass, LH_PAGES=/,/blog for some pages)
//   npm run bench:lighthouse -- --busy-core
//     A phone is rarely idle (issue 22): a second process spins one core at 100% for the
//     whole run. 3 runs each on /, /services, a post, /case-studies and /contact; every run
//     is printed, and every run must score performance >= 98 with TBT <= 50 ms.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startServer } from "../tests/helpers/server-process.ts";
import { benchScreens } from "./screens.ts";
import { chromiumArgs, chromiumPath } from "../tests/helpers/chromium.ts";

// Lighthouse is installed on first use into bench/.tools rather than in package.json: one
// of its dependencies asks for "latest" of a package, which would make the lockfile go
// stale by itself and break `npm ci`.
const tools = path.resolve("bench/.tools");
const lhEntry = path.join(tools, "node_modules/lighthouse/core/index.js");
if (!fs.existsSync(lhEntry)) {
  fs.mkdirSync(tools, { recursive: true });
  execFileSync("npm", ["install", "--prefix", tools, "--no-audit", "--no-fund", "lighthouse@12.8.2", "chrome-launcher@1.2.1"], { stdio: "inherit" });
}
const lighthouse = (await import(pathToFileURL(lhEntry).href)).default as (
  url: string,
  flags: object,
) => Promise<{ lhr: any; report: string | string[] } | undefined>;
const chromeLauncher = (await import(pathToFileURL(path.join(tools, "node_modules/chrome-launcher/dist/index.js")).href)) as {
  launch(o: object): Promise<{ port: number; kill(): Promise<void> | void }>;
};

const busyCore = process.argv.includes("--busy-core");
const BUSY_PAGES = ["/", "/services", "/blog/kubernetes-cost-optimization-karpenter", "/case-studies", "/contact"];
const BUSY_PERF = 98;
const BUSY_TBT_MS = 50;
const allPages = busyCore ? BUSY_PAGES : benchScreens;
// The search page is noindex on purpose (issue 14), which fails Lighthouse's "is-crawlable"
// audit by design: its SEO budget is every other SEO audit passing.
const isSearch = (page: string) => page.startsWith("/search");
// LH_PAGES=/,/blog measures only those pages (for a quick look while fixing one).
const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(",") : allPages;
const runs = Number(process.env.LH_RUNS ?? 3);
const BUDGET = 98;
const outDir = path.resolve("bench/.reports/lighthouse");
fs.mkdirSync(outDir, { recursive: true });
interface Sample {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  script: number;
  /** 1 when every weighted SEO audit but "is-crawlable" passes. */
  seoButCrawlable: number;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer({ LOG_LEVEL: "warn" });
// The busy core: a second Node process that spins until it is killed (no JavaScript signal
// handler, so SIGTERM ends it at once).
const spinner = busyCore ? spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" }) : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
// The not-found page answers 404 on purpose; Lighthouse scores it all the same.
const flags = { port: chrome.port, output: "json", logLevel: "error", ignoreStatusCode: true };
/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and kin) is run again. */
async function audit(page: string, attempts = 3) {
  for (let i = 1; ; i++) {
    const result = await lighthouse(`${server.url}${page}`, flags);
    if (result && !result.lhr.runtimeError) return result;
    if (i === attempts) throw new Error(`Lighthouse failed on ${page}: ${result?.lhr.runtimeError?.message ?? "no result"}`);
  }
}
const rows = [];
const perRun: { page: string; run: number; perf: number; "TBT ms": number; "LCP ms": number; budget: string }[] = [];
let failed = false;
try {
  // Warm up: the server renders each page once into its cache, as it would after any
  // visit, and Chrome's first navigation (which sometimes records no trace) is spent.
  for (const page of pages) await fetch(server.url + page);
  await lighthouse(`${server.url}/`, flags);
  for (const page of pages) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await audit(page);
      const lhr = result.lhr;
      fs.writeFileSync(path.join(outDir, `${page.replace(/\W+/g, "_") || "home"}-${i + 1}.json`), result.report as string);
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const metric = (k: string) => lhr.audits[k]?.numericValue ?? 0;
      const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? [];
      const run = { perf: score("performance"), tbt: Math.round(metric("total-blocking-time")) };
      const runOk = run.perf >= BUSY_PERF && run.tbt <= BUSY_TBT_MS;
      if (busyCore && !runOk) failed = true;
      perRun.push({
        page,
        run: i + 1,
        perf: run.perf,
        "TBT ms": run.tbt,
        "LCP ms": Math.round(metric("largest-contentful-paint")),
        budget: runOk ? "pass" : "FAIL",
      });
      samples.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        bytes: items.find((x) => x.resourceType === "total")?.transferSize ?? 0,
        script: items.find((x) => x.resourceType === "script")?.transferSize ?? 0,
        seoButCrawlable: Number(
          (lhr.categories.seo?.auditRefs ?? [])
            .filter((ref: { id: string; weight: number }) => ref.weight > 0 && ref.id !== "is-crawlable")
            .every((ref: { id: string }) => lhr.audits[ref.id]?.score === 1 || lhr.audits[ref.id]?.score === null),
        ),
      });
    }
    const m = (k: keyof Sample) => median(samples.map((s) => s[k]));
    const r = {
      page,
      perf: m("performance"),
      a11y: m("accessibility"),
      bp: m("best-practices"),
      seo: m("seo"),
      "LCP ms": Math.round(m("lcp")),
      "TBT ms": Math.round(m("tbt")),
      CLS: Number(m("cls").toFixed(3)),
      KB: Math.round(m("bytes") / 1024),
      "JS KB": Math.round(m("script") / 1024),
    };
    // Noindex pages: the 404 (SEO and best practices: its own 404 status is a console error)
    // and /search (SEO: every audit but is-crawlable must pass).
    const notFound = page === "/no-such-page";
    const seoOk = notFound || (isSearch(page) ? m("seoButCrawlable") === 1 : r.seo >= BUDGET);
    // Quiet: 100 in all four categories is the goal (issue 22); the hard floor stays 98.
    if (!busyCore && (r.perf < BUDGET || r.a11y < BUDGET || (!notFound && r.bp < BUDGET) || !seoOk || r.CLS > 0)) failed = true;
    rows.push(r);
  }
} finally {
  spinner?.kill();
  await chrome.kill();
  await server.stop();
}
if (busyCore) {
  console.log(`One core kept busy by a second process; every run must score performance >= ${BUSY_PERF} and TBT <= ${BUSY_TBT_MS} ms.`);
  console.table(perRun);
}
console.table(rows);
if (!busyCore) {
  const below100 = rows.filter((r) => r.page !== "/no-such-page" && !isSearch(r.page) && [r.perf, r.a11y, r.bp, r.seo].some((x) => x < 100));
  console.log(
    below100.length
      ? `Goal (quiet machine): 100 in all four categories; below it: ${below100.map((r) => r.page).join(", ")}`
      : "Goal met: 100 in all four categories.",
  );
}
if (pages.includes("/no-such-page")) console.log("/no-such-page answers 404 and is noindex on purpose: its SEO score is not budgeted.");
if (pages.some(isSearch)) console.log("/search is noindex on purpose: its SEO budget is every SEO audit but is-crawlable passing.");
if (failed) {
  console.error(
    busyCore
      ? `FAIL: some runs miss the busy-core budget (performance >= ${BUSY_PERF}, TBT <= ${BUSY_TBT_MS} ms).`
      : `FAIL: some pages miss the Lighthouse budgets (${BUDGET} in every category, CLS 0).`,
  );
  process.exit(1);
}
console.log(busyCore ? "PASS: every run within the busy-core budget." : "PASS: every page within the Lighthouse budgets.");
