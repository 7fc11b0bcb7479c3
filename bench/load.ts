// Throughput and latency of the production server beside nginx serving the same home-page
// bytes precompressed (gzip_static), same connections, same duration, same run, on
// 127.0.0.1 only. Goals (issue 10): the server at >= 50% of nginx's req/s on /, and
// /?utm_source=<random per request> (every request a different URL) within 10% of /.
// Also a blog post, GET /api/services and POST /api/contact. Exits 1 when a goal is missed.
//   npm run bench:load            (BENCH_SECONDS=10 by default)
import http from "node:http";
import crypto from "node:crypto";
import autocannon from "autocannon";
import { startServer } from "../tests/helpers/server-process.ts";
import { startStaticNginx, type StaticNginx } from "./nginx-static.ts";
import { formTokenFrom } from "../tests/helpers/form-token.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const SERVER_SHARE_GOAL = 0.5;
const UTM_TOLERANCE = 0.1;

type Encoding = "gzip" | "br" | "identity";

function load(url: string, encoding: Encoding, opts: Partial<autocannon.Options> = {}) {
  return autocannon({ url, connections, duration: seconds, ...opts, headers: { "accept-encoding": encoding, ...opts.headers } });
}

/** One request with the raw bytes: the encoding actually sent and the body size on the wire. */
function probe(url: string, encoding: Encoding): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: String(res.headers["content-encoding"] ?? "identity"), bytes }));
      })
      .on("error", reject);
  });
}

async function expectEncoding(url: string, encoding: Encoding) {
  const p = await probe(url, encoding);
  if (p.status !== 200 || p.encoding !== encoding) throw new Error(`${url} answered ${p.status} with ${p.encoding}, expected 200 with ${encoding}`);
  return p.bytes;
}

function identityBytes(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "identity" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} answered ${res.statusCode}`))));
      })
      .on("error", reject);
  });
}

const row = (target: string, r: autocannon.Result, bytes: number | string) => ({
  target,
  "req/s": Math.round(r.requests.average),
  "p50 ms": r.latency.p50,
  "p99 ms": r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  "bytes/response": bytes,
});

const server = await startServer({ CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0", LOG_LEVEL: "warn" });
let nginx: StaticNginx | undefined;
const stopAll = async () => {
  await nginx?.stop();
  await server.stop();
};
process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));

const rows: ReturnType<typeof row>[] = [];
let plain = 0,
  brotli = 0,
  utm = 0,
  ceiling = 0;
try {
  const home = `${server.url}/`;
  nginx = await startStaticNginx(await identityBytes(home));
  const homeGzipBytes = await expectEncoding(home, "gzip");
  const homeBrBytes = await expectEncoding(home, "br");
  const nginxGzipBytes = await expectEncoding(`${nginx.url}/`, "gzip");

  await load(home, "gzip", { duration: Math.min(2, seconds) }); // warm-up (JIT, caches), not reported

  const r1 = await load(home, "gzip");
  rows.push(row("server GET / (gzip)", r1, homeGzipBytes));
  plain = r1.requests.average;

  const r2 = await load(home, "br");
  rows.push(row("server GET / (br)", r2, homeBrBytes));
  brotli = r2.requests.average;

  // Every request a new URL, like visitors arriving from campaigns: a page cache keyed on
  // the full URL would miss every time.
  const r3 = await load(home, "gzip", {
    requests: [{ setupRequest: (req) => ({ ...req, path: `/?utm_source=${crypto.randomBytes(6).toString("hex")}` }) }],
  });
  rows.push(row("server GET /?utm_source=<random> (gzip)", r3, homeGzipBytes));
  utm = r3.requests.average;

  const r4 = await load(`${nginx.url}/`, "gzip");
  rows.push(row("nginx GET / (gzip_static, same page)", r4, nginxGzipBytes));
  ceiling = r4.requests.average;
  await nginx.stop();
  nginx = undefined;

  const post = `${server.url}/blog/kubernetes-cost-optimization-karpenter`;
  rows.push(row("server GET /blog/{post} (gzip)", await load(post, "gzip"), (await probe(post, "gzip")).bytes));
  const services = `${server.url}/api/services`;
  rows.push(row("server GET /api/services (gzip)", await load(services, "gzip"), (await probe(services, "gzip")).bytes));

  // The contact form carries a signed start time, as the chat gets it.
  const formToken = await formTokenFrom(server.url);
  const contact = await load(`${server.url}/api/contact`, "gzip", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Load Test", email: "load@example.org", message: "Benchmarking the contact endpoint.", formToken }),
  });
  rows.push(row("server POST /api/contact", contact, "-"));
} finally {
  await stopAll();
}

console.log(`\n${connections} connections, ${seconds} s per row, 127.0.0.1, Node ${process.version}`);
console.table(rows);
const share = plain / ceiling;
const utmGap = Math.abs(utm / plain - 1);
const shareOk = share >= SERVER_SHARE_GOAL;
const utmOk = utmGap <= UTM_TOLERANCE;
console.log(
  `server/nginx on / (gzip): ${(share * 100).toFixed(1)}% (br: ${((brotli / ceiling) * 100).toFixed(1)}%)  goal >= ${SERVER_SHARE_GOAL * 100}%: ${shareOk ? "met" : "NOT met"}`,
);
console.log(`utm/plain on / (gzip):    ${((utm / plain) * 100).toFixed(1)}%  goal within ${UTM_TOLERANCE * 100}%: ${utmOk ? "met" : "NOT met"}`);
if (!shareOk || !utmOk) process.exitCode = 1;
