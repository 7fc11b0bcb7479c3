// What a person may set as their booking hours (the desk's Availability page and
// PUT /api/admin/booking/hosts/*): each field checked on its own, with an error in words
// per field, so the page can show every problem at once and keep what was typed.
import { isTimeZone, type WeeklyHours } from "./availability.ts";
import { isHttpsOrLoopbackUrl } from "../loopback-host.ts";
import { isRoomUrl } from "./room-url.ts";
import { BOOKING_HOURS_LIMITS as LIMITS, dayField, END_OF_DAY, TIME_OF_DAY, WEEKDAYS } from "../../common/booking-hours.ts";

export interface HostSettings {
  timeZone: string;
  weeklyHours: WeeklyHours;
  bufferMinutes: number;
  /** YYYY-MM-DD in timeZone, sorted. */
  daysOff: string[];
  roomUrl: string | null;
  active: boolean;
}

/** A calendar to connect; `password` undefined: keep the one stored; null: none. */
export interface CalendarLogin {
  url: string;
  user: string | null;
  password: string | null | undefined;
}

export type Errors = Record<string, string>;

const HHMM = new RegExp(`^${TIME_OF_DAY}$`);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** One weekday's stretches, sorted, or the error that names the first problem. */
function parseDay(name: string, value: unknown): { ok: true; stretches: [string, string][] } | { ok: false; error: string } {
  if (!Array.isArray(value)) return { ok: false, error: `${name}: send a list of [from, to] times` };
  if (value.length > LIMITS.stretchesPerDay) return { ok: false, error: `${name}: at most ${LIMITS.stretchesPerDay} stretches` };
  const stretches: [string, string][] = [];
  for (const pair of value) {
    const [from, to] = Array.isArray(pair) ? pair.map(text) : [];
    // The day ends at 24:00, which is no time of day but is the end of the last stretch.
    if (!from || !HHMM.test(from) || !to || !(HHMM.test(to) || to === END_OF_DAY)) return { ok: false, error: `${name}: write times as HH:MM, e.g. 09:00` };
    if (minutesOf(to) <= minutesOf(from)) return { ok: false, error: `${name}: ${from}–${to} must end after it starts` };
    stretches.push([from, to]);
  }
  stretches.sort((a, b) => minutesOf(a[0]) - minutesOf(b[0]));
  for (let i = 1; i < stretches.length; i++) {
    const [a, b] = [stretches[i - 1]!, stretches[i]!];
    if (minutesOf(b[0]) < minutesOf(a[1])) return { ok: false, error: `${name}: ${a[0]}–${a[1]} and ${b[0]}–${b[1]} overlap` };
  }
  return { ok: true, stretches };
}

function parseWeek(value: unknown, errors: Errors): WeeklyHours {
  const week: WeeklyHours = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    errors.weeklyHours = 'Send the hours as {"1": [["09:00", "18:00"]], …} (1 = Monday)';
    return week;
  }
  const known = new Set(WEEKDAYS.map((d) => String(d.day)));
  if (Object.keys(value).some((k) => !known.has(k))) errors.weeklyHours = "Weekdays are numbered 1 (Monday) to 7 (Sunday)";
  for (const { day, name } of WEEKDAYS) {
    const given = (value as Record<string, unknown>)[String(day)];
    if (given === undefined) continue;
    const parsed = parseDay(name, given);
    if (!parsed.ok) errors[dayField(day)] = parsed.error;
    else if (parsed.stretches.length > 0) week[day] = parsed.stretches;
  }
  return week;
}

function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
}

function parseDaysOff(value: unknown, errors: Errors): string[] {
  const list = Array.isArray(value) ? value.map(text).filter(Boolean) : [];
  if (!Array.isArray(value)) errors.daysOff = "Send the days off as a list of dates (YYYY-MM-DD)";
  else if (list.length > LIMITS.maxDaysOff) errors.daysOff = `At most ${LIMITS.maxDaysOff} days off`;
  else if (list.some((d) => !isCalendarDay(d))) errors.daysOff = `${list.find((d) => !isCalendarDay(d))} is not a date (YYYY-MM-DD)`;
  return [...new Set(list)].sort();
}

/** The hours, buffer, days off, room and "Take meetings" of a request body, or the errors per field. */
export function parseHostSettings(body: Record<string, unknown>): { ok: true; settings: HostSettings } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const timeZone = text(body.timeZone);
  if (!isTimeZone(timeZone)) errors.timeZone = "Choose a time zone from the list (Area/City, e.g. Europe/Berlin)";
  const weeklyHours = parseWeek(body.weeklyHours, errors);
  const buffer = typeof body.bufferMinutes === "string" && body.bufferMinutes.trim() === "" ? 0 : Number(body.bufferMinutes);
  if (!Number.isInteger(buffer) || buffer < 0 || buffer > LIMITS.maxBufferMinutes)
    errors.bufferMinutes = `A whole number of minutes from 0 to ${LIMITS.maxBufferMinutes}`;
  const daysOff = parseDaysOff(body.daysOff, errors);
  const roomUrl = text(body.roomUrl);
  if (roomUrl && (roomUrl.length > LIMITS.maxUrlLength || !isRoomUrl(roomUrl)))
    errors.roomUrl = "An https:// address visitors can open ({host} and {meeting} may stand in it)";
  if (typeof body.active !== "boolean") errors.active = "Send true or false";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: { timeZone, weeklyHours, bufferMinutes: buffer, daysOff, roomUrl: roomUrl || null, active: body.active as boolean } };
}

/**
 * A calendar's address and login: null when the address is empty (no calendar). A password
 * left empty keeps the stored one, but only for the same server: the stored password is
 * never sent to an address the person has just typed somewhere else.
 */
export function parseCalendarLogin(
  value: unknown,
  stored: { url: string | null; hasPassword: boolean },
): { ok: true; login: CalendarLogin | null } | { ok: false; errors: Errors } {
  const given = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const url = text(given.url);
  const user = text(given.user);
  const password = typeof given.password === "string" && given.password !== "" ? given.password : undefined;
  if (!url) return user || password ? { ok: false, errors: { "calendar.url": "Give the calendar's address" } } : { ok: true, login: null };
  const errors: Errors = {};
  if (url.length > LIMITS.maxUrlLength || !isHttpsOrLoopbackUrl(url))
    errors["calendar.url"] = "An https:// address (http:// only to this machine, e.g. http://127.0.0.1:5232/…)";
  if (user.length > LIMITS.maxLoginLength) errors["calendar.user"] = `At most ${LIMITS.maxLoginLength} characters`;
  if (password !== undefined && password.length > LIMITS.maxLoginLength) errors["calendar.password"] = `At most ${LIMITS.maxLoginLength} characters`;
  const sameServer = stored.url !== null && !errors["calendar.url"] && new URL(stored.url).origin === new URL(url).origin;
  if (password === undefined && stored.hasPassword && !sameServer && !errors["calendar.url"] && user)
    errors["calendar.password"] = "This is another server: give its password (the saved one stays with the old address)";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, login: { url, user: user || null, password: password ?? (sameServer ? undefined : null) } };
}
