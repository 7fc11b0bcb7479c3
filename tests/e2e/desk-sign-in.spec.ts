// The desk's people in a real browser: a person created by the CLI opens the printed
// link, chooses a password, signs out and signs in again with it, with JavaScript on
// and off; a wrong password is refused with the focus on the field; a change posted
// without the CSRF token, or from another site, is refused.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createDeskUser, DESK_PASSWORD, signInAsNewPerson } from "../helpers/desk-people.ts";
import { SIGN_IN_MESSAGES } from "../../common/desk-rules.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function journey(page: Page, js: boolean) {
  // With JavaScript, wait for hydration, so the forms are React Router's fetches and not the browser's posts.
  const go = (url: string) => (js ? gotoHydrated(page, url) : page.goto(url));
  const email = uniqueEmail(js ? "js" : "nojs");
  const { linkPath, output } = await createDeskUser(email);
  expect(output).toContain(`Created ${email}.`);

  // Opening the link (as a mail scanner would) uses nothing up; the button does.
  const opened = await go(base() + linkPath);
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { name: "Sign in with this link" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();

  // No password yet: the person chooses one.
  await expect(page).toHaveURL(/\/admin\/account\?welcome$/);
  await expect(page.getByRole("heading", { name: "Choose a password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("too short");
  await page.getByLabel("New password again").fill("too short");
  await page.getByLabel("New password", { exact: true }).evaluate((el) => el.removeAttribute("minlength")); // the server's rule, not only the browser's
  await page.getByLabel("New password again").evaluate((el) => el.removeAttribute("minlength"));
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Use at least 12 characters.");
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
  await page.getByLabel("New password", { exact: true }).fill(DESK_PASSWORD);
  await page.getByLabel("New password again").fill(DESK_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Your password is saved.")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out$/);
  await expect(page.getByText("You are signed out.")).toBeVisible();

  // Signed out: the desk sends the person to sign in, and back where they were going.
  await go(`${base()}/admin/leads`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fleads$/);
  await expect(page.getByLabel("E-mail address")).toBeFocused();

  await page.getByLabel("E-mail address").fill(email.toUpperCase());
  await page.getByLabel("Password").fill("not the right password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_MESSAGES.refused);
  await expect(page.getByLabel("Password")).toBeFocused();
  await expect(page.getByLabel("E-mail address")).toHaveValue(email.toUpperCase());

  await page.getByLabel("Password").fill(DESK_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${base()}/admin/leads`);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  // The link was used once: it no longer works.
  const again = await page.goto(base() + linkPath);
  expect(again!.status()).toBe(410);
  await expect(page.getByText(SIGN_IN_MESSAGES.linkInvalid)).toBeVisible();
}

test("a person created by the CLI sets a password from the link, signs out and signs in again (JavaScript on)", async ({ page }) => {
  await journey(page, true);
  await expect(page.locator("html[data-hydrated]")).toBeAttached(); // it really ran with JavaScript
});

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test("the same journey works without JavaScript", async ({ browser }) => {
  const { page, close } = await noScriptPage(browser);
  try {
    await journey(page, false);
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
  } finally {
    await close();
  }
});

test("a change without the CSRF token, or from another site, is refused with 403", async ({ page }) => {
  await signInAsNewPerson(page, base());
  // The browser's own cookie goes with these posts (page.request shares the context's cookies).
  const withoutToken = await page.request.post(`${base()}/admin/sign-out`, { form: {}, headers: { accept: "text/html" } });
  expect(withoutToken.status()).toBe(403);
  expect(await withoutToken.text()).toContain("This form has expired.");
  const wrongToken = await page.request.post(`${base()}/admin/account`, { form: { csrf: "forged", password: "x".repeat(20), confirm: "x".repeat(20) } });
  expect(wrongToken.status()).toBe(403);

  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const crossSite = await page.request.post(`${base()}/admin/sign-out`, { form: { csrf }, headers: { origin: "https://evil.example" } });
  expect(crossSite.status()).toBe(403);

  // Nothing changed: still signed in, with the same password.
  await page.goto(`${base()}/admin/account`);
  await expect(page.getByRole("heading", { name: "Your password" })).toBeVisible();
});

test("the sign-in page is not indexed, not cached, without the site's navigation, and has no axe violations at 375 and 1280 px", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const res = await page.goto(`${base()}/admin/sign-in`);
    expect(res!.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByLabel("E-mail address")).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
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
  }
});
