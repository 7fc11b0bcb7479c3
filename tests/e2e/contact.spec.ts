// The contact form as a visitor meets it (SPEC 2 Contact, 4 Contact form, 5, 8).
import { expect, test } from "./fixtures.ts";
import { countLeads, findLead } from "../helpers/e2e-db.ts";
import { gotoHydrated, islandReady } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  if (javaScriptEnabled === false) await page.goto(`${base()}/contact`);
  else {
    await gotoHydrated(page, `${base()}/contact`);
    await islandReady(page, "contact"); // the form is in view: its island wakes at once
  }
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
  await page.locator('form[action^="/contact"]').evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByText("Thank you for your message. We'll get back to you shortly.").first()).toBeVisible();
  expect(findLead(message)).toMatchObject({ name: "Spam Bot", status: "spam", flag: "token-missing" });
});

test("a valid message is stored, confirmed by a toast and in place of the form; 'Send another message' brings a fresh form", async ({ page }) => {
  const message = `We run 40 EKS clusters and want a cost review. ${Date.now()}`;
  await page.getByLabel("Full Name").fill("Meera Iyer");
  await page.getByLabel("Email Address").fill("meera@example.org");
  await page.getByLabel("Company Name").fill("Example Retail");
  await page.getByLabel("How can we help?").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  // The SPEC's toast, and the confirmation where the form was, its heading focused.
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Message Sent")).toBeVisible();
  const confirmation = page.getByRole("heading", { name: "Message Sent" });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  expect(findLead(message)).toMatchObject({
    name: "Meera Iyer",
    email: "meera@example.org",
    company: "Example Retail",
    source: "contact",
    status: "new",
    flag: null,
  });

  // A fresh form with a new signed start time, the cursor in its first field.
  const token = page.waitForResponse((r) => r.url().endsWith("/api/form-token") && r.ok());
  await page.getByRole("button", { name: "Send another message" }).click();
  const issued = ((await (await token).json()) as { token: string }).token;
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("How can we help?")).toHaveValue("");
  const second = `And a second question about Karpenter. ${Date.now()}`;
  await page.getByLabel("Full Name").fill("Meera Iyer");
  await page.getByLabel("Email Address").fill("meera@example.org");
  await page.getByLabel("How can we help?").fill(second);
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await posted).postDataJSON()).toMatchObject({ message: second, formToken: issued });
  await expect(page.getByRole("heading", { name: "Message Sent" })).toBeFocused();
  expect(findLead(second)).toMatchObject({ source: "contact", status: "new" });
  expect(countLeads(message)).toBe(1);
});

test("an error only the server finds is shown at its field, which takes focus", async ({ page }) => {
  // A zero-width space passes the form's own rule (two characters) but not the server's.
  await page.getByLabel("Full Name").fill("Meera\u200BIyer");
  await page.getByLabel("Email Address").fill("meera@example.org");
  await page.getByLabel("How can we help?").fill("Please review our Helm charts.");
  await page.getByRole("button", { name: "Send Message" }).click();
  const name = page.getByLabel("Full Name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Must be one line of visible text");
  await expect(page.getByLabel("How can we help?")).toHaveValue("Please review our Helm charts.");
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

  for (const width of [375, 1280]) {
    test(`the form answers 303 to a confirmation in view, and a refresh sends nothing again (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 640 ? 667 : 800 });
      const message = `No-JS enquiry about LiveKit egress. ${Date.now()}-${width}`;
      await page.getByLabel("Full Name").fill("Kiran Das");
      await page.getByLabel("Email Address").fill("kiran@example.org");
      await page.getByLabel("How can we help?").fill(message);
      const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      expect((await answer).status()).toBe(303);
      await expect(page).toHaveURL(/\/contact\?sent=1#message-sent$/);
      const confirmation = page.getByRole("heading", { name: "Message Sent" });
      await expect(confirmation).toBeInViewport();
      await expect(page.getByText("Thank you for your message. We'll get back to you shortly.")).toBeInViewport();
      // The fragment's target is where the keyboard continues from, once the browser has
      // moved there (after the load: a Tab pressed earlier starts from the top).
      await page.waitForLoadState("load");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Send another message" })).toBeFocused();
      // The page's hidden signed start time came along: a person's lead, not spam.
      expect(findLead(message)).toMatchObject({ name: "Kiran Das", source: "contact", status: "new", flag: null });

      await page.reload();
      await expect(confirmation).toBeInViewport();
      expect(countLeads(message)).toBe(1);
      // Another message starts from a fresh form.
      await page.getByRole("link", { name: "Send another message" }).click();
      await expect(page.getByLabel("Full Name")).toHaveValue("");
    });
  }

  test("errors come back at the top of the form with links to the fields, values kept", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.getByLabel("Full Name").fill("K");
    await page.getByLabel("Email Address").fill("kiran@example.org");
    await page.getByLabel("How can we help?").fill("short");
    await page.getByRole("button", { name: "Send Message" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please correct these fields" });
    await expect(summary).toBeInViewport();
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(page.getByLabel("How can we help?")).toHaveAccessibleDescription("Message must be at least 10 characters");
    await expect(page.getByLabel("Email Address")).toHaveValue("kiran@example.org");
    await expect(page.getByLabel("Email Address")).not.toHaveAttribute("aria-describedby");
    await summary.getByRole("link", { name: /How can we help\?/ }).click();
    await expect(page).toHaveURL(/#contact-message$/);
    await expect(page.getByLabel("How can we help?")).toBeInViewport();
  });
});
