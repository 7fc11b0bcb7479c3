// The images a visitor sees: every service and solution page shows its own diagram (its
// own bytes), whole (not cropped) and described; white-paper covers are portrait and shown
// whole; navigation labels read in title case as rendered (innerText applies CSS).
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { FIXTURE_CONTENT_DIR } from "../helpers/content-copy.ts";

const base = () => process.env.BASE_URL!;
const slugs = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.replace(/\.md$/, ""));
const pages = [
  ...slugs(path.join(FIXTURE_CONTENT_DIR, "services")).map((s) => `/services/${s}`),
  ...slugs(path.join(FIXTURE_CONTENT_DIR, "solutions")).map((s) => `/solutions/${s}`),
];

/** The image as laid out: its natural and rendered shape, and the bytes the browser chose. */
async function shown(page: Page, img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const box = await img.evaluate((el: HTMLImageElement) => ({
    natural: el.naturalWidth / el.naturalHeight,
    rendered: el.clientWidth / el.clientHeight,
    portrait: el.naturalHeight > el.naturalWidth,
    src: el.currentSrc,
    alt: el.getAttribute("alt"),
  }));
  const bytes = await (await page.request.get(box.src)).body();
  return { ...box, hash: crypto.createHash("sha256").update(bytes).digest("hex") };
}

test("each service and solution page shows its own diagram, whole and described", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const hashes = new Map<string, string>();
  for (const path of pages) {
    await page.goto(`${base()}${path}`);
    const img = page.locator('main img[src*="/images/services/"], main img[src*="/images/solutions/"]').first();
    const s = await shown(page, img);
    expect(s.src, path).not.toMatch(/fallback|placeholder/);
    expect(Math.abs(s.rendered - s.natural), `${path} is not cropped`).toBeLessThan(0.02);
    expect(s.alt?.length ?? 0, `${path} describes its diagram`).toBeGreaterThan(60);
    hashes.set(path, s.hash);
  }
  expect(new Set(hashes.values()).size, JSON.stringify([...hashes])).toBe(pages.length);
});

test("on a phone, a diagram opens full size (1200 px) when tapped", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/services/livekit-consulting", "/solutions/video-conferencing-agents"]) {
    await page.goto(`${base()}${path}`);
    const figure = page.locator("main figure").first();
    await expect(figure.getByText("Tap the diagram to open it full size.")).toBeVisible();
    await figure.getByRole("link").click();
    await expect(page).toHaveURL(/\/images\/(services|solutions)\/[a-z0-9-]+\.webp$/);
    expect(await page.evaluate(() => (document.querySelector("img") as HTMLImageElement).naturalWidth)).toBe(1200);
  }
});

test("white-paper covers are portrait and shown whole, in the list and on the paper's page", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base()}/white-papers`);
    const covers = page.getByTestId("white-paper-cover");
    await expect(covers).toHaveCount(6);
    const hashes = new Set<string>();
    for (const img of await covers.all()) {
      await img.scrollIntoViewIfNeeded();
      const s = await shown(page, img);
      expect(s.portrait).toBe(true);
      expect(Math.abs(s.rendered - s.natural), `${s.src} at ${width} px is not cropped`).toBeLessThan(0.02);
      hashes.add(s.hash);
    }
    expect(hashes.size).toBe(6);
  }
  await page.goto(`${base()}/white-papers/1`);
  const s = await shown(page, page.getByTestId("white-paper-cover"));
  expect(s.portrait).toBe(true);
  expect(Math.abs(s.rendered - s.natural)).toBeLessThan(0.02);
});

test("navigation labels read in title case as shown", async ({ page }) => {
  await page.goto(`${base()}/`);
  const footer = page.locator("footer");
  const text = await footer.evaluate((el) => (el as HTMLElement).innerText);
  expect(text).toContain("Terms of Service");
  expect(text).toContain("End-to-End DevOps");
  expect(text).toContain("Video Conferencing Framework");
  expect(text).not.toMatch(/Terms Of Service|End-To-End/);
});
