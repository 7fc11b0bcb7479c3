// End-to-end tests drive the system Chromium (never a downloaded browser) against the
// built server, which tests/e2e/global-setup.ts starts on a free port.
import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/helpers/chromium.ts";
import { FIXTURE_CONTENT_DIR } from "./tests/helpers/content-copy.ts";

if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with 'apt-get update && apt-get install -y chromium' ` +
      "or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}

// The tests' content (tests/helpers/content-copy.ts), for the global server and every server a
// spec starts: they inherit this process's environment.
process.env.CONTENT_DIR = FIXTURE_CONTENT_DIR;

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
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: "off",
  },
  projects: [{ name: "chromium" }],
});
