// The words and limits of a person's booking hours, shared by the desk's Availability page
// and the server that checks them (server/booking/host-settings-rules.ts).

/** 1 = Monday … 7 = Sunday, as booking_hosts.weekly_hours numbers them. */
export const WEEKDAYS = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 7, name: "Sunday" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["day"];

/** Mon–Fri: where "Copy to all weekdays" copies a day's hours. */
export const WORKING_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

export const BOOKING_HOURS_LIMITS = {
  stretchesPerDay: 6,
  maxBufferMinutes: 240,
  maxDaysOff: 400,
  maxUrlLength: 500,
  maxLoginLength: 200,
};

/** How many days ahead "Test the connection" reads the calendar. */
export const CALENDAR_CHECK_DAYS = 14;

/** The field of the errors for one weekday's hours, e.g. "weeklyHours.3". */
export const dayField = (day: number) => `weeklyHours.${day}`;

/** A time of day as hours are written, on the page and over the API: 24-hour HH:MM. */
export const TIME_OF_DAY = "([01]\\d|2[0-3]):[0-5]\\d";
/** The end of a stretch may also be 24:00: no time of day, but the end of the last stretch. */
export const END_OF_DAY = "24:00";

/**
 * A time as a person types it into the Availability page, written as HH:MM where it plainly
 * is one: "9:30", "930" and "0930" (a phone's number pad has no colon) are 09:30, "17" is
 * 17:00. Anything else stays as typed, for the check to name.
 */
export function typedTimeOfDay(typed: string): string {
  const m = /^(\d{1,2})[:.h]?(\d{2})?$/.exec(typed.trim());
  if (!m) return typed.trim();
  const written = `${m[1]!.padStart(2, "0")}:${m[2] ?? "00"}`;
  return new RegExp(`^(${TIME_OF_DAY}|${END_OF_DAY})$`).test(written) ? written : typed.trim();
}
