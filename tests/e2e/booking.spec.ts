// Booking a consultation as a visitor: /book without JavaScript (a GET form per time, the
// details form, post-redirect-get to the confirmation, the invitation at a real SMTP
// listener), with JavaScript (the browser's own zone, the calendar island), axe-clean, and screenshots at 375
// and 1280 px. Its own server: an SMTP listener and one desk person.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { startSmtpListener } from "../helpers/smtp-listener.ts";
import { pinnedServerEnv, TEST_NOW } from "../helpers/test-clock.ts";
import { islandReady } from "../helpers/hydrated.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: ServerProcess;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

test.beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startServer({
    ...pinnedServerEnv,
    SMTP_URL: smtp.url,
    CONTACT_MIN_FILL_MS: "0",
    LEAD_POLL_MS: "200",
    BOOKING_ROOM_URL: "https://meet.example.com/{host}-{meeting}",
  });
  const db = new Database(path.join(server.dataDir, "site.db"));
  db.prepare("insert into admin_users (email, name, password_hash, created_at) values (?, ?, null, ?)").run("priya@firm.example.com", "Priya Nair", TEST_NOW);
  db.close();
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync("test-results/booking", { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/booking/${name}-${width}.png`, fullPage: true });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor picks a time in India time, gives details, and lands on the confirmation; the invitation arrives", async ({ page }) => {
    await page.goto(`${server.url}/book`);
    await expect(page.getByRole("heading", { name: "Pick a time that suits you" })).toBeVisible();
    await expect(page.getByText("Shown in India time.")).toBeVisible();
    await expect(page.getByLabel("Your time zone")).toHaveValue("Asia/Kolkata");
    // Friday 17:30 India time, 4 hours' notice: Monday 09:00 is the first time.
    await expect(page.getByRole("heading", { name: "Mon, 23 Nov 2026" })).toBeVisible();
    await shoot(page, "times");

    // Another zone, by the plain form.
    await page.getByLabel("Your time zone").selectOption("Europe/Berlin");
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page.getByText("Shown in Berlin time, with India time below each.")).toBeVisible();
    await page.getByRole("button", { name: "Mon, 23 Nov 2026, 04:30 (09:00 India)" }).click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page.getByText("Mon, 23 Nov 2026, 04:30 Berlin time")).toBeVisible();

    // A refused post keeps the time and the values, with the errors beside the fields.
    await page.getByLabel("Name").fill("A");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
    await expect(page.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");
    await shoot(page, "details-errors");

    await page.getByLabel("LiveKit / WebRTC").check();
    await page.getByLabel("Name").fill("Asha Rao");
    await page.getByLabel("Work e-mail").fill("asha@example.org");
    await page.getByLabel("Company").fill("Example Pay");
    await page.getByLabel("A line or two about it").fill("Our SFU drops calls at 200 participants.");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page).toHaveURL(/\/book\/confirmed\?id=/);
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    await expect(page.getByText("Mon, 23 Nov 2026, 04:30 Berlin time")).toBeVisible();
    await expect(page.getByText("Priya Nair")).toBeVisible();
    await shoot(page, "confirmed");

    // Post, redirect, get: a reload books nothing again.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();

    // The invitation, at the SMTP listener, and the .ics link on the page.
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes("asha@example.org")).length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.mails.find((m) => m.to.includes("asha@example.org"))!;
    expect(mail.raw).toContain("text/calendar");
    expect(mail.raw.replace(/=\r\n/g, "")).toMatch(/METHOD[:=]3?A?REQUEST/);
    const ics = await page.request.get(server.url + (await page.getByRole("link", { name: "Add to your calendar (.ics)" }).getAttribute("href"))!);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain("DTSTART:20261123T033000Z");

    // The time is gone for the next visitor.
    await page.goto(`${server.url}/book?tz=Europe/Berlin`);
    await expect(page.getByRole("button", { name: "Mon, 23 Nov 2026, 05:00 (09:30 India)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mon, 23 Nov 2026, 04:30 (09:00 India)" })).toHaveCount(0);

    // Cancel from the link: one post, then the confirmation says cancelled.
    const cancelPath = /Cannot make it\? (\S+)/.exec(mail.raw.replace(/=\r\n/g, "").replace(/=3D/g, "="))?.[1];
    expect(cancelPath).toBeTruthy();
    await page.goto(cancelPath!.replace(/^https?:\/\/[^/]+/, server.url));
    await expect(page.getByRole("heading", { name: "Cancel your consultation" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel this consultation" }).click();
    await expect(page.getByRole("heading", { name: "This consultation is cancelled" })).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the page asks again in the browser's own zone, and the calendar island takes the list's place", async ({ page }) => {
    await page.goto(`${server.url}/book`);
    await expect(page).toHaveURL(/tz=America%2FNew_York|tz=America\/New_York/);
    await islandReady(page, "booking");
    await expect(page.getByLabel("Your time zone")).toHaveValue("America/New_York");
    await expect(page.getByRole("grid", { name: "November 2026" })).toBeVisible();
    // The no-JavaScript list is gone: one way to choose a time on the page.
    await expect(page.getByRole("heading", { name: "Free times" })).toHaveCount(0);
    // axe needs JavaScript in the page: the island is checked here, its steps in booking-calendar.spec.ts.
    expect(await axeViolations(page)).toEqual([]);

    // The plain details form (a time chosen before the island woke, or a shared link) and its refused post, as the no-JS test saw them.
    await page.goto(`${server.url}/book?tz=America%2FNew_York&slot=2026-11-23T05:00:00.000Z#details`);
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("alert")).toContainText("Name must be at least 2 characters");
    expect(await axeViolations(page)).toEqual([]);
  });
});
