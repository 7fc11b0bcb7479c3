// The lead inbox page: asks for the token, then lists leads newest first.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { formTokenFrom } from "../helpers/form-token.ts";
import { startServer } from "../helpers/server-process.ts";

const base = () => process.env.BASE_URL!;

test("lists leads after the admin token is given, and is not indexed", async ({ page, request }) => {
  const message = `Inbox check: please quote a managed SRE retainer. ${Date.now()}`;
  const formToken = await formTokenFrom(base());
  const res = await request.post(`${base()}/api/contact`, { data: { name: "Inbox Tester", email: "inbox@example.org", message, formToken } });
  expect(res.status()).toBe(201);

  await gotoHydrated(page, `${base()}/admin/leads`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByLabel("Admin token").fill("wrong-token");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page.getByText("That token was not accepted.")).toBeVisible();

  await page.getByLabel("Admin token").fill("e2e-admin-token");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText("inbox@example.org").first()).toBeVisible();
});

test("a form sent faster than CONTACT_MIN_FILL_MS is held for review and shown in the inbox as such", async ({ page }) => {
  // A server where every person is "too fast": the visitor still reads "Message Sent".
  const server = await startServer({ GA_MEASUREMENT_ID: "", ADMIN_TOKEN: "e2e-admin-token", CONTACT_MIN_FILL_MS: "600000" });
  try {
    const message = `Held check: we need a LiveKit load test next week. ${Date.now()}`;
    await gotoHydrated(page, `${server.url}/contact`);
    await page.getByLabel("Full Name").fill("Quick Typist");
    await page.getByLabel("Email Address").fill("quick@example.org");
    await page.getByLabel("How can we help?").fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent").first()).toBeVisible();

    await gotoHydrated(page, `${server.url}/admin/leads`);
    await page.getByLabel("Admin token").fill("e2e-admin-token");
    await page.getByRole("button", { name: "Show leads" }).click();
    const lead = page.getByRole("listitem").filter({ hasText: message });
    await expect(lead).toBeVisible(); // the default view ("Not spam") shows it
    await expect(lead.getByTestId("lead-flag")).toHaveText(/^held for review: sent \d+\.\d s after the page loaded$/);
  } finally {
    await server.stop();
  }
});
