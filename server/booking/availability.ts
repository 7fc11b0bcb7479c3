// When a desk person can meet: their weekly hours in their own time zone, less days off,
// busy times (meetings, their calendar) widened by their buffer, from the minimum notice
// to the horizon. Wall-clock hours become instants with @date-fns/tz, so 09:00 in Berlin
// is 08:00 UTC in winter and 07:00 UTC in summer, and a day on a DST change has its real
// length. Pure: the clock and the busy times are given.
import { TZDate } from "@date-fns/tz";

/** 1 = Monday … 7 = Sunday → [["09:00", "18:00"], …] in the person's zone. */
export type WeeklyHours = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, [string, string][]>>;

export interface HostHours {
  id: number;
  timeZone: string;
  weekly: WeeklyHours;
  bufferMinutes: number;
  /** YYYY-MM-DD in the person's zone. */
  daysOff: string[];
}

export interface Interval {
  start: number;
  end: number;
}

export interface SlotRules {
  durationMinutes: number;
  /** Slots begin every this many minutes from the start of each stretch of hours. */
  stepMinutes: number;
  minNoticeMs: number;
  horizonDays: number;
}

/** Every meeting and claim lines up on these steps (meeting_claims): durations and steps are multiples of it. */
export const STEP_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export const DEFAULT_HOURS: Omit<HostHours, "id"> = {
  timeZone: "Asia/Kolkata",
  weekly: Object.fromEntries([1, 2, 3, 4, 5].map((d) => [d, [["09:00", "18:00"]]])) as WeeklyHours,
  bufferMinutes: 0,
  daysOff: [],
};

const pad = (n: number) => String(n).padStart(2, "0");
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** The instant a wall-clock time in a zone names (in a DST gap: the moment just after it). */
export function zonedInstant(y: number, month0: number, day: number, minutes: number, timeZone: string): number {
  return new TZDate(y, month0, day, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function zonedDay(at: number, timeZone: string): string {
  const d = new TZDate(at, timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The instant a day (YYYY-MM-DD) begins in a zone. */
export function dayStart(day: string, timeZone: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return zonedInstant(y, m - 1, d, 0, timeZone);
}

/** The starts (ms) of one person's free slots within [from, to). */
export function hostSlotStarts(host: HostHours, busy: Interval[], rules: SlotRules, now: number, range: Interval): number[] {
  const duration = rules.durationMinutes * 60_000;
  const step = rules.stepMinutes * 60_000;
  const buffer = host.bufferMinutes * 60_000;
  const earliest = Math.max(range.start, now + rules.minNoticeMs);
  const latest = Math.min(range.end, now + rules.horizonDays * DAY_MS);
  if (earliest >= latest) return [];
  const first = new TZDate(earliest - DAY_MS, host.timeZone);
  const out: number[] = [];
  for (let i = 0; ; i++) {
    // Date's own overflow walks the calendar: day 32 of January is 1 February.
    const day = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + i, 0, 0, host.timeZone);
    if (day.getTime() >= latest) break;
    const [y, m0, d] = [day.getFullYear(), day.getMonth(), day.getDate()];
    if (host.daysOff.includes(`${y}-${pad(m0 + 1)}-${pad(d)}`)) continue;
    const weekday = (day.getDay() || 7) as keyof WeeklyHours;
    for (const [from, to] of host.weekly[weekday] ?? []) {
      const open = zonedInstant(y, m0, d, minutesOf(from), host.timeZone);
      const close = zonedInstant(y, m0, d, minutesOf(to), host.timeZone);
      for (let t = open; t + duration <= close; t += step) {
        if (t < earliest || t >= latest) continue;
        if (busy.some((b) => b.start < t + duration + buffer && b.end > t - buffer)) continue;
        out.push(t);
      }
    }
  }
  return out;
}

/** The union across people: each free start with the people free then. */
export function slotsAcrossHosts(hosts: { hours: HostHours; busy: Interval[] }[], rules: SlotRules, now: number, range: Interval): Map<number, number[]> {
  const byStart = new Map<number, number[]>();
  for (const { hours, busy } of hosts) {
    for (const start of hostSlotStarts(hours, busy, rules, now, range)) {
      const list = byStart.get(start);
      if (list) list.push(hours.id);
      else byStart.set(start, [hours.id]);
    }
  }
  return new Map([...byStart.entries()].sort((a, b) => a[0] - b[0]));
}

/** The 15-minute steps a meeting covers: the rows it claims in meeting_claims. */
export function claimedSteps(start: number, end: number): string[] {
  const steps: string[] = [];
  for (let t = Math.floor(start / STEP_MS) * STEP_MS; t < end; t += STEP_MS) steps.push(new Date(t).toISOString());
  return steps;
}

/** Is this a real IANA zone name (Intl knows it)? */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== "string" || name.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
