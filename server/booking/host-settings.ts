// Each desk person's booking hours and calendar (booking_hosts), read and saved for the
// desk's Availability page and for GET/PUT /api/admin/booking/hosts/* (decision 044): one
// service, two doors. Every change is an audit entry naming what changed (never the
// password); the calendar's password is write-only: it is never in what this answers.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { recordAudit } from "../desk/audit.ts";
import type { Actor } from "../desk/desk-user.ts";
import { DEFAULT_HOURS, type WeeklyHours } from "./availability.ts";
import { parseCalendarLogin, parseHostSettings, type Errors, type HostSettings } from "./host-settings-rules.ts";
import type { CalendarCheck } from "./calendar-sync.ts";
import { CALENDAR_CHECK_DAYS } from "../../common/booking-hours.ts";

/** What the settings need of the calendar sync (calendar-sync.ts). */
export interface CalendarAccess {
  forget(userId: number): void;
  check(login: { url: string; user: string | null; password: string | null }, timeZone: string, days: number): Promise<CalendarCheck>;
}

export interface HostSettingsView extends HostSettings {
  userId: number;
  name: string;
  email: string;
  /** False while the person has never saved: the defaults (Mon–Fri 09:00–18:00 India time) apply. */
  saved: boolean;
  calendar: { url: string; user: string | null; hasPassword: boolean } | null;
}

export type SaveResult = { ok: true; settings: HostSettingsView } | { ok: false; errors: Errors };
export type CheckResult = { ok: boolean; message: string; busy?: number; status?: number } | { ok: false; errors: Errors };

/** "Test the connection" in words: what a person can act on. */
export function checkMessage(check: CalendarCheck): string {
  const days = `the next ${CALENDAR_CHECK_DAYS} days`;
  if (check.ok) return `Connected. ${check.busy === 0 ? "No busy times" : check.busy === 1 ? "1 busy time" : `${check.busy} busy times`} in ${days}.`;
  if ("status" in check) {
    const why: Record<number, string> = {
      401: "the user name or password is wrong",
      403: "this login may not read that calendar",
      404: "there is no calendar at that address",
    };
    if (check.status < 300) return `That address answered HTTP ${check.status}, but not as a CalDAV calendar: check the calendar's URL.`;
    return `The calendar's server answered HTTP ${check.status}${why[check.status] ? `: ${why[check.status]}` : ""}.`;
  }
  return check.unreachable === "timeout"
    ? "Could not reach the calendar: it did not answer within 5 seconds."
    : `Could not reach the calendar (${check.unreachable}).`;
}

export function createHostSettings(deps: { db: Kysely<Database>; calendars?: CalendarAccess }) {
  const { db } = deps;

  async function row(userId: number, k: Kysely<Database> = db) {
    return k
      .selectFrom("admin_users as u")
      .leftJoin("booking_hosts as h", "h.user_id", "u.id")
      .select([
        "u.id",
        "u.name",
        "u.email",
        "h.user_id as saved",
        "h.time_zone",
        "h.weekly_hours",
        "h.buffer_minutes",
        "h.days_off",
        "h.room_url",
        "h.active",
        "h.caldav_url",
        "h.caldav_user",
        "h.caldav_password",
      ])
      .where("u.id", "=", userId)
      .executeTakeFirst();
  }
  type Row = NonNullable<Awaited<ReturnType<typeof row>>>;

  const view = (r: Row): HostSettingsView => ({
    userId: r.id,
    name: r.name,
    email: r.email,
    saved: r.saved !== null,
    timeZone: r.time_zone ?? DEFAULT_HOURS.timeZone,
    weeklyHours: r.weekly_hours ? (JSON.parse(r.weekly_hours) as WeeklyHours) : DEFAULT_HOURS.weekly,
    bufferMinutes: r.buffer_minutes ?? DEFAULT_HOURS.bufferMinutes,
    daysOff: r.days_off ? (JSON.parse(r.days_off) as string[]) : [],
    roomUrl: r.room_url ?? null,
    active: r.active !== 0,
    calendar: r.caldav_url ? { url: r.caldav_url, user: r.caldav_user, hasPassword: Boolean(r.caldav_password) } : null,
  });

  /** The names of the fields that changed, for the audit entry: never values (a password is a secret, a room URL may be one). */
  function changedFields(before: HostSettingsView, after: HostSettingsView, newPassword: boolean): string[] {
    const keys = ["timeZone", "weeklyHours", "bufferMinutes", "daysOff", "roomUrl", "active"] as const;
    const changed: string[] = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    if ((before.calendar?.url ?? null) !== (after.calendar?.url ?? null)) changed.push("calendar.url");
    if ((before.calendar?.user ?? null) !== (after.calendar?.user ?? null)) changed.push("calendar.user");
    if (newPassword || (before.calendar?.hasPassword ?? false) !== (after.calendar?.hasPassword ?? false)) changed.push("calendar.password");
    return changed;
  }

  return {
    /** A person's settings (their defaults until they save); undefined: no such person. */
    async read(userId: number): Promise<HostSettingsView | undefined> {
      const r = await row(userId);
      return r && view(r);
    },

    /**
     * Saves hours, buffer, days off, room and "Take meetings"; `body.calendar` (when present)
     * sets the calendar: {url, user, password} (an empty password keeps the stored one),
     * or an empty url or null to remove it. Nothing is saved when any field is wrong.
     */
    async save(userId: number, body: Record<string, unknown>, actor: Actor): Promise<SaveResult | undefined> {
      const r = await row(userId);
      if (!r) return undefined;
      const before = view(r);
      const settings = parseHostSettings(body);
      const calendar =
        body.calendar === undefined
          ? ({ ok: true, login: undefined } as const)
          : parseCalendarLogin(body.calendar, { url: before.calendar?.url ?? null, hasPassword: before.calendar?.hasPassword ?? false });
      if (!settings.ok || !calendar.ok) return { ok: false, errors: { ...(settings.ok ? {} : settings.errors), ...(calendar.ok ? {} : calendar.errors) } };
      const login = calendar.login;
      const values = {
        time_zone: settings.settings.timeZone,
        weekly_hours: JSON.stringify(settings.settings.weeklyHours),
        buffer_minutes: settings.settings.bufferMinutes,
        days_off: JSON.stringify(settings.settings.daysOff),
        room_url: settings.settings.roomUrl,
        active: settings.settings.active ? 1 : 0,
        ...(login === undefined
          ? {}
          : {
              caldav_url: login?.url ?? null,
              caldav_user: login?.user ?? null,
              ...(login?.password === undefined && login !== null ? {} : { caldav_password: login?.password ?? null }),
            }),
      };
      const after = await db.transaction().execute(async (tx) => {
        await tx
          .insertInto("booking_hosts")
          .values({ user_id: userId, ...values })
          .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
          .execute();
        const saved = view((await row(userId, tx))!);
        const changed = changedFields(before, saved, typeof login?.password === "string");
        await recordAudit(tx, { actor, action: "booking.settings", detail: { userId, changed } });
        return saved;
      });
      deps.calendars?.forget(userId);
      return { ok: true, settings: after };
    },

    /** "Remove calendar": the address, login and password go; the hours stay. */
    async removeCalendar(userId: number, actor: Actor): Promise<HostSettingsView | undefined> {
      const r = await row(userId);
      if (!r) return undefined;
      if (r.caldav_url !== null || r.caldav_password !== null) {
        await db.transaction().execute(async (tx) => {
          await tx.updateTable("booking_hosts").set({ caldav_url: null, caldav_user: null, caldav_password: null }).where("user_id", "=", userId).execute();
          await recordAudit(tx, { actor, action: "booking.calendar-removed", detail: { userId } });
        });
      }
      deps.calendars?.forget(userId);
      return view((await row(userId))!);
    },

    /**
     * "Test the connection": reads the calendar given (or, for what is left empty, the
     * stored one) through the slots' own code, over the next 14 days, and says what happened.
     */
    async checkCalendar(userId: number, given: unknown): Promise<CheckResult | undefined> {
      const r = await row(userId);
      if (!r) return undefined;
      const before = view(r);
      const typed = typeof given === "object" && given !== null && text((given as Record<string, unknown>).url) !== "";
      const parsed = parseCalendarLogin(typed ? given : { url: before.calendar?.url, user: before.calendar?.user }, {
        url: before.calendar?.url ?? null,
        hasPassword: before.calendar?.hasPassword ?? false,
      });
      if (!parsed.ok) return { ok: false, errors: parsed.errors };
      if (!parsed.login) return { ok: false, errors: { "calendar.url": "Give the calendar's address" } };
      if (!deps.calendars) return { ok: false, message: "Calendars are not read on this server." };
      const { url, user } = parsed.login;
      const password = parsed.login.password === undefined ? r.caldav_password : parsed.login.password;
      const check = await deps.calendars.check({ url, user, password }, before.timeZone, CALENDAR_CHECK_DAYS);
      return { ok: check.ok, message: checkMessage(check), ...(check.ok ? { busy: check.busy } : "status" in check ? { status: check.status } : {}) };
    },
  };
}
export type HostSettingsService = ReturnType<typeof createHostSettings>;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
