// JavaScript and CSS that each screen's first load fetches, gzipped, against the budget
// (DESIGN.md: home JS <= 150 KB, CSS <= 25 KB gzipped).
//   npm run bench:weight
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "../tests/helpers/server-process.ts";
import { deferredModules } from "../app/lib/document/defer-app-scripts.server.ts";
import { benchScreens } from "./screens.ts";

const screens = benchScreens;
const kb = (n: number) => Math.round(n / 102.4) / 10;
const gz = (file: string) => gzipSync(fs.readFileSync(path.join("build/client", file)), { level: 9 }).length;

const server = await startServer();
const rows = [];
let failed = false;
try {
  for (const screen of screens) {
    const html = await (await fetch(server.url + screen)).text();
    // The modules the page loads after its first paint (app/lib/document/defer-app-scripts.server.ts),
    // and its stylesheet, inlined (app/lib/document/inline-stylesheet.tsx) or linked.
    const js = deferredModules(html);
    if (!js.length) throw new Error(`${screen}: no script list found in the HTML; has the page's script markup changed?`);
    const css = [...html.matchAll(/<style data-href="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
    const jsBytes = [...new Set(js)].reduce((n, f) => n + gz(f), 0);
    const cssBytes = [...new Set(css)].reduce((n, f) => n + gz(f), 0);
    const htmlBytes = gzipSync(html).length;
    if (screen === "/" && (jsBytes > 150 * 1024 || cssBytes > 25 * 1024)) failed = true;
    rows.push({ screen, "JS KB gz": kb(jsBytes), "CSS KB gz": kb(cssBytes), "HTML KB gz": kb(htmlBytes) });
  }
} finally {
  await server.stop();
}
console.table(rows);
if (failed) {
  console.error("Home page over budget (JS 150 KB, CSS 25 KB gzipped)");
  process.exit(1);
}
