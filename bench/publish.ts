// Publish → visible (issue 25: "within seconds, with no build and no restart"). Two
// production servers share one database (PostgreSQL when BENCH_DATABASE_URL is set,
// else one SQLite data folder); each round publishes a new post through instance A's
// API (POST /api/admin/posts, status published) and measures, from the moment the
// request is sent, when the post is on:
//   A /blog, A /blog/rss.xml, A /api/search (the instance that saved: at once),
//   B /blog, B /api/search (the other instance: its next poll of the content version).
// Every page is served from the page cache between rounds, so this measures the
// invalidation, not a cold render. Prints p50, p99 and max per door.
//   npm run bench:publish              (PUBLISH_BENCH_ROUNDS, default 40)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { startServer } from "../tests/helpers/server-process.ts";

const ROUNDS = Number(process.env.PUBLISH_BENCH_ROUNDS ?? 40);
const token = randomBytes(32).toString("hex");
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-bench-"));
const env: Record<string, string> = { ADMIN_TOKEN: token, FORM_SECRET: randomBytes(32).toString("hex"), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

const a = await startServer(env, { dataDir });
const b = await startServer(env, { dataDir });

type Door = { name: string; url: (title: string) => string; shows: (body: string, slug: string) => boolean };
const doors: { server: typeof a; door: Door }[] = [
  { server: a, door: { name: "A /blog", url: () => "/blog", shows: (body, slug) => body.includes(`/blog/${slug}"`) } },
  { server: a, door: { name: "A /blog/rss.xml", url: () => "/blog/rss.xml", shows: (body, slug) => body.includes(`/blog/${slug}<`) } },
  { server: a, door: { name: "A /api/search", url: (t) => `/api/search?q=${encodeURIComponent(t)}`, shows: (body, slug) => body.includes(`/blog/${slug}"`) } },
  { server: b, door: { name: "B /blog", url: () => "/blog", shows: (body, slug) => body.includes(`/blog/${slug}"`) } },
  { server: b, door: { name: "B /api/search", url: (t) => `/api/search?q=${encodeURIComponent(t)}`, shows: (body, slug) => body.includes(`/blog/${slug}"`) } },
];

/** Milliseconds from `start` until the door shows the post (polled every 25 ms; 15 s at most). */
async function visibleAfter(base: string, door: Door, slug: string, title: string, start: number): Promise<number> {
  for (;;) {
    const res = await fetch(base + door.url(title));
    if (door.shows(await res.text(), slug)) return performance.now() - start;
    if (performance.now() - start > 15_000) throw new Error(`${door.name}: ${slug} not visible after 15 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const times = new Map<string, number[]>([["POST answered", []], ...doors.map((d): [string, number[]] => [d.door.name, []])]);
try {
  for (let i = 0; i < ROUNDS; i++) {
    // Warm every door's cache first, so the round measures invalidation.
    for (const { server, door } of doors) await fetch(server.url + door.url("kubernetes"));
    const slug = `bench-publish-${i}-${randomBytes(3).toString("hex")}`;
    const title = `Quasar benchmark ${randomBytes(4).toString("hex")}`;
    const start = performance.now();
    const res = await fetch(`${a.url}/api/admin/posts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        slug,
        title,
        description: "A post the publish benchmark writes, to time how soon every door of the site shows it.",
        tags: ["Benchmarks"],
        markdown: "## Timing\n\nPublished by bench/publish.ts.",
        status: "published",
      }),
    });
    if (res.status !== 201) throw new Error(`POST /api/admin/posts: ${res.status} ${await res.text()}`);
    times.get("POST answered")!.push(performance.now() - start);
    const seen = await Promise.all(doors.map(({ server, door }) => visibleAfter(server.url, door, slug, title, start)));
    doors.forEach((d, k) => times.get(d.door.name)!.push(seen[k]!));
  }
} finally {
  await a.stop();
  await b.stop();
}

const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
console.log(`publish → visible, ${ROUNDS} posts, ${databaseUrl ? "PostgreSQL" : "SQLite"}, two instances (ms from the POST being sent)`);
console.log("door".padEnd(18), "p50".padStart(8), "p99".padStart(8), "max".padStart(8));
for (const [name, xs] of times) {
  console.log(
    name.padEnd(18),
    pct(xs, 50).toFixed(0).padStart(8),
    pct(xs, 99).toFixed(0).padStart(8),
    Math.max(...xs)
      .toFixed(0)
      .padStart(8),
  );
}
