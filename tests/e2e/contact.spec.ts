// The contact form as a visitor meets it (SPEC 2 Contact, 4 Contact form, 5, 8).
import { expect, test } from "./fixtures.ts";
import { findLead } from "../helpers/e2e-db.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  if (javaScriptEnabled === false) await page.goto(`${base()}/contact`);
  else await gotoHydrated(page, `${base()}/contact`);
  await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
});

test("shows each validation message on submit, then re-validates on change", async ({ page }) => {
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await page.getByLabel("Full Name").fill("Jo");
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
  await page.getByLabel("Email Address").fill("jo@");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email Address").fill("jo@example.org");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  // Spaces alone are not a name or a message.
  await page.getByLabel("Full Name").fill("   ");
  await page.getByLabel("How can we help?").fill("             ");
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
});

test("a bot that posts the form without its signed start time reads success, and its lead is stored as spam", async ({ page }) => {
  const message = `Bot-style post that dropped the token. ${Date.now()}`;
  await page.locator('input[name="formToken"]').evaluate((el) => el.remove());
  await page.getByLabel("Full Name").fill("Spam Bot");
  await page.getByLabel("Email Address").fill("bot@example.org");
  await page.getByLabel("How can we help?").fill(message);
  // The plain form post (no JavaScript handler), as a bot replaying the form sends it.
  await page.locator('form[action="/contact"]').evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByText("Thank you for your message. We'll get back to you shortly.").first()).toBeVisible();
  expect(findLead(message)).toMatchObject({ name: "Spam Bot", spam: 1, flag: "token-missing" });
});

test("a valid message is stored, confirmed by a toast, and the form is cleared", async ({ page }) => {
  const message = `We run 40 EKS clusters and want a cost review. ${Date.now()}`;
  await page.getByLabel("Full Name").fill("Meera Iyer");
  await page.getByLabel("Email Address").fill("meera@example.org");
  await page.getByLabel("Company Name").fill("Example Retail");
  await page.getByLabel("How can we help?").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent").first()).toBeVisible();
  await expect(page.getByText("Thank you for your message. We'll get back to you shortly.").first()).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("How can we help?")).toHaveValue("");
  expect(findLead(message)).toMatchObject({ name: "Meera Iyer", email: "meera@example.org", company: "Example Retail", source: "contact", spam: 0, flag: null });
});

test("while sending, the button reads 'Sending...' and is disabled", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Full Name").fill("Meera Iyer");
  await page.getByLabel("Email Address").fill("meera@example.org");
  await page.getByLabel("How can we help?").fill("Please review our Helm charts.");
  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByText("Message Sent").first()).toBeVisible();
});

test("a failing server shows the error toast and keeps the values", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.getByLabel("Full Name").fill("Meera Iyer");
  await page.getByLabel("Email Address").fill("meera@example.org");
  await page.getByLabel("How can we help?").fill("Please review our Helm charts.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("There was a problem sending your message. Please try again.").first()).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Meera Iyer");
  await expect(page.getByLabel("How can we help?")).toHaveValue("Please review our Helm charts.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still stores the lead and confirms it", async ({ page }) => {
    const message = `No-JS enquiry about LiveKit egress. ${Date.now()}`;
    await page.getByLabel("Full Name").fill("Kiran Das");
    await page.getByLabel("Email Address").fill("kiran@example.org");
    await page.getByLabel("How can we help?").fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for your message. We'll get back to you shortly.").first()).toBeVisible();
    // The page's hidden signed start time came along: a person's lead, not spam.
    expect(findLead(message)).toMatchObject({ name: "Kiran Das", source: "contact", spam: 0, flag: null });
  });

  test("errors come back with the values kept", async ({ page }) => {
    await page.getByLabel("Full Name").fill("K");
    await page.getByLabel("Email Address").fill("kiran@example.org");
    await page.getByLabel("How can we help?").fill("short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveValue("kiran@example.org");
  });
});
