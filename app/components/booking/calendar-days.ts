// The booking calendar's arithmetic on calendar days, written as "YYYY-MM-DD" (the
// visitor's days, already in their zone): whole days carry no zone, so they are counted
// in UTC, where every day has 24 hours. Instants become days with dayIn (common/time-zone.ts).
import { dayIn } from "../../../common/time-zone.ts";

export type Day = string; // "2026-11-23"
export type Month = string; // "2026-11"

const DAY_MS = 24 * 60 * 60_000;
const utc = (day: Day) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: Day, n: number): Day => fromUtc(utc(day) + n * DAY_MS);
export const monthOf = (day: Day): Month => day.slice(0, 7);
export const firstOfMonth = (month: Month): Day => `${month}-01`;
export const lastOfMonth = (month: Month): Day => addDays(firstOfMonth(addMonthsTo(month, 1)), -1);
/** Days from `a` to `b` (b − a). */
export const daysBetween = (a: Day, b: Day) => Math.round((utc(b) - utc(a)) / DAY_MS);

function addMonthsTo(month: Month, n: number): Month {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
export const addMonths = addMonthsTo;

/** The same day of the month n months on, or that month's last day (31 Jan + 1 → 28/29 Feb). */
export function sameDayMonthsOn(day: Day, n: number): Day {
  const month = addMonthsTo(monthOf(day), n);
  const candidate = `${month}-${day.slice(8)}`;
  const last = lastOfMonth(month);
  return candidate > last ? last : candidate;
}

/** Monday 0 … Sunday 6: the week starts on Monday, as in India and Europe. */
const weekdayIndex = (day: Day) => (new Date(utc(day)).getUTCDay() + 6) % 7;
export const startOfWeek = (day: Day): Day => addDays(day, -weekdayIndex(day));
export const endOfWeek = (day: Day): Day => addDays(day, 6 - weekdayIndex(day));

/** The month's weeks, Monday first; days of the neighbouring months are null. */
export function monthWeeks(month: Month): (Day | null)[][] {
  const weeks: (Day | null)[][] = [];
  const last = lastOfMonth(month);
  for (let start = startOfWeek(firstOfMonth(month)); start <= last; start = addDays(start, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)).map((d) => (monthOf(d) === month ? d : null)));
  return weeks;
}

export const clampDay = (day: Day, first: Day, last: Day): Day => (day < first ? first : day > last ? last : day);

const format = (opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...opts });
const monthFormat = format({ month: "long", year: "numeric" });
const longDayFormat = format({ weekday: "long", day: "numeric", month: "long" });
/** "November 2026" */
export const monthLabel = (month: Month) => monthFormat.format(utc(firstOfMonth(month)));
/** "Monday 23 November" */
export const longDayLabel = (day: Day) => longDayFormat.format(utc(day)).replace(",", "");

/** The slots by the visitor's day they start on, in order. */
export function slotsByDay<S extends { start: string }>(slots: S[], timeZone: string): Map<Day, S[]> {
  const days = new Map<Day, S[]>();
  for (const slot of slots) {
    const day = dayIn(timeZone, new Date(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}
