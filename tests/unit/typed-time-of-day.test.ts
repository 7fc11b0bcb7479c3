// What a person types into the Availability page's hours (decision 052): a plain time is
// written as the server's HH:MM (a phone's number pad has no colon); anything else is left
// as typed, for the server's check to name beside the day.
import { describe, expect, it } from "vitest";
import { typedTimeOfDay } from "../../common/booking-hours.ts";

describe("typedTimeOfDay", () => {
  it.each([
    ["09:00", "09:00"],
    ["9:30", "09:30"],
    ["930", "09:30"],
    ["0930", "09:30"],
    ["1730", "17:30"],
    ["17", "17:00"],
    ["9", "09:00"],
    [" 13.45 ", "13:45"],
    ["24:00", "24:00"],
  ])("%j is %j", (typed, written) => expect(typedTimeOfDay(typed)).toBe(written));

  it.each(["noon", "1:30 PM", "25:00", "973", "24:30", "12345", ""])("%j stays as typed", (typed) => expect(typedTimeOfDay(typed)).toBe(typed.trim()));
});
