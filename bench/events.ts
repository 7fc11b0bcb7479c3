// Sustained page-view beacons (POST /api/event) on SQLite: flat out, and at a steady
// 500/s. Goals (issue 13): >= 1,000 beacons/s, and p99 < 20 ms at 500/s. Every request is
// a different visitor (address and user agent) on one of 50 pages, a fifth of them landings
// with a campaign, so the counters, the visitor hashes and the flushes do real work.
//   npm run bench:events            (BENCH_SECONDS=10 by default per row; 127.0.0.1 only)
import autocannon from "autocannon";
import { startServer } from "../tests/helpers/server-process.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL_RATE = 1000;
const GOAL_P99_MS = 20;
const STEADY_RATE = 500;

const server = await startServer({ EVENT_RATE_LIMIT: "100000000", TRUST_PROXY: "loopback", LOG_LEVEL: "warn" });
let n = 0;
const beacon = () => {
  n++;
  const landing = n % 5 === 0;
  const u = landing ? `/services/page-${n % 50}?utm_source=src${n % 7}&utm_medium=social&utm_campaign=c${n % 3}` : `/blog/page-${n % 50}`;
  return {
    method: "POST" as const,
    path: "/api/event",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n % 5000}.0 Safari/537.36`,
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({ u, r: landing ? "https://www.linkedin.com/" : "", l: landing ? 1 : 0, w: 1280 }),
  };
};
const run = (opts: Partial<autocannon.Options>) =>
  autocannon({ url: server.url, connections: 20, duration: seconds, requests: [{ setupRequest: (req) => ({ ...req, ...beacon() }) }], ...opts });
const row = (label: string, r: autocannon.Result) => ({
  load: label,
  "beacons/s": Math.round(r["2xx"] / (r.duration || seconds)),
  "p50 ms": r.latency.p50,
  "p99 ms": r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

const rows: ReturnType<typeof row>[] = [];
try {
  await run({ duration: 2 }); // warm-up, not reported
  const flat = await run({});
  rows.push(row("flat out (20 connections)", flat));
  const steady = await run({ overallRate: STEADY_RATE });
  rows.push(row(`steady ${STEADY_RATE}/s`, steady));
} finally {
  await server.stop();
}
console.log(`\nSQLite, ${seconds} s per row, 127.0.0.1, Node ${process.version}`);
console.table(rows);
const [flat, steady] = rows;
const rateOk = (flat?.["beacons/s"] ?? 0) >= GOAL_RATE;
const p99Ok = (steady?.["p99 ms"] ?? Infinity) < GOAL_P99_MS && steady?.non2xx === 0;
console.log(`flat out: ${flat?.["beacons/s"]}/s, goal >= ${GOAL_RATE}/s: ${rateOk ? "met" : "NOT met"}`);
console.log(`p99 at ${STEADY_RATE}/s: ${steady?.["p99 ms"]} ms, goal < ${GOAL_P99_MS} ms: ${p99Ok ? "met" : "NOT met"}`);
if (!rateOk || !p99Ok) process.exitCode = 1;
