// Throughput and latency of the production server, bounded in time, on 127.0.0.1:
// the home page, a blog post, GET /api/services and POST /api/contact; and, when nginx is
// installed, the same home-page bytes served by nginx as the ceiling.
//   npm run bench:load            (BENCH_SECONDS=10 by default)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startServer } from "../tests/helpers/server-process.ts";
import { formTokenFrom } from "../tests/helpers/form-token.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const run = (url: string, opts: Partial<autocannon.Options> = {}) =>
  autocannon({ url, connections: 20, duration: seconds, headers: { "accept-encoding": "gzip" }, ...opts });
const row = (name: string, r: autocannon.Result) => ({ target: name, "req/s": Math.round(r.requests.average), "p50 ms": r.latency.p50, "p99 ms": r.latency.p99, non2xx: r.non2xx, errors: r.errors });

const server = await startServer({ CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0", LOG_LEVEL: "warn" });
const rows = [];
let homeRps = 0;
try {
  const home = await run(`${server.url}/`);
  homeRps = home.requests.average;
  rows.push(row("GET / (server)", home));
  rows.push(row("GET /blog/{post}", await run(`${server.url}/blog/kubernetes-cost-optimization-karpenter`)));
  rows.push(row("GET /api/services", await run(`${server.url}/api/services`)));
  rows.push(
    row(
      "POST /api/contact",
      await run(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Load Test", email: "load@example.org", message: "Benchmarking the contact endpoint.", formToken: await formTokenFrom(server.url) }),
      }),
    ),
  );

  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  if (nginx) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-bench-"));
    fs.chmodSync(dir, 0o755); // nginx workers run as an unprivileged user
    fs.writeFileSync(path.join(dir, "index.html"), await (await fetch(`${server.url}/`)).text());
    const port = await freePort();
    // Like the app: every core (its zlib work runs on libuv's thread pool), and gzip level 6
    // (compression's default), so both send the same bytes; the app compresses per request
    // because each response carries its own CSP nonce.
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      `daemon off; worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; gzip on; gzip_comp_level 6; gzip_types text/html;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files /index.html =404; } } }`,
    );
    const proc = spawn(nginx, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
    await new Promise((r) => setTimeout(r, 500));
    try {
      const ceiling = await run(`http://127.0.0.1:${port}/`);
      rows.push(row("GET / (nginx, same bytes)", ceiling));
      console.log(`server/nginx ratio for the home page: ${((homeRps / ceiling.requests.average) * 100).toFixed(1)}%`);
    } finally {
      proc.kill();
    }
  } else {
    console.warn("nginx is not installed (apt-get install -y nginx): the ceiling row is missing.");
  }
} finally {
  await server.stop();
}
console.table(rows);
