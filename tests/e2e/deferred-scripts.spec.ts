// The deferred-scripts rewrite (docs/decisions/008) on React Router's real output, one
// page per public route: the production server's page carries no modulepreload link and
// no module script, its loader adds exactly the preloads and the module script React
// Router rendered for the same page, and the page hydrates. React Router's own markup
// comes from the same build rendered in this process, where NODE_ENV is not
// "production" and app/entry.server.tsx leaves it as React Router wrote it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import request from "supertest";
import { matchPath, type ServerBuild } from "react-router";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { startTestApp } from "../helpers/test-app.ts";
import { findLoader, runLoader } from "../helpers/deferred-loader.ts";
import { attribute, htmlElements, textOf } from "../../server/pages/html-elements.ts";
import { pagesHandler } from "../../server/pages/handler.ts";

const base = () => process.env.BASE_URL!;
// Public pages the sitemap does not list; everything else comes from /sitemap.xml.
const EXTRA = ["/search?q=kubernetes", "/chat", "/admin/sign-in", "/definitely/not/here"];

/** What React Router put in the page: its modulepreload hrefs and its module scripts' text. */
function scriptsOf(html: string) {
  const preloads: string[] = [];
  const modules: string[] = [];
  for (const el of htmlElements(html)) {
    if (el.tagName === "link" && /(^|\s)modulepreload(\s|$)/i.test(attribute(el, "rel") ?? "")) preloads.push(attribute(el, "href")!);
    if (el.tagName === "script" && (attribute(el, "type") ?? "").toLowerCase() === "module") modules.push(textOf(el));
  }
  return { preloads, modules };
}

/** One URL per route: the sitemap's pages grouped by the route pattern they match. */
function onePerRoute(build: ServerBuild, paths: string[]): string[] {
  const patterns = Object.values(build.routes)
    .map((r) => r?.path)
    .filter((p): p is string => p !== undefined && p !== "*")
    .sort((a, b) => a.split(":").length - b.split(":").length); // static paths before parameters
  const byPattern = new Map<string, string>();
  for (const p of paths) {
    const pattern = patterns.find((pt) => matchPath({ path: `/${pt}`, end: true }, p)) ?? (p === "/" ? "" : undefined);
    if (pattern === undefined) throw new Error(`${p} matches no route`);
    if (!byPattern.has(pattern)) byPattern.set(pattern, p);
  }
  return [...byPattern.values(), ...EXTRA];
}

test.describe.configure({ mode: "serial" });

test("on every public route, the loader adds exactly what React Router rendered, and the page hydrates", async ({ page }) => {
  test.setTimeout(240_000);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "test"; // while the build is imported: no rewrite in this process
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  // Assigning undefined would store the string "undefined" for the rest of this worker.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const app = await startTestApp("sqlite", {}, { pages: pagesHandler({ build, mode: "production", cache: null, renderRateLimit: 100_000 }) });
  try {
    const sitemap = await (await fetch(`${base()}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const urls = onePerRoute(build, paths);
    expect(urls.length).toBeGreaterThan(15);

    for (const url of urls) {
      const original = scriptsOf((await request(app.app).get(url).set("Accept", "text/html")).text);
      // If React Router stopped emitting these, the rewrite would find nothing: say so.
      expect(original.preloads.length, `${url}: React Router's modulepreload links`).toBeGreaterThan(3);
      expect(original.modules, `${url}: React Router's module script`).toHaveLength(1);

      const served = await (await fetch(`${base()}${url}`)).text();
      expect(scriptsOf(served), `${url}: nothing left to block the first paint`).toEqual({ preloads: [], modules: [] });
      const loader = findLoader(served);
      expect(loader, `${url}: the loader script`).toBeDefined();
      const run = runLoader(loader!.text, loader!.nonce ?? "");
      expect(run.beforeFrame, url).toBe(0);
      expect(
        run.preloads.map((p) => p.href),
        url,
      ).toEqual(original.preloads);
      expect(
        run.modules.map((m) => m.text),
        url,
      ).toEqual(original.modules);

      const res = await gotoHydrated(page, `${base()}${url}`);
      expect(res!.status(), url).toBeLessThan(500);
    }
  } finally {
    await app.close();
  }
});
