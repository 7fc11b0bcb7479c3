// Each desk person's time zone (docs/decisions/028): what "today" is for their views, their
// digest and the next-action date, and the zone the desk shows them every time in. The
// server and the browser format with the person's stored zone, never the machine's, so the
// HTML and the hydrated page agree.
import { TZDate } from "@date-fns/tz";

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** An IANA zone name that this runtime knows (e.g. "Europe/Berlin"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(zone: string, at: Date): string {
  let f = dayFormats.get(zone);
  if (!f) dayFormats.set(zone, (f = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return f.format(at);
}

/** The instant a calendar day (YYYY-MM-DD) begins in a zone, as ISO-8601 UTC (a day after a DST change included). */
export function dayStartIn(zone: string, day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, zone).getTime()).toISOString();
}

/** The day after a calendar day (YYYY-MM-DD). */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The hour of the day (0–23) an instant falls on in a zone. */
export function hourIn(zone: string, at: Date): number {
  let f = hourFormats.get(zone);
  if (!f) hourFormats.set(zone, (f = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" })));
  return Number(f.format(at));
}

// ICU lists some zones under their old names; people look for the current ones.
const CURRENT_NAMES: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Europe/Kiev": "Europe/Kyiv",
};

/** The zones a person can choose from on /admin/account (every one passes isTimeZone). */
export function timeZoneChoices(): string[] {
  const names = Intl.supportedValuesOf("timeZone").map((z) => CURRENT_NAMES[z] ?? z);
  return [...new Set([...names, DEFAULT_TIME_ZONE, "UTC"])].filter(isTimeZone).sort();
}
