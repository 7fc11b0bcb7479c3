// The desk's people in end-to-end tests: created by the real CLI (`scripts/admin.ts
// create-user`) against the e2e server's database, then signed in through the pages.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";

export const DESK_PASSWORD = "a long enough desk password";

/** Runs `npm run admin -- create-user <email>` on the server's data folder; answers the printed link's path. */
export async function createDeskUser(email: string, dataDir = process.env.E2E_DATA_DIR): Promise<{ linkPath: string; output: string }> {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts (global setup).");
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/admin.ts", "create-user", email, "--name", "E2E Person"], {
    // The real clock: the link then expires 24 h after today, which is after the pinned
    // servers' TEST_NOW too, so it works on pinned and unpinned servers alike.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", CLOCK_START_AT: "", SITE_URL: "https://desk.example.com" },
  });
  const link = /https:\/\/desk\.example\.com(\/admin\/sign-in\/link\/[0-9a-f]{64})/.exec(stdout);
  if (!link) throw new Error(`no sign-in link in the CLI's output:\n${stdout}`);
  return { linkPath: link[1]!, output: stdout };
}

/** A new person, signed in on `page` with DESK_PASSWORD set (they are on /admin/account). */
export async function signInAsNewPerson(page: Page, baseUrl: string, opts: { dataDir?: string } = {}): Promise<string> {
  const email = `desk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const { linkPath } = await createDeskUser(email, opts.dataDir);
  await page.goto(baseUrl + linkPath);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin\/account\?welcome$/);
  await page.getByLabel("New password", { exact: true }).fill(DESK_PASSWORD);
  await page.getByLabel("New password again").fill(DESK_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await page.waitForURL(/\/admin\/account\?saved$/);
  return email;
}
