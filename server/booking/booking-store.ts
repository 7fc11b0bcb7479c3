// The meetings in the database: who can be booked, who is busy when, and the rows that
// make a booking (meeting, its claimed steps, its e-mails). The claims' primary key is the
// rule against double booking on every instance (migration 012).
import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Database, MeetingMessagesTable } from "../db/schema.ts";
import { claimedSteps, DEFAULT_HOURS, type HostHours, type Interval, type WeeklyHours } from "./availability.ts";

export interface Host {
  hours: HostHours;
  name: string;
  email: string;
  roomUrl: string | null;
}

/** Every desk person who takes meetings: their own hours, or the defaults (Mon–Fri 09–18 India time). */
export async function loadHosts(db: Kysely<Database>): Promise<Host[]> {
  const rows = await db
    .selectFrom("admin_users as u")
    .leftJoin("booking_hosts as h", "h.user_id", "u.id")
    .select(["u.id", "u.name", "u.email", "h.time_zone", "h.weekly_hours", "h.buffer_minutes", "h.days_off", "h.room_url", "h.active"])
    .orderBy("u.id")
    .execute();
  return rows
    .filter((r) => r.active !== 0)
    .map((r) => ({
      name: r.name,
      email: r.email,
      roomUrl: r.room_url ?? null,
      hours: {
        id: r.id,
        timeZone: r.time_zone ?? DEFAULT_HOURS.timeZone,
        weekly: r.weekly_hours ? (JSON.parse(r.weekly_hours) as WeeklyHours) : DEFAULT_HOURS.weekly,
        bufferMinutes: r.buffer_minutes ?? DEFAULT_HOURS.bufferMinutes,
        daysOff: r.days_off ? (JSON.parse(r.days_off) as string[]) : [],
      },
    }));
}

/** The desk's own bookings per person that overlap the range (the busy times when no calendar is connected). */
export async function bookedIntervals(db: Kysely<Database>, range: Interval): Promise<Map<number, Interval[]>> {
  const rows = await db
    .selectFrom("meetings")
    .select(["host_id", "start_at", "end_at"])
    .where("status", "=", "booked")
    .where("start_at", "<", new Date(range.end).toISOString())
    .where("end_at", ">", new Date(range.start).toISOString())
    .execute();
  const out = new Map<number, Interval[]>();
  for (const r of rows) {
    const list = out.get(r.host_id) ?? [];
    list.push({ start: Date.parse(r.start_at), end: Date.parse(r.end_at) });
    out.set(r.host_id, list);
  }
  return out;
}

/** Round-robin: of the people free at a time, the one whose last meeting was booked longest ago goes first. */
export async function roundRobinOrder(db: Kysely<Database>, hostIds: number[]): Promise<number[]> {
  if (hostIds.length <= 1) return hostIds;
  const rows = await db
    .selectFrom("meetings")
    .select(["host_id", sql<string>`max(created_at)`.as("last")])
    .where("host_id", "in", hostIds)
    .groupBy("host_id")
    .execute();
  const last = new Map(rows.map((r) => [r.host_id, r.last]));
  return [...hostIds].sort((a, b) => (last.get(a) ?? "").localeCompare(last.get(b) ?? "") || a - b);
}

/** A claim already taken (the slot went to someone else first): SQLite's or PostgreSQL's unique violation. */
export function isTakenError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

export async function claimSteps(tx: Kysely<Database>, meetingId: number, hostId: number, start: number, end: number): Promise<void> {
  await tx
    .insertInto("meeting_claims")
    .values(claimedSteps(start, end).map((step_at) => ({ host_id: hostId, step_at, meeting_id: meetingId })))
    .execute();
}

export async function insertMeeting(
  tx: Kysely<Database>,
  m: { leadId: number; hostId: number; type: string; start: number; end: number; timeZone: string; need: string; videoUrl: string | null },
): Promise<{ id: number; uid: string }> {
  const uid = `${crypto.randomUUID()}@booking`;
  const row = await tx
    .insertInto("meetings")
    .values({
      lead_id: m.leadId,
      host_id: m.hostId,
      type: m.type,
      start_at: new Date(m.start).toISOString(),
      end_at: new Date(m.end).toISOString(),
      time_zone: m.timeZone,
      need: m.need,
      status: "booked",
      uid,
      video_url: m.videoUrl,
      created_at: clock.date().toISOString(),
      cancelled_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, uid };
}

const HOUR = 60 * 60_000;

/** The invitation to both, now, and the reminders 24 h and 1 h before (those already past are left out). */
export async function enqueueInvitation(tx: Kysely<Database>, meetingId: number, sequence: number, start: number): Promise<void> {
  const now = clock.now();
  const rows: { kind: MeetingMessagesTable["kind"]; recipient: MeetingMessagesTable["recipient"]; due: number }[] = [
    { kind: "request", recipient: "visitor", due: now },
    { kind: "request", recipient: "host", due: now },
  ];
  if (start - 24 * HOUR > now) rows.push({ kind: "reminder-24h", recipient: "visitor", due: start - 24 * HOUR });
  if (start - HOUR > now)
    rows.push({ kind: "reminder-1h", recipient: "visitor", due: start - HOUR }, { kind: "reminder-1h", recipient: "host", due: start - HOUR });
  await tx
    .insertInto("meeting_messages")
    .values(
      rows.map((r) => ({
        meeting_id: meetingId,
        kind: r.kind,
        recipient: r.recipient,
        sequence,
        state: "pending" as const,
        due_at: new Date(r.due).toISOString(),
      })),
    )
    .execute();
}

/** A change makes the pending mails of the old time pointless. */
export async function dropPendingMessages(tx: Kysely<Database>, meetingId: number): Promise<void> {
  await tx.updateTable("meeting_messages").set({ state: "dropped" }).where("meeting_id", "=", meetingId).where("state", "=", "pending").execute();
}

export async function enqueueCancellation(tx: Kysely<Database>, meetingId: number, sequence: number): Promise<void> {
  const due = clock.date().toISOString();
  await tx
    .insertInto("meeting_messages")
    .values(
      (["visitor", "host"] as const).map((recipient) => ({
        meeting_id: meetingId,
        kind: "cancel" as const,
        recipient,
        sequence,
        state: "pending" as const,
        due_at: due,
      })),
    )
    .execute();
}

/** A meeting with its person and its lead, as the e-mails, the pages and the desk show it. */
export async function findMeeting(db: Kysely<Database>, by: { id: number } | { ref: string }) {
  return db
    .selectFrom("meetings as m")
    .innerJoin("admin_users as u", "u.id", "m.host_id")
    .innerJoin("leads as l", "l.id", "m.lead_id")
    .select([
      "m.id",
      "m.lead_id",
      "m.host_id",
      "m.type",
      "m.start_at",
      "m.end_at",
      "m.time_zone",
      "m.need",
      "m.status",
      "m.uid",
      "m.sequence",
      "m.video_url",
      "m.created_at",
      "u.name as host_name",
      "u.email as host_email",
      "l.name as visitor_name",
      "l.email as visitor_email",
      "l.company as visitor_company",
      "l.message as message",
      "l.reference as ref",
    ])
    .where((eb) => ("id" in by ? eb("m.id", "=", by.id) : eb("l.reference", "=", by.ref)))
    .executeTakeFirst();
}
export type MeetingView = NonNullable<Awaited<ReturnType<typeof findMeeting>>>;
