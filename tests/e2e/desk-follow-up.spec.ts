// Replies and follow-up in the desk, as a sales person does them in a browser: write to a
// lead from the "Book a time" template and see the e-mail on the lead's page with its
// delivery state, and in a real SMTP listener; take a lead with "Assign to me"; find it
// under My leads and Due today; times in the person's zone with UTC on hover. Screenshots
// of the list and the lead at 375 and 1280 px go to test-results/ for a look.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { formTokenFrom } from "../helpers/form-token.ts";
import { startServer } from "../helpers/server-process.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";
import { readMail, startSmtpListener } from "../helpers/smtp-listener.ts";
import { leadIdByReference } from "../helpers/e2e-db.ts";
import { pinnedServerEnv, TEST_TODAY } from "../helpers/test-clock.ts";
import { until } from "../helpers/until.ts";

// A server of its own, a real SMTP listener and many page loads: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a sales person replies from the lead page with a template, takes the lead and finds it in their views", async ({ page }, info) => {
  const smtp = await startSmtpListener();
  const server = await startServer({
    ...pinnedServerEnv,
    GA_MEASUREMENT_ID: "",
    CONTACT_MIN_FILL_MS: "0",
    SMTP_URL: smtp.url,
    SITE_URL: "https://desk.example.com",
    LEAD_POLL_MS: "200",
  });
  try {
    const name = `Priya Sharma ${Date.now()}`;
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({
        name,
        email: "priya@paywise.example",
        company: "PayWise",
        message: "We run 14 clusters on EKS and want to move to Cilium before March.",
        formToken: await formTokenFrom(server.url),
      }),
    });
    expect(res.status).toBe(201);
    const id = await leadIdByReference(((await res.json()) as { reference: string }).reference, server.dataDir);
    const person = await signInAsNewPerson(page, server.url, { dataDir: server.dataDir });

    // The list: times in India time (the default zone), UTC on hover.
    await gotoHydrated(page, `${server.url}/admin/leads`);
    const row = page.getByRole("listitem").filter({ hasText: name });
    const received = row.locator("time");
    await expect(received).toHaveText("20 Nov 2026, 17:30 IST");
    await expect(received).toHaveAttribute("title", "2026-11-20 12:00 UTC");

    // The lead: Assign to me.
    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const pipeline = page.getByRole("region", { name: "Pipeline" });
    await pipeline.getByRole("button", { name: "Assign to me" }).click();
    await expect(page.getByRole("status")).toHaveText("It is yours now.");
    await expect(pipeline.getByText("Yours")).toBeVisible();
    await expect(pipeline.getByLabel("Owner")).toHaveValue(person);

    // A next action in the past is refused; today is accepted.
    await pipeline.getByLabel("Next action").evaluate((input: HTMLInputElement) => input.removeAttribute("min")); // the browser would stop it first
    await pipeline.getByLabel("Next action").fill("2026-11-19");
    await pipeline.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText("The next action cannot be in the past");
    await pipeline.getByLabel("Next action").fill(TEST_TODAY);
    await pipeline.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Changes saved.");

    // Reply with the "Book a time" template.
    const emails = page.getByRole("region", { name: "E-mails" });
    await emails.getByRole("link", { name: "Book a time" }).click();
    await expect(emails.getByLabel("Subject")).toHaveValue("A time to talk for PayWise");
    await expect(emails.getByLabel("Message")).toHaveValue(/https:\/\/desk\.example\.com\/book/);
    await emails.getByLabel("Message").press("Control+Home");
    await emails.getByLabel("Message").pressSequentially("Thanks for the details on the EKS clusters. ");
    await page.screenshot({ path: info.outputPath("lead-reply-1280.png"), fullPage: true });
    await emails.getByRole("button", { name: "Send e-mail" }).click();
    await expect(page.getByRole("status")).toHaveText("E-mail queued: it is being sent now. Its delivery shows under E-mails.");

    // It reaches the mail server From the person's name, Reply-To them ...
    await until(() => smtp.mails.some((m) => m.to.includes("priya@paywise.example")));
    const mail = readMail(smtp.mails.find((m) => m.to.includes("priya@paywise.example"))!.raw);
    expect(mail.header("subject")).toBe("A time to talk for PayWise");
    expect(mail.header("from")).toBe("E2E Person <website@desk.example.com>");
    expect(mail.header("reply-to")).toBe(person);
    expect(mail.text).toContain("Thanks for the details on the EKS clusters.");
    expect(mail.text).toContain("https://desk.example.com/book");

    // ... and the lead's page shows it, sent, with who and when; the activity names it.
    await expect(async () => {
      await page.reload();
      await expect(emails.getByRole("listitem").filter({ hasText: "A time to talk for PayWise" })).toContainText("Sent", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const sent = emails.getByRole("listitem").filter({ hasText: "A time to talk for PayWise" });
    await expect(sent).toContainText(`E2E Person to priya@paywise.example`);
    await sent.getByText("A time to talk for PayWise").click();
    await expect(sent.getByText("Thanks for the details on the EKS clusters.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Activity" }).getByText(`${person} e-mailed the lead: “A time to talk for PayWise”`)).toBeVisible();
    await page.screenshot({ path: info.outputPath("lead-sent-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: info.outputPath("lead-sent-375.png"), fullPage: true });

    // The views: it is mine, and due today.
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, `${server.url}/admin/leads`);
    const views = page.getByRole("navigation", { name: "Follow-up" });
    await views.getByRole("link", { name: /My leads/ }).click();
    await expect(page).toHaveURL(/view=mine/);
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
    await views.getByRole("link", { name: /Due today/ }).click();
    await expect(page).toHaveURL(/view=due/);
    const due = page.getByRole("listitem").filter({ hasText: name });
    await expect(due).toContainText("Due today");
    await page.screenshot({ path: info.outputPath("list-due-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: info.outputPath("list-due-375.png"), fullPage: true });
    await views.getByRole("link", { name: /Overdue/ }).click();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  } finally {
    await server.stop();
    await smtp.close();
  }
});

test("a person sets their time zone and turns the morning e-mail off on their account page", async ({ page }) => {
  const base = process.env.BASE_URL!;
  const name = `Zone Tester ${Date.now()}`;
  const res = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ name, email: "zone@example.org", message: "Which zone is this in?", formToken: await formTokenFrom(base) }),
  });
  expect(res.status).toBe(201);
  await signInAsNewPerson(page, base);
  const prefs = page.getByRole("form", { name: "Time zone and e-mail" });
  await expect(prefs.getByLabel("Your time zone")).toHaveValue("Asia/Kolkata");
  await prefs.getByLabel("Your time zone").selectOption("Europe/Berlin");
  await prefs.getByLabel(/E-mail me at 08:00/).uncheck();
  await prefs.getByRole("button", { name: "Save time zone and e-mail" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The desk shows your times in Europe/Berlin.");
  await expect(prefs.getByLabel("Your time zone")).toHaveValue("Europe/Berlin");
  await expect(prefs.getByLabel(/E-mail me at 08:00/)).not.toBeChecked();
  // The lead, received just after 12:00 UTC (the server's clock runs on from TEST_NOW), now
  // reads in Berlin's time, one hour on, with the UTC time on hover.
  await gotoHydrated(page, `${base}/admin/leads?q=${encodeURIComponent(name)}`);
  const received = page.getByRole("listitem").filter({ hasText: name }).locator("time");
  const utc = /^2026-11-20 (\d\d):(\d\d) UTC$/.exec((await received.getAttribute("title")) ?? "");
  expect(utc, "the UTC time on hover").not.toBeNull();
  const berlin = `${String(Number(utc![1]) + 1).padStart(2, "0")}:${utc![2]}`;
  await expect(received).toHaveText(`Nov 20, 2026, ${berlin} GMT+1`);
});
