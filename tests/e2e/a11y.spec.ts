// Accessibility: axe finds no WCAG 2.1 A/AA or best-practice violation (heading order,
// landmarks: what Lighthouse checks too) on any screen type at 375 px
// and 1280 px, one load each; keyboard paths; visible focus; skip link; reduced motion.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const screens = [
  "/",
  "/services",
  "/services/kubernetes-managed-services",
  "/solutions",
  "/solutions/video-conferencing-agents",
  "/case-studies",
  "/case-studies/telehealth-livekit-video-visits",
  "/blog",
  "/blog/livekit-egress-recording-at-scale",
  "/blog/kubernetes-cost-optimization-karpenter",
  "/blog/tag/kubernetes",
  "/white-papers",
  "/white-papers/1",
  "/contact",
  "/chat",
  "/about",
  "/privacy-policy",
  "/sitemap",
  "/search",
  "/search?q=karpenter",
  "/search?q=zzqx",
  "/no-such-page",
];

/** axe's WCAG 2.1 A/AA and best-practice violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}

// One load per screen: axe at the phone width, then the same page widened to the desktop
// width (the layout is CSS media queries; nothing is fetched again), and axe again.
for (const path of screens) {
  test(`${path} has no axe violations at 375 px and at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    const res = await gotoHydrated(page, base() + path);
    expect(res!.status()).toBe(path === "/no-such-page" ? 404 : 200); // the screen itself, not a not-found page
    const narrow = await violations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280);
    const wide = await violations(page);
    expect({ 375: narrow, 1280: wide }).toEqual({ 375: [], 1280: [] });
  });
}

test("the skip link is the first thing the keyboard reaches and moves to the content", async ({ page }) => {
  await gotoHydrated(page, `${base()}/services`);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
});

test("focused links show a visible focus ring", async ({ page }) => {
  await gotoHydrated(page, `${base()}/`);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  expect(outline.style !== "none" && outline.width > 0).toBe(true);
});

test("the header's Services dropdown works from the keyboard alone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, `${base()}/`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Home", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Services", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  const trigger = page.getByLabel("Services menu"); // a <summary>: its open state is its <details>
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(trigger.locator("..")).toHaveAttribute("open", "");
  const items = page.getByTestId("services-dropdown").getByRole("link");
  await expect(items).toHaveCount(6);
  await page.keyboard.press("Tab");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("services-dropdown")).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services\/livekit-consulting$/);
});

test("the chat widget and the contact form work from the keyboard alone", async ({ page }) => {
  await gotoHydrated(page, `${base()}/contact`);
  await page.getByLabel("Open chat").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByPlaceholder("Type your message...")).toBeFocused();
  await page.keyboard.type("hola");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-bot-message").last()).toContainText("Hi there!");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Chat with Us" })).toHaveCount(0);

  await page.getByLabel("Full Name").focus();
  await page.keyboard.type("Keyboard User");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keys@example.org");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Only the keyboard was used for this message.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Thank you for your message. We'll get back to you shortly.").first()).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the logo strip stands still", async ({ page }) => {
    await gotoHydrated(page, `${base()}/`);
    const animation = await page
      .getByRole("region", { name: "Clients", exact: true })
      .locator("ul")
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe("none");
  });
});
