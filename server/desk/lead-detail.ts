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

/** An e-mail a person sent the lead from the desk, and how its delivery went. */
export interface LeadEmailView {
  id: number;
  /** Who sent it: a person's e-mail, or "api". */
  sender: string;
  fromName: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  /** pending (retrying when attempts > 0), delivered or failed (for good). */
  state: "pending" | "delivered" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export type LeadDetail = DeskLead & { notes: LeadNote[]; emails: LeadEmailView[]; activity: AuditView[] };

/** The e-mails the desk sent this lead, newest first. */
export async function leadEmails(db: Kysely<Database>, leadId: number): Promise<LeadEmailView[]> {
  const rows = await db.selectFrom("desk_mail").selectAll().where("lead_id", "=", leadId).where("kind", "=", "reply").orderBy("id", "desc").execute();
  return rows.map((m) => ({
    id: m.id,
    sender: m.sender,
    fromName: m.from_name,
    to: m.to_address,
    subject: m.subject,
    text: m.body,
    createdAt: m.created_at,
    state: m.state,
    attempts: m.attempts,
    lastError: m.last_error,
    nextAttemptAt: m.state === "pending" ? m.next_attempt_at : null,
    deliveredAt: m.delivered_at,
  }));
}

export async function findDeskLead(db: Kysely<Database>, id: number): Promise<DeskLead | undefined> {
  const row = await deskLeadsQuery(db).where("leads.id", "=", id).executeTakeFirst();
  return row && toDeskLead(row);
}

export async function leadDetail(db: Kysely<Database>, id: number): Promise<LeadDetail | undefined> {
  const lead = await findDeskLead(db, id);
  if (!lead) return undefined;
  const [notes, emails, activity] = await Promise.all([
    db.selectFrom("lead_notes").selectAll().where("lead_id", "=", id).orderBy("id", "desc").execute(),
    leadEmails(db, id),
    auditEntries(db, { leadId: id, limit: 200 }),
  ]);
  return { ...lead, notes: notes.map((n) => ({ id: n.id, author: n.author, body: n.body, createdAt: n.created_at })), emails, activity };
}

/** The desk's people, for the owner picker. */
export async function deskPeople(db: Kysely<Database>): Promise<{ email: string; name: string }[]> {
  return db.selectFrom("admin_users").select(["email", "name"]).orderBy("name").execute();
}
