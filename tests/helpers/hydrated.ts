// Opens a page and waits until its scripts are live. A public page is a document with
// one small loader (docs/decisions/023) that marks <html data-scripts="ready"> once it
// has set up the header, menus, search and the islands' triggers; the desk is a React
// Router app that marks <html data-hydrated> once React has hydrated it. An island
// marks its own element `data-ready` when React has taken it over (islandReady).
import type { Page } from "@playwright/test";

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated], html[data-scripts=ready]").waitFor({ state: "attached" });
  // The contact form's island wakes when the form is in view, which on /contact is at
  // once: tests that fill it expect the island's behaviour, not the plain post.
  if ((await page.locator("[data-island=contact]").count()) > 0) await islandReady(page, "contact");
  return response;
}

/** Waits until React has hydrated (or mounted) the named island of the page. */
export async function islandReady(page: Page, name: "chat" | "contact" | "consent" | "booking") {
  await page.locator(`[data-island=${name}][data-ready]`).waitFor({ state: "attached" });
}
