// Site search (issue 14, item 4) in the browser: the /search page with JavaScript off
// (a GET form and server-rendered results, noindex), and the header's dialog with it
// (Ctrl+K, results as you type, keyboard and mouse, Escape gives the focus back).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const KARPENTER_TITLE = "Kubernetes Cost Optimization with Karpenter: What Actually Moves the Bill";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/search?q=karpenter lists the Karpenter post first, with its type and the match marked, and is noindex", async ({ page }) => {
    const res = await page.goto(`${base()}/search?q=karpenter`);
    expect(res!.status()).toBe(200);
    expect(res!.headers()["etag"]).toBeTruthy(); // cached per query, the same bytes for everyone (server/pages/handler.ts)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("status")).toContainText("for “karpenter”");
    const first = page.getByTestId("search-results").getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(KARPENTER_TITLE);
    await expect(first).toContainText("Blog post");
    await expect(first.locator("mark").first()).toHaveText("Karpenter");
    await first.getByRole("link", { name: KARPENTER_TITLE }).click();
    await expect(page).toHaveURL(/\/blog\/kubernetes-cost-optimization-karpenter$/);
  });

  test("the form searches, a typo still finds the post, and no results says so and suggests pages", async ({ page }) => {
    await page.goto(`${base()}/search`);
    await expect(page.getByText("Popular searches")).toBeVisible();
    const field = page.getByRole("searchbox", { name: "Search the site" });
    await field.fill("karpentr");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=karpentr$/);
    await expect(page.getByTestId("search-results").getByRole("heading", { level: 2 }).first()).toHaveText(KARPENTER_TITLE);

    await page.goto(`${base()}/search?q=${encodeURIComponent("zzqx <b>bold</b>")}`);
    await expect(page.getByRole("status")).toHaveText("No results for “zzqx <b>bold</b>”.");
    await expect(page.locator("main b")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Sections" }).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  });

  test("the header's search is a plain link to the search page", async ({ page }) => {
    await page.goto(`${base()}/blog`);
    await page.getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  });
});

test.describe("with JavaScript", () => {
  test("Ctrl+K opens the dialog, typing shows results, Enter on a result opens it", async ({ page }) => {
    await gotoHydrated(page, `${base()}/services`);
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole("searchbox", { name: "Search" });
    await expect(field).toBeFocused();
    await field.pressSequentially("karpenter");
    const results = dialog.getByTestId("search-dialog-results").getByRole("link");
    await expect(results.first()).toContainText(KARPENTER_TITLE);
    await expect(results.first().locator("mark").first()).toHaveText("Karpenter");
    await page.keyboard.press("ArrowDown");
    await expect(results.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog\/kubernetes-cost-optimization-karpenter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(KARPENTER_TITLE);
    await expect(dialog).toHaveCount(0);
  });

  test("a click on the header's search opens the dialog; a click on a result navigates; Escape returns the focus", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, `${base()}/`);
    const button = page.getByRole("link", { name: "Search", exact: true });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await dialog.getByRole("searchbox").fill("telehealth");
    const result = dialog.getByRole("link", { name: /Scaling Telehealth Video Visits on LiveKit/ });
    await expect(result).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(`${base()}/`);

    await page.keyboard.press("Enter"); // the focused search link opens the dialog again
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox").fill("telehealth");
    await result.click();
    await expect(page).toHaveURL(/\/case-studies\/telehealth-livekit-video-visits$/);
    await expect(dialog).toHaveCount(0);
  });

  test("Escape after Ctrl+K gives the focus back where it was, and Enter in the field opens the results page", async ({ page }) => {
    await gotoHydrated(page, `${base()}/blog`);
    const blogLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true });
    await blogLink.focus();
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(blogLink).toBeFocused();

    await page.keyboard.press("Control+k");
    await dialog.getByRole("searchbox").fill("kuber");
    await expect(dialog.getByTestId("search-dialog-results").getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=kuber$/);
    await expect(page.getByTestId("search-results").getByRole("listitem")).toHaveCount(20);
  });

  for (const width of [375, 1280]) {
    test(`the open dialog with results has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${base()}/`);
      await page.keyboard.press("Control+k");
      const dialog = page.getByRole("dialog", { name: "Search the site" });
      await dialog.getByRole("searchbox").fill("livekit");
      await expect(dialog.getByTestId("search-dialog-results").getByRole("link").first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(" | ")}`,
        ),
      ).toEqual([]);
    });
  }
});
