// /book with JavaScript: the calendar island (decision 040) as a visitor meets it. By
// keyboard alone (the WAI-ARIA date picker grid), by mouse with a person and a meeting type
// chosen, across time zones (one instant, two wall times), losing a race (409 and the next
// times), field errors from the API, a lost connection, axe on each step; and the booking's
// lead in the desk says where it came from. Its own server: two desk people, two meeting
// types. Friday 20 Nov 2026 17:30 India time (TEST_NOW), 4 hours' notice: Monday 23 Nov
// 09:00 India time is the first free time (Sun 22:30 in New York, Mon 04:30 in Berlin).
import path from "node:path";
import Database from "better-sqlite3";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { pinnedServerEnv, TEST_NOW } from "../helpers/test-clock.ts";
import { islandReady } from "../helpers/hydrated.ts";
import { formTokenFrom } from "../helpers/form-token.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";
import { leadIdByReference } from "../helpers/e2e-db.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: ServerProcess;

test.beforeAll(async () => {
  server = await startServer({
    ...pinnedServerEnv,
    CONTACT_MIN_FILL_MS: "0",
    CONTACT_RATE_LIMIT: "1000",
    BOOKING_MEETING_TYPES: "consultation:30,deep-dive:60",
  });
  const db = new Database(path.join(server.dataDir, "site.db"));
  const person = db.prepare("insert into admin_users (email, name, password_hash, created_at) values (?, ?, null, ?)");
  person.run("priya@firm.example.com", "Priya Nair", TEST_NOW);
  person.run("arjun@firm.example.com", "Arjun Mehta", TEST_NOW);
  db.close();
});
test.afterAll(async () => {
  await server?.stop();
});

async function openCalendar(page: Page) {
  await page.goto(`${server.url}/book`);
  // The page asks again in the browser's own zone, then the island replaces the list.
  await expect(page).toHaveURL(/[?&]tz=/);
  await islandReady(page, "booking");
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const day = (page: Page, iso: string) => page.locator(`[role=gridcell][data-day="${iso}"]`);
const bookingRef = (page: Page) => new URL(page.url()).searchParams.get("id")!;

test.describe("a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("books by keyboard alone: the grid's keys, Enter on a day, Tab to a time, Enter, the form, submit", async ({ page }) => {
    await openCalendar(page);
    await expect(page.getByRole("grid", { name: "November 2026" })).toBeVisible();
    // One tab stop in the grid: the first day with free times (Sunday 22 Nov, 22:30 here).
    await page.getByLabel("Your time zone").focus();
    await page.keyboard.press("Tab"); // Next month (Previous is disabled in the first month)
    await page.keyboard.press("Tab");
    await expect(day(page, "2026-11-22")).toBeFocused();
    await expect(page.locator("[role=grid] [tabindex='0']")).toHaveCount(1);
    await expect(day(page, "2026-11-21")).toHaveAttribute("aria-disabled", "true");

    await page.keyboard.press("PageDown");
    await expect(day(page, "2026-12-22")).toBeFocused();
    await expect(page.getByRole("grid", { name: "December 2026" })).toBeVisible();
    await page.keyboard.press("PageUp");
    await expect(day(page, "2026-11-22")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(day(page, "2026-11-16")).toBeFocused();
    await page.keyboard.press("End");
    await expect(day(page, "2026-11-22")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(day(page, "2026-11-15")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await expect(day(page, "2026-11-23")).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(day(page, "2026-11-23")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Monday 23 November" })).toBeFocused();
    await expect(page.locator("[aria-live=polite]").first()).toHaveText(/Monday 23 November: \d+ free times/);
    await page.keyboard.press("Tab");
    const first = page.getByRole("button", { name: "00:00 (10:30 India)" });
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
    await expect(page.getByText("Mon, 23 Nov 2026, 00:00 New York time")).toBeVisible();
    await page.keyboard.press("Tab"); // the first choice of what the meeting is about
    await page.keyboard.press("ArrowRight");
    await expect(page.getByLabel("LiveKit / WebRTC")).toBeChecked();
    await page.getByLabel("Name").fill("Kei Tanaka");
    await page.getByLabel("Work e-mail").fill("kei@example.org");
    await page.getByLabel("Work e-mail").press("Enter");

    await expect(page).toHaveURL(/\/book\/confirmed\?id=[\w-]+&k=/);
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    await expect(page.getByText("Mon, 23 Nov 2026, 00:00 New York time")).toBeVisible();
    await expect(page.getByText("LiveKit / WebRTC")).toBeVisible();
  });

  test("the zone picker shows the same instant as New York's and as Berlin's wall time", async ({ page }) => {
    await openCalendar(page);
    await day(page, "2026-11-22").click();
    await expect(page.getByRole("button", { name: "22:30 (09:00 India)" })).toBeVisible();

    await page.getByLabel("Your time zone").selectOption("Europe/Berlin");
    await expect(page).toHaveURL(/tz=Europe%2FBerlin/);
    // Sunday 22 in Berlin: no times; Monday 23 begins with the same instant, 09:00 India time.
    await expect(page.getByText("No free times on this day.")).toBeVisible();
    await day(page, "2026-11-23").click();
    await expect(page.getByRole("button", { name: "04:30 (09:00 India)" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^22:30/ })).toHaveCount(0);

    // India's own zone: no second time beside each.
    await page.getByLabel("Your time zone").selectOption("Asia/Kolkata");
    await day(page, "2026-11-23").click();
    await expect(page.getByRole("button", { name: "09:00", exact: true })).toBeVisible();
  });
});

test.describe("a visitor in Auckland, already on Saturday", () => {
  test.use({ timezoneId: "Pacific/Auckland" });

  test("today is marked in the visitor's own zone", async ({ page }) => {
    await openCalendar(page);
    // Friday 20 Nov 12:00 UTC is Saturday 21 Nov 01:00 in Auckland.
    await expect(day(page, "2026-11-21")).toHaveAttribute("aria-current", "date");
    await expect(page.locator("[role=grid] [aria-current]")).toHaveCount(1);
    // In India the same instant is still Friday.
    await page.getByLabel("Your time zone").selectOption("Asia/Kolkata");
    await expect(day(page, "2026-11-20")).toHaveAttribute("aria-current", "date");
    await expect(day(page, "2026-11-21")).not.toHaveAttribute("aria-current", /./);
  });
});

test.describe("a visitor in Berlin", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("by mouse: a one-hour meeting with a chosen person, field errors from the API, axe on each step", async ({ page }) => {
    await openCalendar(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("60-minute deep dive").check();
    await page.getByLabel("With", { exact: true }).selectOption({ label: "Arjun Mehta" });
    await day(page, "2026-11-23").click();
    await expect(page.getByRole("button", { name: "05:30 (10:00 India)" })).toBeVisible(); // hourly from 04:30
    await expect(page.getByRole("button", { name: /^05:00/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "05:30 (10:00 India)" }).click();

    // Nothing typed: the API's field errors beside the fields.
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
    await expect(page.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Name").fill("Lena Vogel");
    await page.getByLabel("Work e-mail").fill("lena@example.org");
    await page.getByLabel("Company").fill("Example Mobility");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    await expect(page.getByText("Mon, 23 Nov 2026, 05:30 Berlin time")).toBeVisible();
    await expect(page.getByText("Arjun Mehta")).toBeVisible();
  });

  test("a time taken meanwhile: 'That time was just taken', the next times, and the details kept", async ({ page }) => {
    await openCalendar(page);
    await day(page, "2026-11-24").click();
    const contested = page.getByRole("button", { name: "04:30 (09:00 India)" });
    await expect(contested).toBeVisible();
    // Both people are booked at that time through the API while the page shows it free.
    for (const name of ["Race One", "Race Two"]) {
      const res = await page.request.post(`${server.url}/api/bookings`, {
        data: { start: "2026-11-24T03:30:00.000Z", name, email: "race@example.org", timeZone: "Europe/Berlin", formToken: await formTokenFrom(server.url) },
      });
      expect(res.status()).toBe(201);
    }
    await contested.click();
    await page.getByLabel("Name").fill("Jonas Weber");
    await page.getByLabel("Work e-mail").fill("jonas@example.org");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("That time was just taken.");
    const next = alert.getByRole("button", { name: "Tuesday 24 November, 05:00 (09:30 India)" });
    await expect(next).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await next.click();
    await expect(page.getByText("Tue, 24 Nov 2026, 05:00 Berlin time")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Jonas Weber");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    await expect(page.getByText("Tue, 24 Nov 2026, 05:00 Berlin time")).toBeVisible();
  });

  test("a lost connection keeps what was typed and says so; the retry books, and the desk's lead says it came from the booking page", async ({ page }) => {
    await openCalendar(page);
    await day(page, "2026-11-25").click();
    await page.getByRole("button", { name: "04:30 (09:00 India)" }).click();
    await page.getByLabel("Name").fill("Mara Lind");
    await page.getByLabel("Work e-mail").fill("mara@example.org");
    await page.route("**/api/bookings", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("alert")).toContainText("We could not reach our server, so nothing was booked yet.");
    await expect(page.getByLabel("Name")).toHaveValue("Mara Lind");
    await expect(page.getByLabel("Work e-mail")).toHaveValue("mara@example.org");
    await page.unroute("**/api/bookings");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    const leadId = leadIdByReference(bookingRef(page), server.dataDir);

    await signInAsNewPerson(page, server.url, { dataDir: server.dataDir });
    await page.goto(`${server.url}/admin/leads/${leadId}`);
    await expect(page.getByRole("region", { name: "Activity" }).getByText("received from the booking page")).toBeVisible();
    await page.goto(`${server.url}/admin/leads?source=booking`);
    await expect(page.getByRole("listitem").filter({ hasText: "Mara Lind" })).toContainText("Booking");
  });
});

// Last in this file: the desk's sign-in above adds a person, and these tests count on none more.
test.describe("the type and the person, chosen without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form above the days chooses a one-hour meeting with Arjun; the booking is his, and the desk shows it", async ({ page, browser }) => {
    await page.goto(`${server.url}/book`);
    await expect(page.getByRole("radio", { name: "30-minute consultation" })).toBeChecked();
    await expect(page.getByLabel("With", { exact: true })).toHaveValue("");
    await page.getByRole("radio", { name: "60-minute deep dive" }).check();
    await page.getByLabel("With", { exact: true }).selectOption({ label: "Arjun Mehta" });
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(/[?&]type=deep-dive/);
    const shared = page.url();
    const arjun = new URL(shared).searchParams.get("host")!;
    expect(arjun).toMatch(/^\d+$/);
    // An hour each, from his 09:00: 11:00 is offered, 11:30 is not.
    await expect(page.getByRole("radio", { name: "60-minute deep dive" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Thu, 26 Nov 2026, 11:00", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Thu, 26 Nov 2026, 11:30", exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Thu, 26 Nov 2026, 11:00", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page.getByText("60-minute deep dive with Arjun Mehta")).toBeVisible();
    // A refused post keeps the choice.
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
    await expect(page.getByText("60-minute deep dive with Arjun Mehta")).toBeVisible();
    await page.getByLabel("Name").fill("Noor Haddad");
    await page.getByLabel("Work e-mail").fill("noor@example.org");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
    await expect(page.getByText("Thu, 26 Nov 2026, 11:00 India time")).toBeVisible();
    await expect(page.getByText("Arjun Mehta")).toBeVisible();

    // The shared link opens the calendar island with the same choice.
    // A page of its own with script (a new page takes this describe's options unless told otherwise).
    const withScript = await browser.newPage({ javaScriptEnabled: true, timezoneId: "Asia/Kolkata" });
    try {
      await withScript.clock.setFixedTime(new Date(TEST_NOW));
      await withScript.goto(shared);
      await islandReady(withScript, "booking");
      await expect(withScript.getByRole("radio", { name: "60-minute deep dive" })).toBeChecked();
      await expect(withScript.getByLabel("With", { exact: true })).toHaveValue(arjun);
      await day(withScript, "2026-11-26").click();
      await expect(withScript.getByRole("button", { name: "12:00", exact: true })).toBeVisible();
      await expect(withScript.getByRole("button", { name: "11:00", exact: true })).toHaveCount(0); // just booked
      // A change in the island is written into the address, for the next shared link.
      await withScript.getByLabel("With", { exact: true }).selectOption({ label: "Anyone available" });
      await expect(withScript).not.toHaveURL(/[?&]host=/);
      await expect(withScript).toHaveURL(/[?&]type=deep-dive/);
    } finally {
      await withScript.close();
    }

    // The desk: the meeting is Arjun's, an hour long.
    await signInAsNewPerson(page, server.url, { dataDir: server.dataDir });
    await page.goto(`${server.url}/admin/meetings?who=everyone`);
    await expect(page.getByRole("listitem").filter({ hasText: "Noor Haddad" })).toContainText("60 min · with Arjun Mehta");
  });
});
