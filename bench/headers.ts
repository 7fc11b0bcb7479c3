// Scores the site's security headers with Mozilla's HTTP Observatory
// (@mdn/mdn-http-observatory), locally, as it would score the deployed site: the
// production server behind a stand-in load balancer that terminates TLS on
// 127.0.0.1:443 (a throwaway local CA, trusted by this process only) and forwards plain
// HTTP from 127.0.0.1:80, saying which in X-Forwarded-Proto. Everything the grade
// judges (HSTS, the redirect to HTTPS, CSP...) comes from the app; the stand-in only
// carries bytes. Needs openssl and the right to bind ports 80 and 443 (root).
// The scanner is installed on first use into bench/.tools with --ignore-scripts: its
// install script downloads a CA bundle from the internet, which a closed machine cannot
// do and a local scan does not need.   npm run bench:headers
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startServer } from "../tests/helpers/server-process.ts";

const tools = path.resolve("bench/.tools");
const tls = path.join(tools, "tls");

// Node reads extra trusted CAs only at start: make the CA, then run again trusting it
// (with whatever extra CAs this machine already trusts).
if (!process.env.BENCH_LOCAL_CA) {
  makeLocalCertificate();
  const bundle = path.join(tls, "trusted.pem");
  const already =
    process.env.NODE_EXTRA_CA_CERTS && fs.existsSync(process.env.NODE_EXTRA_CA_CERTS) ? fs.readFileSync(process.env.NODE_EXTRA_CA_CERTS, "utf8") : "";
  fs.writeFileSync(bundle, already + "\n" + fs.readFileSync(path.join(tls, "ca.pem"), "utf8"));
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, NODE_EXTRA_CA_CERTS: bundle, BENCH_LOCAL_CA: "1" },
  });
  process.exit(again.status ?? 1);
}

const entry = path.join(tools, "node_modules/@mdn/mdn-http-observatory/src/index.js");
if (!fs.existsSync(entry)) {
  fs.mkdirSync(tools, { recursive: true });
  execFileSync("npm", ["install", "--prefix", tools, "--ignore-scripts", "--no-audit", "--no-fund", "@mdn/mdn-http-observatory@1.4.8"], { stdio: "inherit" });
}
// The skipped install script would have downloaded Chromium's HSTS preload list; a local
// host is on no such list, so an empty one gives the same verdict.
const preload = path.join(tools, "node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json");
if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}");
const { scan } = (await import(pathToFileURL(entry).href)) as { scan: (host: string, o: object) => Promise<any> };

const server = await startServer({ LOG_LEVEL: "warn" });
// The scanner only looks at the standard ports.
const balancer = [
  await listen(
    https.createServer({ key: fs.readFileSync(path.join(tls, "server.key")), cert: fs.readFileSync(path.join(tls, "server.pem")) }, forward("https")),
    443,
  ),
  await listen(http.createServer(forward("http")), 80),
];
try {
  const result = await scan("127.0.0.1", {});
  console.log(
    `HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}/100, tests passed ${result.scan.testsPassed}/${result.scan.testsQuantity}`,
  );
  const rows = Object.entries(result.tests as Record<string, { pass: boolean; scoreModifier: number; result: string }>).map(([name, t]) => ({
    test: name,
    pass: t.pass,
    modifier: t.scoreModifier,
    result: t.result,
  }));
  console.table(rows);
  if (result.scan.grade !== "A+") process.exitCode = 1; // the budget (issue 6): A+
} finally {
  for (const b of balancer) b.close();
  await server.stop();
}

/** The stand-in load balancer: passes a request to the app as is, saying how it came. */
function forward(proto: "http" | "https"): http.RequestListener {
  const app = new URL(server.url);
  return (req, res) => {
    const upstream = http.request(
      {
        host: app.hostname,
        port: app.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": proto, "x-forwarded-for": req.socket.remoteAddress },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  };
}

function listen<T extends http.Server | https.Server>(s: T, port: number): Promise<T> {
  return new Promise((resolve, reject) => s.once("error", reject).listen(port, "127.0.0.1", () => resolve(s)));
}

/** A throwaway CA and a certificate for 127.0.0.1 signed by it, made once. */
function makeLocalCertificate() {
  if (fs.existsSync(path.join(tls, "server.pem"))) return;
  fs.mkdirSync(tls, { recursive: true });
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: tls, stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "30",
    "-subj",
    "/CN=Local bench CA",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  );
  openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", "server.key", "-out", "server.csr");
  fs.writeFileSync(path.join(tls, "server.ext"), "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n");
  openssl(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "30",
    "-extfile",
    "server.ext",
    "-out",
    "server.pem",
  );
}
