// Booking a consultation: the free slots, a booking (a lead with its meeting, in one
// transaction), and the changes a visitor or the desk makes. A slot is offered when some
// desk person is free then; the booking goes round-robin to one of them (or to the person
// the visitor picked). Two visitors racing for the last person free at a time: the
// database's claim rows let one through and refuse the other (409), on every instance.
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import { clock } from "../../common/clock.ts";
import { bookingRequestSchema } from "../../common/booking-schema.ts";
import { FIRM_TIME_ZONE, needLabel } from "../../common/booking-fields.ts";
import { fieldErrors } from "../../common/contact-schema.ts";
import { whenLabel } from "../../common/booking-time.ts";
import { insertLead, insertLeadIn, type Channel } from "../leads/lead-store.ts";
import type { FormTokens } from "../leads/form-token.ts";
import { screenSubmission } from "../leads/screening.ts";
import { dayStart, isTimeZone, slotsAcrossHosts, zonedDay, type Interval, type SlotRules } from "./availability.ts";
import {
  bookedIntervals,
  claimSteps,
  dropPendingMessages,
  enqueueCancellation,
  enqueueInvitation,
  findMeeting,
  insertMeeting,
  isTakenError,
  loadHosts,
  roundRobinOrder,
  type Host,
  type MeetingView,
} from "./booking-store.ts";
import type { MeetingLinks } from "./meeting-links.ts";
import { upcomingMeetings } from "./desk-meetings.ts";
import { recordAudit } from "../desk/audit.ts";
import { newLeadReference } from "../leads/lead-reference.ts";
import { createHostSettings, type CalendarAccess } from "./host-settings.ts";
import type { ServerConfig } from "../config.ts";

const DAY_MS = 24 * 60 * 60_000;

/** Busy times beyond the desk's own bookings, per person (a CalDAV calendar: calendar-sync.ts). */
export interface BusySource {
  busy(hosts: Host[], range: Interval): Promise<Map<number, Interval[]>>;
}
/** What a person's calendar is told about a meeting. */
export interface CalendarWriter {
  written(meeting: MeetingView): Promise<void>;
}

export interface BookingDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  channelsFor: (lead: { email: string }) => Channel[];
  tokens: FormTokens;
  links: MeetingLinks;
  /** The lead outbox has work. */
  onStored: () => void;
  /** The meeting e-mails have work. */
  onMessages: () => void;
  calendars?: BusySource & CalendarWriter & CalendarAccess;
}

export interface Slot {
  start: string;
  end: string;
}

export type SlotQuery = { from?: unknown; days?: unknown; tz?: unknown; type?: unknown; host?: unknown };

export type BookResult =
  | { ok: true; ref: string; start: string; end: string; links: { ics: string; cancel: string; reschedule: string } }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; taken: true; next: Slot[] };

export function createBookingService(deps: BookingDeps) {
  const { db, config, logger, links } = deps;
  const rules = (minutes: number): SlotRules => ({
    durationMinutes: minutes,
    stepMinutes: minutes,
    minNoticeMs: config.booking.minNoticeHours * 60 * 60_000,
    horizonDays: config.booking.horizonDays,
  });
  const meetingType = (name?: unknown) =>
    name === undefined || name === "" ? config.booking.meetingTypes[0]! : config.booking.meetingTypes.find((t) => t.name === name);

  /** Free starts in the range, each with the people free then. */
  async function freeStarts(range: Interval, minutes: number, only?: (h: Host) => boolean, ignoreMeeting?: MeetingView): Promise<Map<number, number[]>> {
    const hosts = (await loadHosts(db.db)).filter((h) => !only || only(h));
    const widened = { start: range.start - DAY_MS, end: range.end + DAY_MS };
    const booked = await bookedIntervals(db.db, widened);
    const external = deps.calendars ? await deps.calendars.busy(hosts, widened) : new Map<number, Interval[]>();
    const ignore = ignoreMeeting ? { host: ignoreMeeting.host_id, start: Date.parse(ignoreMeeting.start_at) } : undefined;
    return slotsAcrossHosts(
      hosts.map((h) => ({
        hours: h.hours,
        busy: [...(booked.get(h.hours.id) ?? []), ...(external.get(h.hours.id) ?? [])].filter(
          (b) => !(ignore && ignore.host === h.hours.id && ignore.start === b.start),
        ),
      })),
      rules(minutes),
      clock.now(),
      range,
    );
  }

  const asSlots = (starts: Iterable<number>, minutes: number): Slot[] =>
    [...starts].map((s) => ({ start: new Date(s).toISOString(), end: new Date(s + minutes * 60_000).toISOString() }));

  /** The next free times after a lost one, of the person the visitor chose if they chose one. */
  async function nextFree(after: number, minutes: number, only?: (h: Host) => boolean, count = 3): Promise<Slot[]> {
    const free = await freeStarts({ start: after, end: clock.now() + config.booking.horizonDays * DAY_MS }, minutes, only);
    return asSlots([...free.keys()].filter((s) => s > after).slice(0, count), minutes);
  }

  function linksFor(ref: string, sequence: number, start: number) {
    return {
      ics: `/api/bookings/${ref}/invite.ics?k=${links.sign({ ref, purpose: "ics", sequence: 0, expiresAt: 0 })}`,
      cancel: `/book/manage?k=${links.sign({ ref, purpose: "cancel", sequence, expiresAt: start })}`,
      reschedule: `/book/manage?k=${links.sign({ ref, purpose: "reschedule", sequence, expiresAt: start })}`,
    };
  }

  function videoUrl(host: Host, ref: string): string | null {
    const template = host.roomUrl ?? config.booking.roomUrl;
    if (!template) return null;
    const hostName = host.email
      .split("@")[0]!
      .replace(/[^a-z0-9]+/gi, "-")
      .toLowerCase();
    return template.replaceAll("{host}", encodeURIComponent(hostName)).replaceAll("{meeting}", encodeURIComponent(ref));
  }

  return {
    links,
    /** Each person's hours and calendar, as the desk sets them (host-settings.ts). */
    hosts: createHostSettings({ db: db.db, calendars: deps.calendars }),
    /** How soon and how far ahead visitors book: firm-wide settings (BOOKING_MIN_NOTICE_HOURS, BOOKING_HORIZON_DAYS). */
    limits: { minNoticeHours: config.booking.minNoticeHours, horizonDays: config.booking.horizonDays },
    meetingTypes: () => config.booking.meetingTypes,
    horizonDays: () => config.booking.horizonDays,
    /** The people a visitor may pick on /book (the API's `host`): id and name, nothing else. */
    bookable: async () => (await loadHosts(db.db)).map((h) => ({ id: h.hours.id, name: h.name })),

    /** GET /api/booking/slots: the free slots of the visitor's days [from, from + days) in their zone. */
    async slots(
      q: SlotQuery,
    ): Promise<{ ok: true; slots: Slot[]; timeZone: string; from: string; days: number } | { ok: false; errors: Record<string, string> }> {
      const errors: Record<string, string> = {};
      const tz = q.tz === undefined || q.tz === "" ? FIRM_TIME_ZONE : q.tz;
      if (!isTimeZone(tz)) errors.tz = "Not a time zone name (Area/City)";
      const days = q.days === undefined || q.days === "" ? 7 : Number(q.days);
      if (!Number.isInteger(days) || days < 1 || days > 31) errors.days = "A whole number of days from 1 to 31";
      const from = q.from === undefined || q.from === "" ? zonedDay(clock.now(), isTimeZone(tz) ? tz : FIRM_TIME_ZONE) : q.from;
      if (typeof from !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(`${from}T00:00:00Z`))) errors.from = "A date as YYYY-MM-DD";
      const type = meetingType(q.type);
      if (!type) errors.type = "Not a meeting type";
      const host = q.host === undefined || q.host === "" ? undefined : Number(q.host);
      if (host !== undefined && !Number.isInteger(host)) errors.host = "A desk person's id";
      if (Object.keys(errors).length > 0 || !type || !isTimeZone(tz) || typeof from !== "string") return { ok: false, errors };
      const end = new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
      const free = await freeStarts(
        { start: dayStart(from, tz), end: dayStart(end, tz) },
        type.minutes,
        host === undefined ? undefined : (h) => h.hours.id === host,
      );
      return { ok: true, slots: asSlots(free.keys(), type.minutes), timeZone: tz, from, days };
    },

    /** POST /api/bookings and the /book form: a lead (source "booking") and its meeting, or why not. */
    async book(body: unknown, meta: { ip?: string; userAgent?: string }): Promise<BookResult> {
      const parsed = bookingRequestSchema.safeParse(body);
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
      const d = parsed.data;
      const timeZone = d.timeZone || FIRM_TIME_ZONE;
      if (!isTimeZone(timeZone)) return { ok: false, errors: { timeZone: "Not a time zone name (Area/City)" } };
      const type = meetingType(d.type);
      if (!type) return { ok: false, errors: { type: "Not a meeting type" } };
      const start = Date.parse(d.start);
      const end = start + type.minutes * 60_000;
      const screening = screenSubmission({ honeypot: d.website, token: d.formToken }, deps.tokens, config.contactMinFillMs);
      let channels = deps.channelsFor({ email: d.email });
      if (channels.includes("autoreply")) channels = channels.filter((c) => c !== "autoreply"); // the confirmation is the reply
      const lead = (message: string) => ({
        source: "booking" as const,
        name: d.name,
        email: d.email,
        company: d.company || null,
        message,
        screening,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        attribution: d.attribution,
      });
      const describe = (host?: Host) =>
        [
          `Booked a ${type.minutes}-minute ${type.name}${host ? ` with ${host.name}` : ""}: ${whenLabel(start, timeZone)}${timeZone === FIRM_TIME_ZONE ? "" : ` (${whenLabel(start, FIRM_TIME_ZONE)})`}.`,
          `About: ${needLabel(d.need)}`,
          ...(d.message ? ["", d.message] : []),
        ].join("\n");

      // A bot gets the answer a person would, and takes nobody's time: its lead is kept as spam, no meeting.
      if (screening.spam) {
        const { reference } = await insertLead(db.db, lead(describe()), channels);
        logger.info({ flag: screening.flag }, "booking stored as spam; no meeting made");
        return {
          ok: true,
          ref: reference,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          links: linksFor(newLeadReference(), 0, start),
        };
      }

      const chosenHost = d.host ? (h: Host) => h.hours.id === d.host : undefined;
      const free = await freeStarts({ start, end }, type.minutes, chosenHost);
      const candidates = free.get(start) ?? [];
      const hosts = new Map((await loadHosts(db.db)).map((h) => [h.hours.id, h]));
      for (const hostId of await roundRobinOrder(db.db, candidates)) {
        const host = hosts.get(hostId)!;
        try {
          const stored = await db.db.transaction().execute(async (tx) => {
            const l = await insertLeadIn(tx, lead(describe(host)), channels);
            const m = await insertMeeting(tx, {
              leadId: l.id,
              hostId,
              type: type.name,
              start,
              end,
              timeZone,
              need: d.need,
              videoUrl: videoUrl(host, l.reference),
            });
            await claimSteps(tx, m.id, hostId, start, end);
            await enqueueInvitation(tx, m.id, 0, start);
            return { lead: l, meetingId: m.id };
          });
          const { held, spam } = stored.lead.screening;
          if (!held && !spam) deps.onStored();
          deps.onMessages();
          await writeToCalendar(stored.meetingId);
          const ref = stored.lead.reference;
          return { ok: true, ref, start: new Date(start).toISOString(), end: new Date(end).toISOString(), links: linksFor(ref, 0, start) };
        } catch (err) {
          if (!isTakenError(err)) throw err;
          // Taken on another connection or instance a moment ago: the next person free then, if any.
        }
      }
      return { ok: false, taken: true, next: await nextFree(start, type.minutes, chosenHost) };
    },

    meeting: (by: { id: number } | { ref: string }) => findMeeting(db.db, by),
    /** The desk's meetings: booked ones ending after `from`, soonest first, of one person (their e-mail) or everyone. */
    upcoming: (q: { from: number; hostEmail?: string; leadId?: number }) => upcomingMeetings(db.db, q),
    linksFor,

    /** Cancels a booked meeting: frees its time, drops its reminders, tells both (METHOD:CANCEL). */
    async cancel(id: number, by?: string): Promise<boolean> {
      const done = await db.db.transaction().execute(async (tx) => {
        const m = await tx.selectFrom("meetings").select(["status", "sequence", "lead_id", "start_at"]).where("id", "=", id).executeTakeFirst();
        if (!m || m.status !== "booked") return false;
        const sequence = m.sequence + 1;
        await tx.updateTable("meetings").set({ status: "cancelled", sequence, cancelled_at: clock.date().toISOString() }).where("id", "=", id).execute();
        await tx.deleteFrom("meeting_claims").where("meeting_id", "=", id).execute();
        await dropPendingMessages(tx, id);
        await enqueueCancellation(tx, id, sequence);
        if (by) await recordAudit(tx, { actor: by, action: "meeting.cancel", leadId: m.lead_id, detail: { start: m.start_at } });
        return true;
      });
      if (done) {
        deps.onMessages();
        await writeToCalendar(id);
      }
      return done;
    },

    /** Moves a meeting to another free time of the same person: SEQUENCE + 1, a new invitation and reminders. */
    async reschedule(
      id: number,
      newStartIso: string,
      by?: string,
    ): Promise<{ ok: true } | { ok: false; taken: true; next: Slot[] } | { ok: false; errors: Record<string, string> }> {
      const meeting = await findMeeting(db.db, { id });
      if (!meeting || meeting.status !== "booked") return { ok: false, errors: { meeting: "This meeting is no longer booked" } };
      const start = Date.parse(newStartIso);
      if (Number.isNaN(start)) return { ok: false, errors: { start: "Choose a time from the list" } };
      const minutes = (Date.parse(meeting.end_at) - Date.parse(meeting.start_at)) / 60_000;
      const end = start + minutes * 60_000;
      const free = await freeStarts({ start, end }, minutes, (h) => h.hours.id === meeting.host_id, meeting);
      if (!free.has(start)) return { ok: false, taken: true, next: await nextFree(start, minutes) };
      try {
        await db.db.transaction().execute(async (tx) => {
          const sequence = meeting.sequence + 1;
          await tx.deleteFrom("meeting_claims").where("meeting_id", "=", id).execute();
          await claimSteps(tx, id, meeting.host_id, start, end);
          await tx
            .updateTable("meetings")
            .set({ start_at: new Date(start).toISOString(), end_at: new Date(end).toISOString(), sequence })
            .where("id", "=", id)
            .execute();
          await dropPendingMessages(tx, id);
          await enqueueInvitation(tx, id, sequence, start);
          if (by)
            await recordAudit(tx, {
              actor: by,
              action: "meeting.reschedule",
              leadId: meeting.lead_id,
              detail: { from: meeting.start_at, to: new Date(start).toISOString() },
            });
        });
      } catch (err) {
        if (!isTakenError(err)) throw err;
        return { ok: false, taken: true, next: await nextFree(start, minutes) };
      }
      deps.onMessages();
      await writeToCalendar(id);
      return { ok: true };
    },

    /** Writes again each meeting whose person's calendar missed its last change (the meeting-mail worker calls it). */
    async retryCalendarWrites(): Promise<number> {
      if (!deps.calendars) return 0;
      const due = await db.db
        .selectFrom("meetings")
        .select("id")
        .where("calendar_error", "is not", null)
        .where("end_at", ">", clock.date().toISOString())
        .orderBy("id")
        .limit(20)
        .execute();
      let written = 0;
      for (const { id } of due) if (await writeToCalendar(id)) written++;
      return written;
    },

    /** The free slots of a meeting's own person, for rescheduling it. */
    async rescheduleSlots(meeting: MeetingView): Promise<Slot[]> {
      const minutes = (Date.parse(meeting.end_at) - Date.parse(meeting.start_at)) / 60_000;
      const now = clock.now();
      const free = await freeStarts({ start: now, end: now + config.booking.horizonDays * DAY_MS }, minutes, (h) => h.hours.id === meeting.host_id, meeting);
      return asSlots(free.keys(), minutes);
    },
  };

  /**
   * Tells the person's calendar the meeting as it is now. The booking stands whatever the
   * calendar says (the desk's rows are the truth): a failure is kept on the meeting, shown in
   * the desk and retried by the meeting-mail worker (retryCalendarWrites).
   */
  async function writeToCalendar(meetingId: number): Promise<boolean> {
    if (!deps.calendars) return true;
    const m = await findMeeting(db.db, { id: meetingId });
    if (!m) return true;
    try {
      await deps.calendars.written(m);
      await db.db.updateTable("meetings").set({ calendar_sequence: m.sequence, calendar_error: null }).where("id", "=", meetingId).execute();
      return true;
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 300);
      await db.db.updateTable("meetings").set({ calendar_error: message }).where("id", "=", meetingId).execute();
      logger.error({ meeting: meetingId, err: message }, "the meeting could not be written to its person's calendar; it will be retried");
      return false;
    }
  }
}
export type BookingService = ReturnType<typeof createBookingService>;
