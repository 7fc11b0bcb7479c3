// The lead inbox page: asks for the token, then lists leads newest first.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;

test("lists leads after the admin token is given, and is not indexed", async ({ page, request }) => {
  const message = `Inbox check: please quote a managed SRE retainer. ${Date.now()}`;
  const res = await request.post(`${base()}/api/contact`, { data: { name: "Inbox Tester", email: "inbox@example.org", message } });
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
