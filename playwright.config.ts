// End-to-end tests drive the system Chromium (never a downloaded browser) against the
// built server, which tests/e2e/global-setup.ts starts on a free port.
import fs from "node:fs";
import { defineConfig } from "@playwright/test";

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!fs.existsSync(chrome)) {
  throw new Error(
    `Chromium not found at ${chrome}. Install it with 'apt-get update && apt-get install -y chromium' ` + "or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: chrome,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  projects: [{ name: "chromium" }],
});
