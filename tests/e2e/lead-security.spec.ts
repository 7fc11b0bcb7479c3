// What an attacker meets on the public side of the production build (decision 019): a
// form token replayed to every path and spelling that creates a lead is kept as spam,
// pages rendered per request have a per-address budget, and no page needs an inline
// style the CSP does not list. Each test starts its own server, so no other spec's
// traffic counts against its limits.
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { pinnedServerEnv } from "../helpers/test-clock.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";
import { FORM_TOKEN_FIELD } from "../../common/contact-fields.ts";

/** One request from a chosen loopback address (127.0.0.N), as a second client would send it. */
function send(url: string, opts: { from?: string; method?: string; form?: Record<string, string> } = {}) {
  const body = opts.form ? new URLSearchParams(opts.form).toString() : undefined;
  const target = new URL(url);
  return new Promise<{ status: number; location?: string; text: string }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? "GET",
        localAddress: opts.from ?? "127.0.0.1",
        headers: {
          Accept: "text/html",
          ...(body === undefined
            ? {}
            : { "Content-Type": "application/x-www-form-urlencoded", Origin: target.origin, "Content-Length": Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const tokenIn = (html: string) => new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(html)?.[1];

function leadsWith(server: ServerProcess, text: string): { message: string; flag: string | null; status: string }[] {
  const db = new Database(path.join(server.dataDir, "site.db"), { readonly: true });
  try {
    return db.prepare("select message, flag, status from leads where instr(message, ?) > 0 order by id").all(text) as never;
  } finally {
    db.close();
  }
}

test.describe("a replayed form token", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer({ ...pinnedServerEnv, CONTACT_RATE_LIMIT: "100000", CONTACT_MIN_FILL_MS: "0" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("is kept as spam on every path and spelling that creates a lead, never delivered as a second clean lead", async () => {
    const token = tokenIn((await send(`${server.url}/contact`)).text);
    expect(token).toBeDefined();
    const lead = (where: string) => ({ name: "Rui Costa", email: "rui@example.org", message: `token-replay ${where}`, [FORM_TOKEN_FIELD]: token! });
    const first = await send(`${server.url}/contact`, { method: "POST", form: lead("first") });
    expect(first.status).toBe(303);
    expect(leadsWith(server, "token-replay first")).toEqual([{ message: "token-replay first", flag: null, status: "new" }]);

    const spellings = [
      "/contact",
      "/contact/",
      "/Contact",
      "/%63ontact",
      "/contact.data",
      "/contact?index",
      "/chat",
      "/chat/",
      "/CHAT",
      "/chat.data",
      "/api/contact",
    ];
    for (const spelling of spellings) {
      const res = await send(`${server.url}${spelling}`, { method: "POST", form: lead(spelling) });
      const stored = leadsWith(server, `token-replay ${spelling}`);
      // Whatever the spelling answers, a replay is never a clean lead; an accepted one is kept, marked.
      expect(
        stored.filter((l) => l.flag !== "token-reused"),
        `${spelling} answered ${res.status}`,
      ).toEqual([]);
      if (res.status < 400) expect(stored, `${spelling} answered ${res.status}`).toEqual([expect.objectContaining({ flag: "token-reused", status: "spam" })]);
    }
    // The no-JavaScript forms still tell the visitor it was sent (a bot learns nothing).
    expect((await send(`${server.url}/contact`, { method: "POST", form: lead("again") })).location).toBe("/contact?sent=1#message-sent");
    expect((await send(`${server.url}/chat`, { method: "POST", form: lead("chat again") })).location).toBe("/chat?sent=1#chat-sent");
  });
});

test.describe("pages rendered per request", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer({ ...pinnedServerEnv, RENDER_RATE_LIMIT: "5" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("share one budget per address for /contact and /chat; cached pages and other addresses are not held up", async () => {
    const from = "127.0.0.2";
    const statuses: number[] = [];
    for (const page of ["/contact", "/chat", "/contact", "/chat", "/contact", "/contact", "/chat"])
      statuses.push((await send(`${server.url}${page}`, { from })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await send(`${server.url}/contact`, { from });
    expect(refused.text).toContain("Too many pages from your address");
    expect((await send(`${server.url}/about`, { from })).status).toBe(200);
    expect((await send(`${server.url}/contact`, { from: "127.0.0.5" })).status).toBe(200);
  });

  test("count a search only when its query is not in the page cache yet", async () => {
    const from = "127.0.0.3";
    // One query, asked ten times: one render, then cache hits.
    for (let i = 0; i < 10; i++) expect((await send(`${server.url}/search?q=kubernetes`, { from })).status).toBe(200);
    const fresh: number[] = [];
    for (const q of ["gitops", "livekit", "argocd", "terraform", "observability"]) fresh.push((await send(`${server.url}/search?q=${q}`, { from })).status);
    expect(fresh).toEqual([200, 200, 200, 200, 429]);
    // A query someone already asked is served from the cache, budget or not.
    expect((await send(`${server.url}/search?q=kubernetes`, { from })).status).toBe(200);
    expect((await send(`${server.url}/search?q=gitops`, { from })).status).toBe(200);
  });
});

// The CSP allows inline styles only by their hashes (server/inline-style-hashes.ts): any
// style="" attribute or unlisted <style> in a page would be blocked, and show here.
test("every public page, the refusal page and the desk render and run their scripts with no CSP violation", async ({ page }) => {
  test.setTimeout(240_000);
  const server = await startServer({ ...pinnedServerEnv, RENDER_RATE_LIMIT: "5" });
  try {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    });
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy|CSP violation/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
    });
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(30);
    for (const p of [...paths, "/search?q=kubernetes", "/chat", "/no-such-page", "/admin/sign-in"]) {
      const res = await page.goto(`${server.url}${p}`, { waitUntil: "networkidle" });
      expect(res?.status(), p).toBeLessThan(500);
      // A public page's islands loader has run (decision 023), or the desk has hydrated.
      await page.locator("html[data-hydrated], html[data-scripts=ready]").waitFor({ state: "attached" });
    }
    // The small refusal page: the loop rendered /book, /contact, the search and /chat
    // uncached (the limit lets those four through); more renders within the minute are refused.
    let refused = await page.goto(`${server.url}/contact`);
    for (let i = 0; i < 5 && refused?.status() !== 429; i++) refused = await page.goto(`${server.url}/contact`);
    expect(refused?.status()).toBe(429);
    await expect(page.getByRole("heading", { name: "Too many pages from your address. Please wait a minute." })).toBeVisible();
    // The desk, signed in.
    await signInAsNewPerson(page, server.url, { dataDir: server.dataDir });
    for (const p of ["/admin/leads", "/admin/leads?status=spam", "/admin/stats", "/admin/privacy", "/admin/account"]) {
      await page.goto(`${server.url}${p}`, { waitUntil: "networkidle" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    expect(violations).toEqual([]);
  } finally {
    await server.stop();
  }
});
