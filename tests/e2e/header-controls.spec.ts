// The header's controls work as plain HTML: before the scripts arrive and without them
// (issue 11, item 1), and its layout holds at every width (item 6).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const servicePage = "/services/kubernetes-managed-services";
const solutionPage = "/solutions/video-conferencing-agents";
const menuToggle = (page: Page) => page.locator("header summary[aria-label='Menu']");
const servicesToggle = (page: Page) => page.locator("header summary[aria-label='Services menu']");
const dropdownItems = (page: Page) => page.getByTestId("services-dropdown").getByRole("link");

/** Is the element's top edge inside the first screen and its bottom too? */
const inFirstScreen = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("at 375 px the mobile menu opens and shows its links", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`${base()}/`);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await menuToggle(page).click();
    await expect(menu).toBeVisible();
    for (const name of ["Home", "Services", "Solutions", "Case Studies", "Blog", "White Papers", "Managed SRE"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Case Studies", exact: true }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("at 1280 px the Services dropdown opens from the label on hover and on focus, and from the chevron", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base()}/`);
    const nav = page.getByRole("navigation", { name: "Main" });
    const label = nav.getByRole("link", { name: "Services", exact: true });
    await expect(dropdownItems(page).first()).toBeHidden();

    await label.hover();
    await expect(dropdownItems(page)).toHaveCount(6);
    for (const item of await dropdownItems(page).all()) await expect(item).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(dropdownItems(page).first()).toBeHidden();

    await nav.getByRole("link", { name: "Home", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(label).toBeFocused();
    await expect(dropdownItems(page).first()).toBeVisible();
    await page.keyboard.press("Tab"); // the chevron
    await page.keyboard.press("Tab");
    await expect(dropdownItems(page).first()).toBeFocused();
    await nav.getByRole("link", { name: "Blog", exact: true }).focus();
    await expect(dropdownItems(page).first()).toBeHidden();

    await servicesToggle(page).click();
    await page.mouse.move(5, 700);
    await expect(dropdownItems(page).nth(5)).toBeVisible();
    await dropdownItems(page).nth(1).click();
    await expect(page).toHaveURL(/\/services\/livekit-consulting$/);
  });

  test("at 375 px a way to contact is in the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`${base()}/`);
    expect(await inFirstScreen(page, "header a[href='/contact']")).toBe(true);
  });
});

test("with the page's script held back, the first tap on the mobile menu opens it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base()}/`, { waitUntil: "commit" });
  await menuToggle(page).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible({ timeout: 1_000 });
  await expect(menu.getByRole("link", { name: "Solutions", exact: true })).toBeVisible();
  // It was the HTML that answered: the page's script had not run yet...
  expect(await page.locator("html[data-scripts=ready]").count()).toBe(0);
  // ...and when it does, the menu stays open (nothing toggles it a second time).
  release();
  await page.locator("html[data-scripts=ready]").waitFor({ state: "attached", timeout: 15_000 });
  await expect(menu).toBeVisible();
  await menuToggle(page).click();
  await expect(menu).toBeHidden();
});

test("no header link wraps, and the header never overflows, from 320 to 1920 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${base()}/`);
  const problems: string[] = [];
  for (let width = 320; width <= 1920; width += 16) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const header = document.querySelector("header")!;
      for (const el of header.querySelectorAll<HTMLElement>("a, summary")) {
        if (!el.checkVisibility({ visibilityProperty: true })) continue; // not shown at this width, or in a closed menu
        // One line box: every text fragment of the control sits on the same line.
        const tops = new Set<number>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
        }
        if (tops.size > 1) out.push(`"${el.textContent?.trim()}" takes ${tops.size} lines`);
      }
      for (const row of header.querySelectorAll<HTMLElement>("nav, nav > *, header > div > div")) {
        if (row.scrollWidth > row.clientWidth + 1)
          out.push(`${row.tagName.toLowerCase()}.${row.className.split(" ")[0]} overflows by ${row.scrollWidth - row.clientWidth} px`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
      return out;
    });
    problems.push(...found.map((p) => `${width} px: ${p}`));
  }
  expect(problems).toEqual([]);
});

test("header, hero and sections share one left edge at every width", async ({ page }) => {
  await gotoHydrated(page, `${base()}/`);
  for (const width of [375, 768, 1024, 1280, 1312, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const edges = await page.evaluate(() => {
      const left = (sel: string) => Math.round(document.querySelector(sel)!.getBoundingClientRect().left);
      return {
        logo: left("header nav a"),
        hero: left("main h1"),
        section: left("#home-services"),
        solutions: left("#home-solutions"),
        footer: left("footer p"),
      };
    });
    expect({ width, ...edges }).toEqual({ width, logo: edges.logo, hero: edges.logo, section: edges.logo, solutions: edges.logo, footer: edges.logo });
  }
});

test("the home hero shows a diagram on wide screens", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await gotoHydrated(page, `${base()}/`);
  const diagram = page
    .locator("main section")
    .first()
    .getByRole("img", { name: /Diagram/ });
  await expect(diagram).toBeVisible();
  const box = (await diagram.boundingBox())!;
  const h1 = (await page.locator("main h1").boundingBox())!;
  expect(box.x).toBeGreaterThan(h1.x + h1.width); // beside the text, on the right
  expect(box.width).toBeGreaterThan(400);
});

test.describe("Escape closes and gives the focus back to the trigger", () => {
  test("the mobile menu at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await gotoHydrated(page, `${base()}/`);
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Blog", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test("the Services dropdown at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, `${base()}/`);
    await servicesToggle(page).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(dropdownItems(page).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dropdownItems(page).first()).toBeHidden();
    await expect(servicesToggle(page)).toBeFocused();
  });
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a call to action is in the first screen of a service and a solution page`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of [servicePage, solutionPage]) {
      await gotoHydrated(page, base() + path);
      // "Book a Consultation" (/book) on a service, the contact link on a solution.
      expect(await inFirstScreen(page, "main a[href='/book'], main a[href='/contact']"), path).toBe(true);
    }
  });
}

test("the Services chevron opens and closes the dropdown with the mouse, which hides 150 ms after leaving", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${base()}/`);
  await servicesToggle(page).click();
  await expect(dropdownItems(page).first()).toBeVisible();
  await servicesToggle(page).click(); // the pointer still rests on it
  await expect(dropdownItems(page).first()).toBeHidden();
  await page.mouse.move(5, 700);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).hover();
  await expect(dropdownItems(page).first()).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(dropdownItems(page).first()).toBeHidden();
});
