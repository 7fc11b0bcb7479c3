// Opens a page and waits until React has hydrated it. The app's scripts load after the
// first paint (docs/decisions/008), so "load" or "networkidle" alone can come before
// the page reacts to clicks; the root layout marks <html data-hydrated> when it does.
import type { Page } from "@playwright/test";

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
