// Each desk person's CalDAV calendar (booking_hosts.caldav_*, docs/booking.md#caldav), over
// tsdav: their busy times (a calendar-query REPORT with a time range over the horizon,
// reused for BOOKING_CALDAV_CACHE_SECONDS) join the desk's own bookings in the slots, and a
// meeting is written into it as an event with the invitation's UID (a PUT of the same
// object on a new time, SEQUENCE + 1; a DELETE on a cancel).
//
// A calendar never stops a booking: a failed write is recorded on the meeting
// (calendar_error), logged without the password, and retried by the meeting-mail worker;
// a calendar that cannot be read gives its last busy times, or none (decision 035).
import { calendarQuery, createObject, deleteObject, getBasicAuthHeaders } from "tsdav";
import type { Logger } from "pino";
import type { Kysely } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Database } from "../db/schema.ts";
import type { Interval } from "./availability.ts";
import type { MeetingView } from "./booking-store.ts";
import type { BusySource, CalendarWriter } from "./booking-service.ts";
import { busyFromICalendar } from "./ical-busy.ts";
import { invitationText } from "./invitation.ts";

const DAY_MS = 24 * 60 * 60_000;
const TIMEOUT_MS = 5000;

interface Account {
  url: string;
  headers: Record<string, string>;
}

/** The calendar's server answered, but not with the calendar: the status says why (401 a wrong login, 404 a wrong address, 2xx no CalDAV). */
export class CalendarRefusal extends Error {
  constructor(readonly status: number) {
    super(`the calendar answered HTTP ${status}`);
  }
}

/** What "Test the connection" found: the busy times ahead, or why the calendar could not be read. */
export type CalendarCheck = { ok: true; busy: number } | { ok: false; status: number } | { ok: false; unreachable: string };

type NetworkError = { code?: unknown; message?: unknown; cause?: NetworkError; errors?: NetworkError[] };
/** ECONNREFUSED, ENOTFOUND…: on the error (node-fetch), its cause (undici) or the first of several addresses tried; else the cause's words ("bad port"). */
function networkReason(err: unknown): string | undefined {
  const e = err as NetworkError | undefined;
  const code = e?.code ?? e?.cause?.code ?? e?.cause?.errors?.[0]?.code;
  if (typeof code === "string" && /^E[A-Z_]+$/.test(code)) return code;
  const words = e?.cause?.message;
  return typeof words === "string" && words.length > 0 && words.length <= 60 ? words : undefined;
}

const accountOf = (login: { url: string; user: string | null; password: string | null }): Account => ({
  url: login.url,
  headers: login.user ? getBasicAuthHeaders({ username: login.user, password: login.password ?? "" }) : {},
});

const icalStamp = (at: number) => `${new Date(at).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
const collection = (url: string) => (url.endsWith("/") ? url : `${url}/`);
/** The event's address in the calendar: from its UID, so every instance finds the same object. */
export const objectUrl = (calendarUrl: string, uid: string) => `${collection(calendarUrl)}${uid.replace(/[^A-Za-z0-9-]/g, "-")}.ics`;

/**
 * The invitation as a calendar object: RFC 4791 §4.1 forbids METHOD there, and without
 * ORGANIZER and ATTENDEE a server that schedules (Nextcloud, iCloud) sends no second invitation.
 */
export function calendarObjectText(invitation: string): string {
  const lines = invitation.split(/\r\n(?![ \t])/);
  return lines.filter((l) => !/^(METHOD|ORGANIZER|ATTENDEE)[;:]/.test(l)).join("\r\n");
}

export function createCalendarSync(deps: { db: Kysely<Database>; logger: Logger; siteName: string; cacheMs: number; horizonDays: number }) {
  const { db, logger } = deps;
  const cache = new Map<number, { until: number; from: number; to: number; busy: Interval[] }>();

  async function accounts(userIds: number[]): Promise<Map<number, Account>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("booking_hosts")
      .select(["user_id", "caldav_url", "caldav_user", "caldav_password"])
      .where("user_id", "in", userIds)
      .where("caldav_url", "is not", null)
      .execute();
    return new Map(rows.map((r) => [r.user_id, accountOf({ url: r.caldav_url!, user: r.caldav_user, password: r.caldav_password })]));
  }

  async function readBusy(account: Account, timeZone: string, range: Interval): Promise<Interval[]> {
    const responses = await calendarQuery({
      url: collection(account.url),
      props: { "d:getetag": {}, "c:calendar-data": {} },
      filters: {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": { _attributes: { name: "VEVENT" }, "time-range": { _attributes: { start: icalStamp(range.start), end: icalStamp(range.end) } } },
        },
      },
      depth: "1",
      headers: account.headers,
      fetchOptions: { signal: AbortSignal.timeout(TIMEOUT_MS) },
    }).catch((err: unknown) => {
      // tsdav names a refusal (401, 403, 404…) only in its message.
      const status = /^Collection query failed: (\d{3})/.exec(err instanceof Error ? err.message : "")?.[1];
      throw status ? new CalendarRefusal(Number(status)) : err;
    });
    // A page that is no calendar (a sign-in page's HTML) comes back as one answer without properties: not "no events".
    const notCalendar = responses.find((r) => !r.props && r.status !== 207);
    if (notCalendar) throw new CalendarRefusal(notCalendar.status ?? 0);
    return responses.flatMap((r) => {
      const data = r.props?.calendarData as unknown;
      const text =
        typeof data === "string"
          ? data
          : ((data as { _cdata?: string; _text?: string } | undefined)?._cdata ?? (data as { _text?: string } | undefined)?._text);
      return text ? busyFromICalendar(text, timeZone, range) : [];
    });
  }

  const busySource: BusySource = {
    async busy(hosts, range) {
      const out = new Map<number, Interval[]>();
      const byId = await accounts(hosts.map((h) => h.hours.id));
      const now = clock.now();
      await Promise.all(
        hosts.map(async (host) => {
          const account = byId.get(host.hours.id);
          if (!account) return;
          const cached = cache.get(host.hours.id);
          if (cached && cached.until > now && cached.from <= range.start && cached.to >= range.end) return void out.set(host.hours.id, cached.busy);
          // One read covers every query of the next while: from yesterday to past the horizon.
          const from = Math.min(range.start, now - DAY_MS);
          const to = Math.max(range.end, now + (deps.horizonDays + 2) * DAY_MS);
          try {
            const busy = await readBusy(account, host.hours.timeZone, { start: from, end: to });
            cache.set(host.hours.id, { until: now + deps.cacheMs, from, to, busy });
            out.set(host.hours.id, busy);
          } catch (err) {
            logger.warn(
              { host: host.hours.id, err: err instanceof Error ? err.message : String(err) },
              "a person's calendar could not be read; their last known busy times are used",
            );
            if (cached) out.set(host.hours.id, cached.busy);
          }
        }),
      );
      return out;
    },
  };

  const writer: CalendarWriter = {
    async written(m: MeetingView) {
      const account = (await accounts([m.host_id])).get(m.host_id);
      if (!account) return;
      const url = objectUrl(account.url, m.uid);
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      const res =
        m.status === "cancelled"
          ? await deleteObject({ url, headers: account.headers, fetchOptions: { signal } })
          : await createObject({
              url,
              data: calendarObjectText(invitationText(m, { method: "PUBLISH", siteName: deps.siteName, organizerEmail: m.host_email })),
              headers: { ...account.headers, "content-type": "text/calendar; charset=utf-8" },
              fetchOptions: { signal },
            });
      // A cancel of an event that is already gone is done.
      if (!res.ok && !(m.status === "cancelled" && res.status === 404))
        throw new Error(`the calendar answered ${res.status} ${res.statusText} to ${m.status === "cancelled" ? "DELETE" : "PUT"}`);
      cache.delete(m.host_id);
    },
  };

  return {
    ...busySource,
    ...writer,
    /** A person's calendar changed (or went): their next slots read it afresh. */
    forget(userId: number) {
      cache.delete(userId);
    },
    /** Reads a calendar as the slots do, over the next `days`, and says what happened; never cached. */
    async check(login: { url: string; user: string | null; password: string | null }, timeZone: string, days: number): Promise<CalendarCheck> {
      const now = clock.now();
      try {
        return { ok: true, busy: (await readBusy(accountOf(login), timeZone, { start: now, end: now + days * DAY_MS })).length };
      } catch (err) {
        if (err instanceof CalendarRefusal) return { ok: false, status: err.status };
        return { ok: false, unreachable: err instanceof Error && err.name === "TimeoutError" ? "timeout" : (networkReason(err) ?? "network") };
      }
    },
  };
}
