// Everything the desk knows about one lead: the stored enquiry or conversation, its
// pipeline fields, its notes and its activity (the audit entries about it).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { deskLeadsQuery, toDeskLead, type DeskLead } from "./lead-list.ts";
import { auditEntries, type AuditView } from "./audit.ts";

export interface LeadNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

export type LeadDetail = DeskLead & { notes: LeadNote[]; activity: AuditView[] };

export async function findDeskLead(db: Kysely<Database>, id: number): Promise<DeskLead | undefined> {
  const row = await deskLeadsQuery(db).where("leads.id", "=", id).executeTakeFirst();
  return row && toDeskLead(row);
}

export async function leadDetail(db: Kysely<Database>, id: number): Promise<LeadDetail | undefined> {
  const lead = await findDeskLead(db, id);
  if (!lead) return undefined;
  const [notes, activity] = await Promise.all([
    db.selectFrom("lead_notes").selectAll().where("lead_id", "=", id).orderBy("id", "desc").execute(),
    auditEntries(db, { leadId: id, limit: 200 }),
  ]);
  return { ...lead, notes: notes.map((n) => ({ id: n.id, author: n.author, body: n.body, createdAt: n.created_at })), activity };
}

/** The desk's people, for the owner picker. */
export async function deskPeople(db: Kysely<Database>): Promise<{ email: string; name: string }[]> {
  return db.selectFrom("admin_users").select(["email", "name"]).orderBy("name").execute();
}
