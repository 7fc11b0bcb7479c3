// A bad environment variable stops the real server before it does anything, with one line
// per bad variable that names it, shows the value (never a secret) and says what it must be.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { expect, test } from "./fixtures.ts";
import { freePort } from "../helpers/server-process.ts";

test("a server started with bad variables says which, and exits 1 without listening", async () => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
  try {
    const child = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        TRUST_PROXY: "maybe",
        LEAD_AUTOREPLY: "yes-please",
        METRICS_PORT: "70000",
        DATABASE_URL: "mysql://site:hunter2@db.internal/site",
        LEAD_WEBHOOK_SECRET: "whsec_hunter2",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d) => (stdout += d));
    child.stderr!.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim().split("\n")).toEqual([
      "Cannot start: bad environment variables (see docs/environment.md):",
      'TRUST_PROXY must be a hop count, or a comma-separated list of "loopback", "linklocal", "uniquelocal", IP addresses and CIDR ranges (got "maybe")',
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://…@db.internal/…", credentials and path not shown)',
      'LEAD_WEBHOOK_SECRET must be "whsec_" followed by 24 to 64 random bytes in base64 (Standard Webhooks), e.g. whsec_$(openssl rand -base64 32) (got 13 characters, not shown: it is a secret)',
      'LEAD_AUTOREPLY must be true or false (got "yes-please")',
      'METRICS_PORT must be a TCP port from 1 to 65535 (got "70000")',
    ]);
    // It stopped before opening the database.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
