// A desk person sets when visitors can book them (issue 24 §2), in a browser: their zone,
// two stretches on Monday copied to every weekday, saved and still there after a reload;
// their own calendar (a real Radicale started here) checked with "Test the connection",
// saved without the password ever coming back, and removed. Without JavaScript the same
// page adds hours by a post and answers a wrong save with the field's error and everything
// that was typed.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";
import { startRadicale } from "../helpers/radicale.ts";

const base = () => process.env.BASE_URL!;
// A sign-in, a Radicale and several saves on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("a person sets their weekly hours and zone, and connects, tests and removes their calendar", async ({ page }) => {
  const radicale = await startRadicale();
  try {
    await signInAsNewPerson(page, base());
    await gotoHydrated(page, `${base()}/admin/meetings`);
    await page.getByRole("link", { name: "Set your hours" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "You have not set your hours yet" })).toBeVisible();

    const monday = page.getByRole("group", { name: "Monday" });
    const saturday = page.getByRole("group", { name: "Saturday" });
    await expect(saturday).toContainText("Unavailable");
    await page.getByLabel("Time zone").fill("Europe/Berlin");
    await monday.getByLabel("Monday from").fill("08:00");
    await monday.getByLabel("Monday until").fill("12:00");
    await monday.getByRole("button", { name: "Add hours on Monday" }).click();
    await expect(monday.getByLabel("Monday from")).toHaveCount(2);
    await monday.getByLabel("Monday from").nth(1).fill("13:00");
    await monday.getByLabel("Monday until").nth(1).fill("17:30");
    await monday.getByRole("button", { name: "Copy to all weekdays: Monday's hours" }).click();
    const friday = page.getByRole("group", { name: "Friday" });
    await expect(friday.getByLabel("Friday until")).toHaveCount(2);
    await page.getByLabel("Buffer before and after, in minutes").fill("15");
    await page.getByLabel("Add a day off").fill("2026-12-24");
    await page.getByRole("button", { name: "Add this day off" }).click();
    await expect(page.getByRole("button", { name: "Remove day off 2026-12-24" })).toBeVisible();
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
    await expect(friday.getByLabel("Friday from").nth(0)).toHaveValue("08:00");
    await expect(friday.getByLabel("Friday until").nth(1)).toHaveValue("17:30");
    await expect(saturday).toContainText("Unavailable");
    await expect(page.getByLabel("Buffer before and after, in minutes")).toHaveValue("15");
    await expect(page.getByText("Thu, 24 Dec 2026")).toBeVisible();

    // The calendar: one event in the next 14 days (the server's clock is pinned to 20 Nov 2026).
    const user = `e2e-${Date.now()}`;
    const calendar = await radicale.calendar(user);
    await radicale.put(
      calendar,
      user,
      "dentist",
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//e2e//EN",
        "BEGIN:VEVENT",
        "UID:dentist@e2e",
        "DTSTAMP:20261101T000000Z",
        "DTSTART:20261124T090000Z",
        "DTEND:20261124T100000Z",
        "SUMMARY:Dentist",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
    await page.getByLabel("Calendar address (URL)").fill(calendar);
    await page.getByLabel("User name").fill(user);
    await page.getByLabel("Password").fill(`secret-${user}`);
    await page.getByRole("button", { name: "Test the connection" }).click();
    await expect(page.locator("#calendar-check")).toHaveText("Connected. 1 busy time in the next 14 days.");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

    const html = await (await page.request.get(`${base()}/admin/availability`)).text();
    expect(html).toContain(calendar);
    expect(html).not.toContain(`secret-${user}`);
    await page.reload();
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Password")).toHaveAttribute("placeholder", "Saved: leave empty to keep");
    // An empty password keeps the saved one: the test still gets in.
    await page.getByRole("button", { name: "Test the connection" }).click();
    await expect(page.locator("#calendar-check")).toHaveText("Connected. 1 busy time in the next 14 days.");

    await page.getByRole("button", { name: "Remove calendar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your calendar is removed" })).toBeVisible();
    await expect(page.getByLabel("Calendar address (URL)")).toHaveValue("");
    await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
  } finally {
    await radicale.stop();
  }
});

test.describe("a browser set to American English", () => {
  test.use({ locale: "en-US" });

  test("shows and takes the hours as 24-hour HH:MM, and a number pad's 1330 is 13:30", async ({ page }) => {
    await signInAsNewPerson(page, base());
    await gotoHydrated(page, `${base()}/admin/availability`);
    const monday = page.getByRole("group", { name: "Monday" });
    // A text box holding 09:00 and 18:00, not the browser's "09:00 AM" time control.
    await expect(monday.getByRole("textbox", { name: "Monday from" })).toHaveValue("09:00");
    await expect(monday.getByRole("textbox", { name: "Monday until" })).toHaveValue("18:00");
    await expect(page.getByText("in 24-hour time (HH:MM, e.g. 13:30)")).toBeVisible();
    const until = monday.getByRole("textbox", { name: "Monday until" });
    await until.selectText();
    await page.keyboard.type("1330");
    await page.keyboard.press("Tab");
    await expect(until).toHaveValue("13:30");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(monday.getByRole("textbox", { name: "Monday until" })).toHaveValue("13:30");

    // Not a time: the server's check names it beside the day.
    await until.fill("noon");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(monday).toContainText("Monday: write times as HH:MM, e.g. 09:00");
    await expect(until).toHaveAttribute("aria-invalid", "true");
  });
});

test("unsaved changes on the Availability page ask before leaving: Stay keeps the edit, an edit by a button counts too", async ({ page }) => {
  await signInAsNewPerson(page, base());
  await gotoHydrated(page, `${base()}/admin/availability`);
  const monday = page.getByRole("group", { name: "Monday" });
  const ask = page.getByRole("dialog", { name: "Leave without saving?" });

  // Untouched: leaving asks nothing.
  await page.getByRole("link", { name: "Your meetings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meetings" })).toBeVisible();
  await page.getByRole("link", { name: "Set your hours" }).click();

  await monday.getByLabel("Monday from").fill("10:00");
  await page.getByRole("link", { name: "Your meetings" }).click();
  await expect(ask).toBeVisible();
  await expect(ask).toContainText("You changed your availability but did not press Save.");
  await ask.getByRole("button", { name: "Stay and save" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/availability$/);
  await expect(monday.getByLabel("Monday from")).toHaveValue("10:00");

  // Back as it was, then a stretch added by its button: still a change.
  await monday.getByLabel("Monday from").fill("09:00");
  await monday.getByRole("button", { name: "Add hours on Monday" }).click();
  await page.getByRole("link", { name: "Your meetings" }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meetings" })).toBeVisible();

  // Saved: leaving asks nothing.
  await page.getByRole("link", { name: "Set your hours" }).click();
  await expect(monday.getByLabel("Monday from")).toHaveCount(1);
  await monday.getByLabel("Monday from").fill("10:00");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.getByRole("link", { name: "Your meetings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meetings" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds hours by a post, and a wrong save shows the error and keeps what was typed", async ({ page }) => {
    await signInAsNewPerson(page, base());
    await page.goto(`${base()}/admin/availability`);
    const tuesday = page.getByRole("group", { name: "Tuesday" });
    await tuesday.getByRole("button", { name: "Add hours on Tuesday" }).click();
    await expect(tuesday.getByLabel("Tuesday from")).toHaveCount(2);
    await expect(tuesday.getByLabel("Tuesday from").nth(1)).toHaveValue("18:00");
    await tuesday.getByLabel("Tuesday from").nth(1).fill("17:00");
    await tuesday.getByLabel("Tuesday until").nth(1).fill("19:00");
    await page.getByLabel("Time zone").fill("Europe/Lisbon");
    await page.getByRole("button", { name: "Save availability" }).click();

    await expect(page.getByRole("alert").first()).toContainText("Nothing was saved");
    await expect(tuesday).toContainText("Tuesday: 09:00–18:00 and 17:00–19:00 overlap");
    await expect(tuesday.getByLabel("Tuesday from").nth(1)).toHaveAttribute("aria-invalid", "true");
    await expect(tuesday.getByLabel("Tuesday from").nth(1)).toHaveValue("17:00");
    await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Lisbon");

    await tuesday.getByLabel("Tuesday from").nth(1).fill("18:00");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page).toHaveURL(/\/admin\/availability\?saved$/);
    await expect(tuesday.getByLabel("Tuesday until").nth(1)).toHaveValue("19:00");
  });
});
