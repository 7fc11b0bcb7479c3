// The Availability page's form as data: what its fields hold (a draft, all text, as typed),
// how a post becomes a draft and a draft the body the settings service takes, and the
// page's small edits (add or remove a stretch of hours, copy a day to the weekdays, add or
// remove a day off). The edits run in the browser when it has JavaScript and in the action
// when it has not, so both get the same result and nothing typed is lost.
import { BOOKING_HOURS_LIMITS, typedTimeOfDay, WEEKDAYS, WORKING_DAYS, type Weekday } from "../../../common/booking-hours.ts";

export interface Stretch {
  from: string;
  to: string;
}

export interface AvailabilityDraft {
  timeZone: string;
  week: Record<Weekday, Stretch[]>;
  bufferMinutes: string;
  daysOff: string[];
  roomUrl: string;
  active: boolean;
  calendar: { url: string; user: string };
}

/** The saved settings as the service answers them (host-settings.ts). */
export interface SavedAvailability {
  timeZone: string;
  weeklyHours: Partial<Record<Weekday, [string, string][]>>;
  bufferMinutes: number;
  daysOff: string[];
  roomUrl: string | null;
  active: boolean;
  calendar: { url: string; user: string | null; hasPassword: boolean } | null;
}

export const stretchFields = (day: Weekday) => ({ from: `from-${day}`, to: `to-${day}` });

export function draftFromSaved(s: SavedAvailability): AvailabilityDraft {
  return {
    timeZone: s.timeZone,
    week: Object.fromEntries(WEEKDAYS.map(({ day }) => [day, (s.weeklyHours[day] ?? []).map(([from, to]) => ({ from, to }))])) as AvailabilityDraft["week"],
    bufferMinutes: String(s.bufferMinutes),
    daysOff: s.daysOff,
    roomUrl: s.roomUrl ?? "",
    active: s.active,
    calendar: { url: s.calendar?.url ?? "", user: s.calendar?.user ?? "" },
  };
}

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};
const fields = (form: FormData, name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v.trim() : ""));

/** What the form posted. A day off typed but not yet added counts: Save keeps it. */
export function draftFromForm(form: FormData): AvailabilityDraft {
  const week = Object.fromEntries(
    WEEKDAYS.map(({ day }) => {
      const names = stretchFields(day);
      // "930" typed on a phone's number pad is 09:30, without JavaScript too.
      const to = fields(form, names.to).map(typedTimeOfDay);
      return [
        day,
        fields(form, names.from)
          .map(typedTimeOfDay)
          .flatMap((from, i) => (from || to[i] ? [{ from, to: to[i] ?? "" }] : [])),
      ];
    }),
  ) as AvailabilityDraft["week"];
  const newDayOff = field(form, "newDayOff");
  return {
    timeZone: field(form, "timeZone"),
    week,
    bufferMinutes: field(form, "bufferMinutes"),
    daysOff: [...new Set([...fields(form, "dayOff"), ...(newDayOff ? [newDayOff] : [])])].filter(Boolean).sort(),
    roomUrl: field(form, "roomUrl"),
    active: form.get("active") === "on",
    calendar: { url: field(form, "calendarUrl"), user: field(form, "calendarUser") },
  };
}

/** The body PUT /api/admin/booking/hosts/* takes; `password` "" keeps the stored one. */
export function settingsBody(d: AvailabilityDraft, password: string) {
  return {
    timeZone: d.timeZone,
    weeklyHours: Object.fromEntries(WEEKDAYS.map(({ day }) => [day, d.week[day].map((s) => [s.from, s.to])])),
    bufferMinutes: d.bufferMinutes,
    daysOff: d.daysOff,
    roomUrl: d.roomUrl,
    active: d.active,
    calendar: { url: d.calendar.url, user: d.calendar.user, password },
  };
}

const minutes = (hhmm: string) => (/^\d{2}:\d{2}$/.test(hhmm) ? Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) : undefined);
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** A new stretch for a day: 09:00–17:00 on an empty day, else the hour after its last stretch. */
function nextStretch(stretches: Stretch[]): Stretch {
  const lastEnd = minutes(stretches.at(-1)?.to ?? "");
  if (lastEnd === undefined) return stretches.length === 0 ? { from: "09:00", to: "17:00" } : { from: "", to: "" };
  return lastEnd + 60 <= 23 * 60 + 59 ? { from: hhmm(lastEnd), to: hhmm(lastEnd + 60) } : { from: "", to: "" };
}

/** The page's edits, named as its buttons' `intent` values: "add:3", "remove:3:0", "copy:1", "add-day-off", "remove-day-off:2027-01-01". */
export function applyEdit(d: AvailabilityDraft, intent: string, newDayOff = ""): AvailabilityDraft | undefined {
  const [verb, a, b] = intent.split(":");
  const day = Number(a) as Weekday;
  const isDay = WEEKDAYS.some((w) => w.day === day);
  if (verb === "add" && isDay && d.week[day].length < BOOKING_HOURS_LIMITS.stretchesPerDay)
    return { ...d, week: { ...d.week, [day]: [...d.week[day], nextStretch(d.week[day])] } };
  if (verb === "remove" && isDay) return { ...d, week: { ...d.week, [day]: d.week[day].filter((_, i) => i !== Number(b)) } };
  if (verb === "copy" && isDay) return { ...d, week: { ...d.week, ...Object.fromEntries(WORKING_DAYS.map((w) => [w, d.week[day].map((s) => ({ ...s }))])) } };
  if (verb === "add-day-off") return newDayOff ? { ...d, daysOff: [...new Set([...d.daysOff, newDayOff])].sort() } : d;
  if (verb === "remove-day-off") return { ...d, daysOff: d.daysOff.filter((x) => x !== intent.slice("remove-day-off:".length)) };
  return undefined;
}
