// The desk's audit log: who viewed, exported or changed what, and when.
import type { Kysely } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Database } from "../db/schema.ts";
import type { Actor } from "./desk-user.ts";

/** The actor of an entry written for someone who has not signed in; what they typed goes in the detail. */
export const ANONYMOUS = "(anonymous)";

/** The entries written for someone who has not signed in (actor "(anonymous)", the address typed in detail.email). */
export const ANONYMOUS_SIGN_IN_ACTIONS = ["user.sign-in-failed", "user.sign-in-locked"];

export interface AuditEntry {
  actor: Actor;
  action: string;
  leadId?: number | null;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: clock.date().toISOString(),
      actor: entry.actor,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

export interface AuditView {
  id: number;
  at: string;
  actor: string;
  action: string;
  leadId: number | null;
  detail: Record<string, unknown> | null;
}

export async function auditEntries(db: Kysely<Database>, q: { leadId?: number; actions?: string[]; limit: number }): Promise<AuditView[]> {
  let query = db.selectFrom("audit_log").selectAll();
  if (q.leadId !== undefined) query = query.where("lead_id", "=", q.leadId);
  if (q.actions) query = query.where("action", "in", q.actions);
  const rows = await query.orderBy("id", "desc").limit(q.limit).execute();
  return rows.map((r) => ({ id: r.id, at: r.at, actor: r.actor, action: r.action, leadId: r.lead_id, detail: r.detail ? JSON.parse(r.detail) : null }));
}
