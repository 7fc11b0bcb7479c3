// The lead desk as the firm's people use it: the list, a lead's page, its pipeline,
// notes and activity, with JavaScript and without; a held lead released is delivered;
// the desk's pages pass axe at phone and desktop widths.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { formTokenFrom } from "../helpers/form-token.ts";
import { startServer } from "../helpers/server-process.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";
import { closedPort, startWebhookReceiver } from "../helpers/webhook-receiver.ts";
import { until } from "../helpers/until.ts";
import { leadIdByReference } from "../helpers/e2e-db.ts";

const base = () => process.env.BASE_URL!;

async function postLead(
  baseUrl: string,
  lead: { name: string; email: string; company?: string; message: string; attribution?: object },
  dataDir?: string,
): Promise<number> {
  const res = await fetch(`${baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ ...lead, formToken: await formTokenFrom(baseUrl) }),
  });
  expect(res.status).toBe(201);
  // Visitors get a reference, not the id: the desk's own list says which id it has.
  const { reference } = (await res.json()) as { reference: string };
  return leadIdByReference(reference, dataDir);
}

/** Moves a lead to `status` with a note through the lead page's forms, and checks the list and the activity show it. */
async function workLead(page: Page, id: number, name: string, person: string) {
  await page.goto(`${base()}/admin/leads`);
  await page.getByRole("link", { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const pipeline = page.getByRole("region", { name: "Pipeline" });
  await pipeline.getByLabel("Status").selectOption("qualified");
  await pipeline.getByLabel("Next action").fill("2026-11-27");
  await pipeline.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Changes saved.");

  await page.getByLabel("New note").fill("Budget confirmed on the call; send the proposal.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByText("Budget confirmed on the call; send the proposal.")).toBeVisible();
  await expect(notes.getByText(person)).toBeVisible();

  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity.getByText(`${person} changed the status from New to Qualified`)).toBeVisible();
  await expect(activity.getByText(`${person} added a note`)).toBeVisible();
  await expect(activity.getByText(`${person} set the next action for Fri, Nov 27, 2026`)).toBeVisible();

  // The list's Qualified tab holds it, with its next action.
  await page.goto(`${base()}/admin/leads?status=qualified`);
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Qualified", { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(row.getByText("Fri, Nov 27, 2026")).toBeVisible();
}

test("a person works a lead with JavaScript: status, next action and a note show on the lead, in the list and in its activity", async ({ page }) => {
  const name = `Desk Tester ${Date.now()}`;
  const id = await postLead(base(), {
    name,
    email: "desk-js@example.org",
    company: "Example Media",
    message: "We need a LiveKit egress pipeline for 40 rooms.",
  });
  const person = await signInAsNewPerson(page, base());
  await gotoHydrated(page, `${base()}/admin/leads`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await workLead(page, id, name, person);
});

test("the list says which campaign brought each lead, and the campaign filter suggests the campaigns leads came from", async ({ page }) => {
  const campaign = `desk-campaign-${Date.now()}`;
  const name = `Campaign Lead ${Date.now()}`;
  await postLead(base(), {
    name,
    email: "campaign@example.org",
    message: "Saw your post on LinkedIn about Karpenter.",
    attribution: {
      landingPage: `/blog?utm_source=linkedin&utm_campaign=${campaign}`,
      utmSource: "linkedin",
      utmCampaign: campaign,
      conversionPage: "/contact",
    },
  });
  await signInAsNewPerson(page, base());
  await gotoHydrated(page, `${base()}/admin/leads`);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText(`linkedin · ${campaign}`);
  expect(await page.locator("#lead-campaigns option").evaluateAll((os) => os.map((o) => o.getAttribute("value")))).toContain(campaign);
  await page.getByLabel("Campaign").fill(campaign);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`campaign=${campaign}`));
  await expect(page.getByRole("listitem").filter({ hasText: "Campaign Lead" })).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the same work is plain form posts", async ({ page }) => {
    const name = `No-JS Desk Tester ${Date.now()}`;
    const id = await postLead(base(), { name, email: "desk-nojs@example.org", message: "Looking for an SRE retainer for our GKE clusters." });
    const person = await signInAsNewPerson(page, base());
    await workLead(page, id, name, person);
    // Search and filters are a GET form.
    await page.goto(`${base()}/admin/leads`);
    await page.getByLabel("Search").fill("retainer for our GKE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=retainer\+for\+our\+GKE/);
    await expect(page.getByRole("link", { name })).toBeVisible();
  });
});

test("a lead held for review is delivered marked, shown as such; clearing the mark keeps it delivered once", async ({ page }) => {
  const hook = await startWebhookReceiver();
  // A server where every person is "too fast": the visitor still reads "Message Sent".
  const server = await startServer({ GA_MEASUREMENT_ID: "", CONTACT_MIN_FILL_MS: "600000", LEAD_WEBHOOK_URL: hook.url, LEAD_POLL_MS: "200" });
  try {
    const message = `Held check: we need a LiveKit load test next week. ${Date.now()}`;
    await gotoHydrated(page, `${server.url}/contact`);
    await page.getByLabel("Full Name").fill("Quick Typist");
    await page.getByLabel("Email Address").fill("quick@example.org");
    await page.getByLabel("How can we help?").fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent").first()).toBeVisible();
    // Delivered at once, marked with why (decision 026).
    await until(() => hook.bodies().some((b) => (b as { message?: string }).message === message));
    const sent = hook.bodies().find((b) => (b as { message?: string }).message === message) as { heldForReview: string };
    expect(sent.heldForReview).toMatch(/^sent \d+\.\d s after the page loaded$/);

    await signInAsNewPerson(page, server.url, { dataDir: server.dataDir });
    await gotoHydrated(page, `${server.url}/admin/leads`);
    const row = page.getByRole("listitem").filter({ hasText: message });
    await expect(row.getByText(/^held for review: sent \d+\.\d s after the page loaded$/)).toBeVisible();
    await row.getByRole("link", { name: "Quick Typist" }).click();
    await expect(page.getByRole("heading", { name: "Held for review" })).toBeVisible();
    await expect(page.getByText("It was sent to the team marked “held for review”: it may be a bot. Read it before replying.")).toBeVisible();

    await page.getByRole("button", { name: "Genuine: clear the mark" }).click();
    await expect(page.getByRole("status")).toHaveText("Marked as a real enquiry.");
    await expect(page.getByRole("heading", { name: "Held for review" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Deliveries" }).getByText("delivered", { exact: true })).toBeVisible();
    expect(hook.bodies().filter((b) => (b as { message?: string }).message === message)).toHaveLength(1);
  } finally {
    await server.stop();
    await hook.close();
  }
});

test("a delivery that failed while the receiver was down: the banner and the lead page show it, and Retry now delivers it once it is back", async ({
  page,
}) => {
  const port = await closedPort();
  const server = await startServer({
    GA_MEASUREMENT_ID: "",
    CONTACT_MIN_FILL_MS: "0",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
    LEAD_MAX_ATTEMPTS: "1",
    LEAD_POLL_MS: "200",
  });
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  try {
    const name = `Retry Tester ${Date.now()}`;
    const id = await postLead(server.url, { name, email: "retry@example.org", message: "Please call us about a managed Kubernetes platform." }, server.dataDir);
    const other = await postLead(
      server.url,
      { name: "Someone Else", email: "else@example.org", message: "Another lead whose delivery also failed." },
      server.dataDir,
    );
    await signInAsNewPerson(page, server.url, { dataDir: server.dataDir });
    await expect
      .poll(async () => {
        await page.goto(`${server.url}/admin/leads`);
        return page.getByRole("alert").filter({ hasText: "failed in the last 24 hours" }).getByRole("link", { name }).count();
      })
      .toBe(1);
    await page.getByRole("alert").getByRole("link", { name }).click();
    const deliveries = page.getByRole("region", { name: "Deliveries" });
    await expect(deliveries.getByText("failed", { exact: true })).toBeVisible();
    await expect(deliveries.getByText("Webhook could not be reached: the connection was refused.")).toBeVisible();
    await expect(deliveries.getByText(/ECONNREFUSED/)).toBeVisible();

    // This page's form cannot retry another lead's delivery by changing the id.
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const otherDelivery = await (await page.request.get(`${server.url}/api/admin/leads/${other}/deliveries`)).json();
    const foreign = await page.request.post(`${server.url}/admin/leads/${id}`, {
      form: { csrf, intent: "retry", delivery: String(otherDelivery.deliveries[0].id) },
    });
    expect(foreign.status()).toBe(404);

    hook = await startWebhookReceiver({ port });
    await deliveries.getByRole("button", { name: "Retry now" }).click();
    // The answer comes after the attempt: it says how it ended, not a promise.
    await expect(page.getByRole("status")).toHaveText("Delivered on the retry.");
    expect(hook.bodies().some((b) => (b as { id?: number }).id === id)).toBe(true);
    await expect(page.getByRole("region", { name: "Deliveries" }).getByText("delivered", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Activity" }).getByText(/retried the webhook delivery/)).toBeVisible();
    expect(hook.bodies().some((b) => (b as { id?: number }).id === other)).toBe(false);
  } finally {
    await server.stop();
    await hook?.close();
  }
});

for (const width of [375, 1280]) {
  test(`the desk's pages have no axe violations at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000); // fourteen pages, each analysed whole
    await page.setViewportSize({ width, height: 900 });
    const id = await postLead(base(), { name: "Axe Check", email: "axe@example.org", message: "Checking the desk's accessibility." });
    // A visit from a campaign with a long landing page, so the dashboard's tables are wider than a phone.
    const beacon = await fetch(`${base()}/api/event`, {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      },
      body: JSON.stringify({
        u: "/blog/kubernetes-cost-optimization-karpenter?utm_source=a-rather-long-newsletter-name&utm_medium=email&utm_campaign=december-kubernetes-cost-clinic",
        r: "",
        l: 1,
        w: 375,
      }),
    });
    expect(beacon.status).toBe(204);
    await signInAsNewPerson(page, base());
    for (const path of [
      "/admin/leads",
      `/admin/leads/${id}`,
      "/admin/leads?status=spam",
      "/admin/stats",
      "/admin/privacy",
      "/admin/account",
      "/admin/posts",
      "/admin/posts/new",
      "/admin/case-studies",
      "/admin/case-studies/new",
      "/admin/case-studies/diagnostics-lab-sre-slos",
      "/admin/pages",
      "/admin/pages/about",
      "/admin/images",
      "/admin/availability",
    ]) {
      await gotoHydrated(page, base() + path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${path} ${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(" | ")}`,
        ),
      ).toEqual([]);
    }
  });
}
