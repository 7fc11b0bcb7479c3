// Cold start to the first 200 on "/", idle memory, and a clean SIGTERM, for a fresh
// data folder.   npm run bench:startup
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/helpers/server-process.ts";

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "startup-"));
const started = performance.now();
const child = spawn(process.execPath, ["build/server.js"], {
  env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: "ignore",
});
for (;;) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) break;
  } catch {
    /* not listening yet */
  }
  await new Promise((r) => setTimeout(r, 20));
}
const coldStartMs = Math.round(performance.now() - started);
await new Promise((r) => setTimeout(r, 5000));
const rssKb = Number(fs.readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
const exitCode = await new Promise<number | null>((resolve) => {
  child.once("exit", resolve);
  child.kill("SIGTERM");
});
console.table([{ "cold start to first 200 (ms)": coldStartMs, "idle RSS (MB)": Math.round(rssKb / 1024), "exit code on SIGTERM": exitCode }]);
