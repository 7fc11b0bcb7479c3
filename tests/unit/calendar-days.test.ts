// The booking calendar's day arithmetic (app/components/booking/calendar-days.ts): the
// grid's weeks start on Monday, PageDown from a month's 31st lands on the next month's last
// day, and a slot belongs to the visitor's own day.
import { describe, expect, it } from "vitest";
import { endOfWeek, longDayLabel, monthLabel, monthWeeks, sameDayMonthsOn, slotsByDay, startOfWeek } from "../../app/components/booking/calendar-days.ts";

describe("calendar days", () => {
  it("lays a month out in Monday-first weeks, the neighbouring months' days left empty", () => {
    const weeks = monthWeeks("2026-11");
    expect(weeks).toHaveLength(6); // 1 Nov 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(weeks[5]).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(monthWeeks("2027-02")).toHaveLength(4); // 1 Feb 2027 is a Monday, 28 days
  });

  it("moves by month to the same day, or the month's last day", () => {
    expect(sameDayMonthsOn("2026-12-31", 2)).toBe("2027-02-28");
    expect(sameDayMonthsOn("2028-01-31", 1)).toBe("2028-02-29");
    expect(sameDayMonthsOn("2026-01-15", -1)).toBe("2025-12-15");
    expect(sameDayMonthsOn("2026-11-22", 12)).toBe("2027-11-22");
  });

  it("finds the week's ends, Monday to Sunday, across a month's edge", () => {
    expect(startOfWeek("2026-11-01")).toBe("2026-10-26");
    expect(endOfWeek("2026-11-30")).toBe("2026-12-06");
  });

  it("names months and days as the visitor reads them", () => {
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(longDayLabel("2026-11-23")).toBe("Monday 23 November");
  });

  it("puts each slot on the day it starts in the visitor's zone", () => {
    const slots = [{ start: "2026-11-23T03:30:00.000Z" }, { start: "2026-11-23T05:00:00.000Z" }];
    expect([...slotsByDay(slots, "America/New_York").keys()]).toEqual(["2026-11-22", "2026-11-23"]);
    expect([...slotsByDay(slots, "Europe/Berlin").keys()]).toEqual(["2026-11-23"]);
  });
});
