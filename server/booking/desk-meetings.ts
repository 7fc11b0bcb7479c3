// The meetings the desk lists (/admin/meetings, a lead's page): who meets whom, when, about
// what, and whether the person's calendar has the latest version.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export async function upcomingMeetings(db: Kysely<Database>, q: { from: number; hostEmail?: string; leadId?: number }) {
  let query = db
    .selectFrom("meetings as m")
    .innerJoin("admin_users as u", "u.id", "m.host_id")
    .innerJoin("leads as l", "l.id", "m.lead_id")
    .select([
      "m.id",
      "m.lead_id",
      "m.type",
      "m.start_at",
      "m.end_at",
      "m.need",
      "m.status",
      "m.video_url",
      "m.time_zone",
      "m.calendar_error",
      "u.name as host_name",
      "u.email as host_email",
      "l.name as visitor_name",
      "l.company as visitor_company",
    ])
    .where("m.end_at", ">", new Date(q.from).toISOString())
    .orderBy("m.start_at")
    .limit(200);
  if (q.leadId === undefined) query = query.where("m.status", "=", "booked");
  else query = query.where("m.lead_id", "=", q.leadId);
  if (q.hostEmail) query = query.where("u.email", "=", q.hostEmail);
  return query.execute();
}
export type DeskMeeting = Awaited<ReturnType<typeof upcomingMeetings>>[number];
