// Times in the desk, in the reading person's time zone (their setting on /admin/account,
// common/time-zone.ts), with the zone named: "Nov 20, 2026, 03:49 IST". The server and the
// browser format with that stored zone, never the machine's, so the HTML and the hydrated
// page agree. <DeskTime> (components/desk/desk-time.tsx) adds the UTC time on hover.
import { DEFAULT_TIME_ZONE } from "../../../common/time-zone.ts";

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: zone,
    };
    f = new Intl.DateTimeFormat("en-US", { ...options, timeZoneName: "short" });
    // en-US names few zones outside America ("GMT+5:30"); English as used in India names its own ("IST").
    if (/GMT[+-]/.test(f.format(0)) && zone === "Asia/Kolkata") f = new Intl.DateTimeFormat("en-IN", { ...options, timeZoneName: "short" });
    formats.set(zone, f);
  }
  return f;
}
const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** An instant in a zone (the default zone when none is given): "Nov 20, 2026, 03:49 IST". */
export const deskDateTime = (iso: string, zone: string = DEFAULT_TIME_ZONE) =>
  format(zone)
    .format(new Date(iso))
    .replace(/\b(am|pm)\b/i, (m) => m.toUpperCase());

/** The same instant in UTC, for the hover: "2026-11-19 22:19 UTC". */
export const deskUtc = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A YYYY-MM-DD day, e.g. "Fri, Nov 27, 2026" (a calendar day: no zone to convert). */
export const deskDay = (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`));
