// Scores the running server's security headers with Mozilla's HTTP Observatory
// (@mdn/mdn-http-observatory), locally against 127.0.0.1. The scanner is installed on
// first use into bench/.tools with --ignore-scripts: its install script downloads a CA
// bundle from the internet, which a closed machine cannot do and a plain-HTTP local scan
// does not need.   npm run build && npm run bench:headers
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startServer } from "../tests/helpers/server-process.ts";

const tools = path.resolve("bench/.tools");
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

// The scanner only looks at the standard ports, so the server listens on 127.0.0.1:80
// (root, or a machine that lets node bind low ports, is needed).
const server = await startServer({ LOG_LEVEL: "warn" }, { port: Number(process.env.HEADERS_PORT ?? 80) });
try {
  const result = await scan("127.0.0.1", {});
  console.log(`HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}/100, tests passed ${result.scan.testsPassed}/${result.scan.testsQuantity}`);
  const rows = Object.entries(result.tests as Record<string, { pass: boolean; scoreModifier: number; result: string }>).map(([name, t]) => ({
    test: name, pass: t.pass, modifier: t.scoreModifier, result: t.result,
  }));
  console.table(rows);
  console.log("Note: scanned over plain HTTP on 127.0.0.1; HSTS and the HTTP-to-HTTPS redirect are judged by the scanner only over HTTPS (set at the TLS-terminating load balancer).");
} finally {
  await server.stop();
}
