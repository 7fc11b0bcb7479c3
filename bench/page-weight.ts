// What each public page weighs (issue 22): the document itself and the JavaScript a
// visitor's browser fetches before they touch anything.
//   HTML KB, HTML KB br   the server's HTML, as sent and brotli-compressed
//   elements              elements in the document as parsed (JavaScript off)
//   inline CSS KB         text of the page's <style> elements
//   inline SVG KB         markup of the page's outermost <svg> elements
//   JS KB br              every script the page runs before any interaction, brotli (quality 11):
//                         external files the browser fetched at 375 px with JavaScript on, until
//                         the network is quiet, plus the text of inline scripts
// Budget: JS at most 15 KB br on every public page but /contact and /book (their form and
// calendar islands load after the first paint, as soon as they are in view; decision 040). The document figures are printed for docs/decisions/025; they have no
// hard budget yet.
//   npm run bench:weight     (WEIGHT_PAGES=/,/blog for some pages)
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import { startServer } from "../tests/helpers/server-process.ts";
import { chromiumArgs, chromiumPath } from "../tests/helpers/chromium.ts";
import { benchScreens } from "./screens.ts";

const JS_BUDGET = 15 * 1024;
const exempt = new Set(["/contact", "/book"]);
const pages = process.env.WEIGHT_PAGES ? process.env.WEIGHT_PAGES.split(",") : benchScreens;
const kb = (n: number) => Math.round(n / 102.4) / 10;
const br = (text: string | Buffer) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Measured in the parsed document with JavaScript off: what the HTML alone builds. */
const documentFigures = () => {
  const outermostSvgs = [...document.querySelectorAll("svg")].filter((svg) => !svg.parentElement?.closest("svg"));
  return {
    elements: document.getElementsByTagName("*").length,
    inlineCss: [...document.querySelectorAll("style")].reduce((n, s) => n + (s.textContent ?? "").length, 0),
    inlineSvg: outermostSvgs.reduce((n, s) => n + s.outerHTML.length, 0),
    svgCount: outermostSvgs.length,
  };
};
const isRunnableInline = (type: string | null) => !type || type === "module" || type === "text/javascript";

const server = await startServer({ LOG_LEVEL: "warn" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows = [];
const over: string[] = [];
try {
  for (const page of pages) await fetch(server.url + page); // rendered once into the page cache
  for (const path of pages) {
    const html = await (await fetch(server.url + path)).text();

    const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const quiet = await still.newPage();
    await quiet.goto(server.url + path);
    const doc = await quiet.evaluate(documentFigures);
    await still.close();

    const live = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const tab = await live.newPage();
    const scripts: Promise<number>[] = [];
    tab.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.body().then(br, () => 0));
    });
    await tab.goto(server.url + path, { waitUntil: "load" });
    await tab.waitForLoadState("networkidle");
    await tab.waitForTimeout(1_500); // idle-time islands and the deferred loader (decision 008)
    await tab.waitForLoadState("networkidle");
    const inline = await tab.evaluate(
      (runnable) =>
        [...document.querySelectorAll("script:not([src])")]
          .filter((s) => (0, eval)(runnable)(s.getAttribute("type")))
          .map((s) => s.textContent ?? "")
          .join("\n"),
      `(${isRunnableInline})`,
    );
    const jsBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) + (inline ? br(inline) : 0);
    await live.close();

    const budgeted = !exempt.has(path);
    const ok = !budgeted || jsBytes <= JS_BUDGET;
    if (!ok) over.push(path);
    rows.push({
      page: path,
      "HTML KB": kb(Buffer.byteLength(html)),
      "HTML KB br": kb(br(html)),
      elements: doc.elements,
      "inline CSS KB": kb(doc.inlineCss),
      "inline SVG KB": kb(doc.inlineSvg),
      svgs: doc.svgCount,
      "JS KB br": kb(jsBytes),
      "JS budget": budgeted ? (ok ? "pass" : "FAIL") : "exempt",
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.table(rows);
console.log(`JS budget: at most ${kb(JS_BUDGET)} KB brotli before any interaction on every public page but ${[...exempt].join(", ")}.`);
if (over.length) {
  console.error(`Over the JavaScript budget: ${over.join(", ")}`);
  process.exit(1);
}
console.log("All pages within the JavaScript budget.");
