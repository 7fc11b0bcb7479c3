// The busy times in a person's calendar objects (RFC 5545 text from a CalDAV calendar-query),
// read with ical.js (Mozilla's parser, maintained for Thunderbird): every occurrence of an
// event that overlaps the window takes its time, so a repeating event counts on each day
// it repeats (RRULE, RDATE), less its EXDATEs, with its moved or changed occurrences
// (RECURRENCE-ID) where they went. An event or occurrence marked free
// (TRANSP:TRANSPARENT) or cancelled takes no time (decision 043).
//
// Times: UTC as written; a TZID that names an IANA zone through @date-fns/tz (the same
// tz database the slots use, never a stale copy); any other TZID (Outlook's "W. Europe
// Standard Time") through the calendar's own VTIMEZONE; floating times and all-day dates
// in the person's own zone.
import ICAL from "ical.js";
import { isTimeZone, zonedInstant, type Interval } from "./availability.ts";

/** A guard against a rule that repeats every minute since 1970: occurrences walked per event before the window ends. */
const MAX_OCCURRENCES = 20_000;

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Event = InstanceType<typeof ICAL.Event>;

/** The instant a time names; `tzid`: the TZID parameter it was written with. */
function instantOf(t: Time, tzid: string | undefined, personZone: string): number {
  if (t.isDate) return zonedInstant(t.year, t.month - 1, t.day, 0, personZone);
  if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === "UTC") return t.toUnixTime() * 1000;
  const wallClock = (zone: string) => zonedInstant(t.year, t.month - 1, t.day, t.hour * 60 + t.minute, zone) + t.second * 1000;
  if (tzid && isTimeZone(tzid)) return wallClock(tzid);
  if (t.zone && t.zone !== ICAL.Timezone.localTimezone && t.zone.component) return t.toUnixTime() * 1000; // the calendar's VTIMEZONE
  return wallClock(personZone); // floating: the person's own wall clock
}

const tzidOf = (event: Event, property: "dtstart" | "dtend") => event.component.getFirstProperty(property)?.getParameter("tzid") as string | undefined;

/** Whether an event (or one changed occurrence of it) leaves the time free. */
function takesNoTime(event: Event): boolean {
  const value = (name: string) => String(event.component.getFirstPropertyValue(name) ?? "").toUpperCase();
  return value("transp") === "TRANSPARENT" || value("status") === "CANCELLED";
}

/** The time one event or occurrence takes within the window, if any. */
function busyIn(item: Event, start: Time, end: Time, zone: string, window: Interval): Interval | undefined {
  if (takesNoTime(item)) return undefined;
  const from = instantOf(start, tzidOf(item, "dtstart"), zone);
  // A computed end (from DURATION, or a moved occurrence's length) is in its start's zone.
  const to = instantOf(end, (item.component.hasProperty("dtend") && tzidOf(item, "dtend")) || tzidOf(item, "dtstart"), zone);
  // An all-day event without an end is that one day; a timed one without an end takes no time (RFC 5545 §3.6.1).
  return to > from && from < window.end && to > window.start ? { start: from, end: to } : undefined;
}

/** The busy intervals that one event, repeating or not, with its changed occurrences, puts into the window. */
function eventBusy(master: Event, window: Interval, zone: string): Interval[] {
  if (!master.isRecurring()) return [busyIn(master, master.startDate, master.endDate, zone, window)].filter((b) => b !== undefined);
  const out: (Interval | undefined)[] = [];
  const seen = new Set<string>();
  const expansion = master.iterator();
  for (let i = 0, next: Time | undefined; i < MAX_OCCURRENCES && (next = expansion.next()); i++) {
    // Occurrences come in the order of their original times; one moved into the window from later is added below.
    if (instantOf(next, tzidOf(master, "dtstart"), zone) >= window.end) break;
    const occurrence = master.getOccurrenceDetails(next);
    seen.add(next.toString()).add(next.convertToZone(ICAL.Timezone.utcTimezone).toString()); // an exception may name it either way
    out.push(busyIn(occurrence.item, occurrence.startDate, occurrence.endDate, zone, window));
  }
  for (const [id, moved] of Object.entries(master.exceptions)) if (!seen.has(id)) out.push(busyIn(moved, moved.startDate, moved.endDate, zone, window));
  return out.filter((b) => b !== undefined);
}

/** The VCALENDARs in a text: one calendar object, or several one after another. */
function calendars(text: string): Component[] {
  const parsed = ICAL.parse(text) as unknown[];
  const list = Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed];
  return list.map((jcal) => new ICAL.Component(jcal));
}

/**
 * The busy intervals of the events in one or more calendar objects that overlap `window`.
 * `zone`: the person's, for floating and all-day times. A calendar object that cannot be
 * parsed counts as no time: one broken event must not hide the rest of the calendar.
 */
export function busyFromICalendar(text: string, zone: string, window: Interval): Interval[] {
  let parsed: Component[];
  try {
    parsed = calendars(text);
  } catch {
    return [];
  }
  const out: Interval[] = [];
  for (const vcalendar of parsed) {
    const events = vcalendar.getAllSubcomponents("vevent");
    const uid = (c: Component) => c.getFirstPropertyValue("uid");
    const isChange = (c: Component) => c.hasProperty("recurrence-id");
    const masters = events.filter((c) => !isChange(c));
    try {
      for (const c of masters) out.push(...eventBusy(new ICAL.Event(c, { exceptions: events.filter((e) => isChange(e) && uid(e) === uid(c)) }), window, zone));
      // A changed occurrence whose series is not in the object (an invitation to that one occurrence) stands alone.
      for (const c of events.filter((e) => isChange(e) && !masters.some((m) => uid(m) === uid(e)))) {
        const lone = new ICAL.Event(c, { exceptions: [] });
        const busy = busyIn(lone, lone.startDate, lone.endDate, zone, window);
        if (busy) out.push(busy);
      }
    } catch {
      continue; // a malformed object: the others still count
    }
  }
  return out;
}
