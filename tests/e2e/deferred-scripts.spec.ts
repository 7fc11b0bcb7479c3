// How each kind of page reaches the browser, on React Router's real output
// (docs/decisions/023 and 008). A public page is a document: React Router renders it on
// the server, but it carries none of React Router's scripts (no modulepreload, no
// hydrating module script, no router context), only the islands' loader and the
// speculation rules. The desk is still a hydrated React Router app: the production
// server's desk page moves exactly the preloads and the module script React Router
// rendered into its after-first-paint loader, and the page hydrates. React Router's own
// markup comes from the same build rendered in this process, where NODE_ENV is not
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
const EXTRA = ["/search?q=kubernetes", "/chat", "/definitely/not/here"];
const DESK = ["/admin/sign-in"];

/** What React Router put in the page: its modulepreload hrefs and its inline module scripts' text. */
function scriptsOf(html: string) {
  const preloads: string[] = [];
  const modules: string[] = [];
  for (const el of htmlElements(html)) {
    if (el.tagName === "link" && /(^|\s)modulepreload(\s|$)/i.test(attribute(el, "rel") ?? "")) preloads.push(attribute(el, "href")!);
    if (el.tagName === "script" && (attribute(el, "type") ?? "").toLowerCase() === "module" && attribute(el, "src") === undefined) modules.push(textOf(el));
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

async function importBuild(): Promise<ServerBuild> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "test"; // while the build is imported: no rewrite in this process
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  // Assigning undefined would store the string "undefined" for the rest of this worker.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return build;
}

test("every public route is a document: no React Router scripts, one islands loader, speculation rules", async ({ page }) => {
  test.setTimeout(240_000);
  const build = await importBuild();
  const app = await startTestApp("sqlite", {}, { pages: pagesHandler({ build, mode: "production", cache: null, renderRateLimit: 100_000 }) });
  try {
    const sitemap = await (await fetch(`${base()}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const urls = onePerRoute(build, paths);
    expect(urls.length).toBeGreaterThan(15);

    for (const url of urls) {
      // As React Router renders it, and as the production server sends it.
      for (const html of [(await request(app.app).get(url).set("Accept", "text/html")).text, await (await fetch(`${base()}${url}`)).text()]) {
        const { preloads, modules } = scriptsOf(html);
        expect(preloads, `${url}: React Router's modulepreload links`).toEqual([]);
        expect(modules, `${url}: module scripts (inline ones are React Router's)`).toEqual([]);
        expect(html, `${url}: React Router's context`).not.toContain("__reactRouterContext");
        const external = [...htmlElements(html)].filter((el) => el.tagName === "script" && attribute(el, "src") !== undefined);
        expect(
          external.map((el) => [attribute(el, "type"), attribute(el, "src")]),
          url,
        ).toEqual([["module", expect.stringMatching(/^\/assets\/islands\/loader-[\w-]+\.js$|^\/app\/islands\/loader\.ts$/)]]); // hashed in production, the source in process
        const rules = [...htmlElements(html)].filter((el) => el.tagName === "script" && attribute(el, "type") === "speculationrules");
        expect(rules, `${url}: speculation rules`).toHaveLength(1);
      }
      const res = await gotoHydrated(page, `${base()}${url}`);
      expect(res!.status(), url).toBeLessThan(500);
    }
  } finally {
    await app.close();
  }
});

test("the desk is a React Router app: its loader adds exactly what React Router rendered, and the page hydrates", async ({ page }) => {
  test.setTimeout(120_000);
  const build = await importBuild();
  const app = await startTestApp("sqlite", {}, { pages: pagesHandler({ build, mode: "production", cache: null, renderRateLimit: 100_000 }) });
  try {
    for (const url of DESK) {
      const rendered = (await request(app.app).get(url).set("Accept", "text/html")).text;
      const original = scriptsOf(rendered);
      // If React Router stopped emitting these, the rewrite would find nothing: say so.
      expect(original.preloads.length, `${url}: React Router's modulepreload links`).toBeGreaterThan(3);
      expect(original.modules, `${url}: React Router's module script`).toHaveLength(1);
      expect(rendered, `${url}: no islands loader on the desk`).not.toContain("/assets/islands/");

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

      await page.goto(`${base()}${url}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
  } finally {
    await app.close();
  }
});
