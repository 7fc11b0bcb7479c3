// The desk's broken parts, repaired (issue 23, section 4), as the firm's people meet them:
// "Download the data" gives the file, a note is added once and the box empties, an unsaved
// pipeline change warns before the page is left, the failed-delivery banner says which
// channel failed and whether another delivered, "Retry all failed" shows how it ended, and
// the list puts the newest lead on a phone's first screen.
import fs from "node:fs";
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { formTokenFrom } from "../helpers/form-token.ts";
import { startServer } from "../helpers/server-process.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";
import { closedPort, startWebhookReceiver } from "../helpers/webhook-receiver.ts";
import { startSmtpListener } from "../helpers/smtp-listener.ts";
import { leadIdByReference } from "../helpers/e2e-db.ts";

const base = () => process.env.BASE_URL!;

async function postLead(baseUrl: string, lead: { name: string; email: string; message: string }, dataDir?: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ ...lead, formToken: await formTokenFrom(baseUrl) }),
  });
  expect(res.status).toBe(201);
  return leadIdByReference(((await res.json()) as { reference: string }).reference, dataDir);
}

async function openLead(page: Page, id: number, js: boolean) {
  if (js) await gotoHydrated(page, `${base()}/admin/leads/${id}`);
  else await page.goto(`${base()}/admin/leads/${id}`);
}

for (const js of [true, false]) {
  test.describe(`JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("“Download the data” downloads a JSON file with the person's leads, and the request is on record", async ({ page }) => {
      const email = `privacy-${js ? "js" : "nojs"}-${Date.now()}@example.org`;
      await postLead(base(), { name: "Priya Sharma", email, message: "Please call me about a platform review." });
      await signInAsNewPerson(page, base());
      if (js) await gotoHydrated(page, `${base()}/admin/privacy`);
      else await page.goto(`${base()}/admin/privacy`);
      await page.getByRole("region", { name: "Send someone a copy" }).getByLabel("E-mail address").fill(email);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download the data" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(fs.readFileSync((await file.path())!, "utf8"));
      expect(data.leads).toHaveLength(1);
      expect(data.leads[0]).toMatchObject({ name: "Priya Sharma", email, message: "Please call me about a platform review." });
      await page.goto(`${base()}/admin/privacy`);
      await expect(
        page
          .getByRole("region", { name: "Recent requests" })
          .getByText(/exported the data of one address \(1 lead\)/)
          .first(),
      ).toBeVisible();
    });

    test("a note empties the box, and a repeat of the same post adds it once", async ({ page }) => {
      const id = await postLead(base(), { name: `Note Tester ${js}`, email: "notes@example.org", message: "We need help with Karpenter." });
      await signInAsNewPerson(page, base());
      await openLead(page, id, js);
      const notes = page.getByRole("region", { name: "Notes" });
      await page.getByLabel("New note").fill("Called, left a voicemail.");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByRole("status")).toHaveText("Note added.");
      await expect(page.getByLabel("New note")).toHaveValue("");
      await expect(notes.getByText("Called, left a voicemail.")).toHaveCount(1);

      // The same form posted twice (a double click, a resubmitted page): one note.
      await page.getByLabel("New note").fill("Sent the proposal.");
      const form = page.locator("form").filter({ has: page.getByLabel("New note") });
      const fields = Object.fromEntries(
        await form.locator("input[type=hidden], textarea").evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value])),
      ) as Record<string, string>;
      expect(fields.noteKey).toMatch(/^[0-9a-f-]{36}$/);
      if (js) {
        // Two submits in a row, as a double click sends them before the first answer.
        await form.evaluate((f: HTMLFormElement) => {
          f.requestSubmit();
          f.requestSubmit();
        });
      }
      for (let i = 0; i < (js ? 1 : 2); i++) {
        const answer = await page.request.post(`${base()}/admin/leads/${id}`, { form: fields, maxRedirects: 0 });
        expect(answer.status()).toBe(303);
      }
      await page.goto(`${base()}/admin/leads/${id}`);
      await expect(notes.getByText("Sent the proposal.")).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Activity" }).getByText(/added a note/)).toHaveCount(2);
    });
  });
}

test("an unsaved status or owner change warns before the page is left, by a link or by the browser", async ({ page }) => {
  const id = await postLead(base(), { name: "Unsaved Tester", email: "unsaved@example.org", message: "Looking for an SRE retainer." });
  await signInAsNewPerson(page, base());
  await gotoHydrated(page, `${base()}/admin/leads/${id}`);
  const pipeline = page.getByRole("region", { name: "Pipeline" });

  // Untouched: leaving asks nothing.
  await page.getByRole("link", { name: "← All leads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await gotoHydrated(page, `${base()}/admin/leads/${id}`);

  await pipeline.getByLabel("Status").selectOption("contacted");
  await page.getByRole("link", { name: "← All leads" }).click();
  const ask = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay and save" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
  await expect(pipeline.getByLabel("Status")).toHaveValue("contacted");

  // The browser's own question when the tab is closed or another address is typed.
  const asked: string[] = [];
  page.on("dialog", (d) => {
    asked.push(d.type());
    void d.dismiss(); // stay
  });
  await page.evaluate(() => window.location.assign("/admin/stats"));
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));

  // "Leave without saving" leaves, and nothing was saved.
  await page.getByRole("link", { name: "← All leads" }).click();
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await gotoHydrated(page, `${base()}/admin/leads/${id}`);
  await expect(pipeline.getByLabel("Status")).toHaveValue("new");

  // Saved: leaving asks nothing.
  await pipeline.getByLabel("Owner").selectOption({ index: 1 });
  await pipeline.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Changes saved.");
  await page.getByRole("link", { name: "← All leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  expect(asked).toEqual(["beforeunload"]);
});

test("the banner says the webhook could not be reached and that the e-mail delivered each lead; Retry all failed, once the webhook is up, shows both delivered", async ({
  page,
}) => {
  const port = await closedPort();
  const smtp = await startSmtpListener();
  const server = await startServer({
    GA_MEASUREMENT_ID: "",
    CONTACT_MIN_FILL_MS: "0",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "sales@clustermind.example.com",
    LEAD_MAX_ATTEMPTS: "1",
    LEAD_POLL_MS: "200",
  });
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  try {
    const a = await postLead(server.url, { name: "Banner One", email: "one@example.org", message: "First lead while the webhook is down." }, server.dataDir);
    const b = await postLead(server.url, { name: "Banner Two", email: "two@example.org", message: "Second lead while the webhook is down." }, server.dataDir);
    await signInAsNewPerson(page, server.url, { dataDir: server.dataDir });
    const banner = page.getByRole("alert").filter({ hasText: "failed in the last 24 hours" });
    await expect
      .poll(async () => {
        await gotoHydrated(page, `${server.url}/admin/leads`);
        return banner.getByRole("link").count();
      })
      .toBe(2);
    await expect(banner).toContainText("2 deliveries failed in the last 24 hours, but every lead reached the team another way.");
    await expect(banner).toContainText("The webhook could not be reached: the connection was refused.");
    await expect(banner).toContainText("Banner One (the e-mail to sales@clustermind.example.com delivered it)");
    await expect(banner).toContainText("Banner Two (the e-mail to sales@clustermind.example.com delivered it)");
    await expect(banner).not.toContainText("ECONNREFUSED");
    for (const name of ["Banner One", "Banner Two"]) {
      await expect(page.getByRole("listitem").filter({ hasText: name }).getByText("Partly delivered")).toBeVisible();
    }

    hook = await startWebhookReceiver({ port });
    await banner.getByRole("button", { name: "Retry all failed" }).click();
    await expect(page.getByRole("status")).toHaveText("Retried 2 deliveries: 2 delivered.");
    await expect(banner).toHaveCount(0);
    expect(
      hook
        .bodies()
        .map((x) => (x as { id: number }).id)
        .sort(),
    ).toEqual([a, b].sort());
    await expect(page.getByRole("listitem").filter({ hasText: "Banner One" }).getByText("Partly delivered")).toHaveCount(0);
  } finally {
    await server.stop();
    await hook?.close();
    await smtp.close();
  }
});

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`the lead list at ${width} px: the newest lead on the first screen; the filters fold away below a desktop`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    const name = `Newest Lead ${width}`;
    await postLead(base(), { name, email: "newest@example.org", message: "The newest enquiry, on the first screen." });
    await signInAsNewPerson(page, base());
    await gotoHydrated(page, `${base()}/admin/leads`);
    const first = page.getByRole("listitem").filter({ hasText: name });
    const box = (await first.boundingBox())!;
    expect(box.y + Math.min(box.height, 80)).toBeLessThan(height);
    const search = page.getByLabel("Search", { exact: true });
    if (width < 1024) {
      await expect(search).toBeHidden();
      await page.getByText("Search and filters").click();
      await expect(search).toBeVisible();
    } else {
      await expect(search).toBeVisible();
      await expect(page.getByText("Search and filters")).toBeHidden();
    }
    await page.screenshot({ path: info.outputPath(`desk-list-${width}.png`), fullPage: false });
    await first.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`desk-lead-${width}.png`), fullPage: true });
  });
}
