// The busy times in a person's calendar objects (RFC 5545 text from a CalDAV calendar-query):
// each VEVENT's DTSTART to DTEND (or DURATION), in UTC, in a named zone (TZID) or all day.
// An event marked free (TRANSP:TRANSPARENT) or cancelled takes no time. Repeating events
// count by their first occurrence only (the server is not asked to expand them; docs/booking.md).
import { zonedInstant, type Interval } from "./availability.ts";

/** RFC 5545 §3.1: a line continued on the next starts with a space or a tab. */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, "");

function instant(params: string, value: string, fallbackZone: string): { at: number; allDay: boolean } | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, hh, mm, ss, utc] = m;
  if (hh === undefined) return { at: zonedInstant(+y!, +mo! - 1, +d!, 0, fallbackZone), allDay: true };
  if (utc) return { at: Date.UTC(+y!, +mo! - 1, +d!, +hh, +mm!, +ss!), allDay: false };
  const zone = /(?:^|;)TZID=("?)([^;:"]+)\1/.exec(params)?.[2] ?? fallbackZone; // a floating time is the person's own
  return { at: zonedInstant(+y!, +mo! - 1, +d!, +hh * 60 + +mm!, zone) + +ss! * 1000, allDay: false };
}

/** RFC 5545 §3.3.6, e.g. PT1H30M or P1D. */
function durationMs(value: string): number | undefined {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [w, d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number];
  return ((((w * 7 + d) * 24 + h) * 60 + min) * 60 + s) * 1000;
}

/** The busy intervals of the events in one or more calendar objects. `zone`: the person's, for floating and all-day times. */
export function busyFromICalendar(text: string, zone: string): Interval[] {
  const out: Interval[] = [];
  for (const block of unfold(text)
    .split(/BEGIN:VEVENT\r?\n/)
    .slice(1)) {
    const event = block.split(/END:VEVENT/)[0]!;
    const props = new Map<string, { params: string; value: string }>();
    for (const line of event.split(/\r?\n/)) {
      const m = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
      if (m && !props.has(m[1]!)) props.set(m[1]!, { params: m[2]!, value: m[3]! });
    }
    if (props.get("TRANSP")?.value.trim() === "TRANSPARENT" || props.get("STATUS")?.value.trim() === "CANCELLED") continue;
    const dtstart = props.get("DTSTART");
    const start = dtstart && instant(dtstart.params, dtstart.value, zone);
    if (!start) continue;
    const dtend = props.get("DTEND");
    const duration = props.get("DURATION");
    const endAt = dtend
      ? instant(dtend.params, dtend.value, zone)?.at
      : duration
        ? start.at + (durationMs(duration.value) ?? 0)
        : start.at + (start.allDay ? 24 * 60 * 60_000 : 0);
    if (endAt !== undefined && endAt > start.at) out.push({ start: start.at, end: endAt });
  }
  return out;
}
