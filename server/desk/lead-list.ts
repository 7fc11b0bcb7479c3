// The desk's lead list: newest first, searched over name, e-mail, company and message,
// filtered by status, source, owner and received date. Used by the desk's pages, the
// admin API (JSON and CSV) and the leads CLI.
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, LeadsTable } from "../db/schema.ts";
import type { LeadStatus } from "../../common/lead-status.ts";
import { OPEN_STATUSES, type LeadView } from "../../common/lead-views.ts";
import { dayStartIn, nextDay } from "../../common/time-zone.ts";

export interface LeadQuery {
  /** Words to find in name, e-mail, company or message (case-insensitive, substring). */
  q?: string;
  status?: LeadStatus;
  /** true: spam only; false: everything but spam (ignored when status is given). */
  spam?: boolean;
  source?: LeadsTable["source"];
  /** A desk user's e-mail, or "none" for leads nobody owns. */
  owner?: string;
  /** utm_campaign of the visit that sent the lead (exact). */
  campaign?: string;
  /** YYYY-MM-DD, inclusive, on the day the lead was received in `zone`. */
  from?: string;
  to?: string;
  /** The zone whose days `from` and `to` name: the asking person's (set by the desk service); UTC when absent (the CLI). */
  zone?: string;
  /** A follow-up view: mine (owned by `me`), due (next action on `today`), overdue (before `today`, still open). */
  view?: LeadView;
  /** Set by the desk service from who is asking: their e-mail and their today (in their time zone). */
  me?: string;
  today?: string;
  limit: number;
  offset: number;
}

/** A lead as the desk and the API show it: the stored row, `spam` as a boolean from its status, and the owner's e-mail. */
export type DeskLead = Omit<Selectable<LeadsTable>, "spam"> & { spam: boolean; owner: string | null };

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function deskLeadsQuery(db: Kysely<Database>) {
  return db.selectFrom("leads").leftJoin("admin_users", "admin_users.id", "leads.owner_id").selectAll("leads").select("admin_users.email as owner");
}

export const toDeskLead = (row: Selectable<LeadsTable> & { owner: string | null }): DeskLead => ({ ...row, spam: row.status === "spam" });

export async function listLeads(db: Kysely<Database>, q: LeadQuery): Promise<{ total: number; leads: DeskLead[] }> {
  let query = db.selectFrom("leads").leftJoin("admin_users", "admin_users.id", "leads.owner_id");
  if (q.status) query = query.where("leads.status", "=", q.status);
  else if (q.spam !== undefined) query = query.where("leads.status", q.spam ? "=" : "<>", "spam");
  if (q.source) query = query.where("leads.source", "=", q.source);
  if (q.campaign) query = query.where("leads.utm_campaign", "=", q.campaign);
  if (q.owner === "none") query = query.where("leads.owner_id", "is", null);
  else if (q.owner) query = query.where("admin_users.email", "=", q.owner.toLowerCase());
  // created_at is ISO-8601 UTC text, so day bounds compare as text on both databases.
  const zone = q.zone ?? "UTC";
  if (q.from) query = query.where("leads.created_at", ">=", dayStartIn(zone, q.from));
  if (q.to) query = query.where("leads.created_at", "<", dayStartIn(zone, nextDay(q.to)));
  if (q.view === "mine") query = query.where("admin_users.email", "=", q.me ?? "");
  if ((q.view === "due" || q.view === "overdue") && q.today) {
    query = query.where("leads.status", "in", OPEN_STATUSES).where("leads.next_action_at", q.view === "due" ? "=" : "<", q.today);
  }
  for (const word of (q.q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const p = likePattern(word);
    query = query.where((eb) =>
      eb.or(
        (["leads.name", "leads.email", "leads.company", "leads.message"] as const).map(
          (col) => sql<boolean>`lower(coalesce(${sql.ref(col)}, '')) like ${p} escape '\\'`,
        ),
      ),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .selectAll("leads")
      .select("admin_users.email as owner")
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.n), leads: rows.map(toDeskLead) };
}

/**
 * Every lead the filters match, newest first, whatever the page size says: an export
 * ("Export CSV") is the whole list as filtered, read in pages of EXPORT_PAGE.
 */
export async function exportLeads(db: Kysely<Database>, q: LeadQuery): Promise<DeskLead[]> {
  const all: DeskLead[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { leads } = await listLeads(db, { ...q, limit: EXPORT_PAGE, offset });
    all.push(...leads);
    if (leads.length < EXPORT_PAGE) return all;
  }
}
const EXPORT_PAGE = 5_000;

/** The campaigns leads came from, most recent first: what the list's campaign filter suggests. */
export async function leadCampaigns(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom("leads")
    .select("utm_campaign")
    .select((eb) => eb.fn.max("created_at").as("last"))
    .where("utm_campaign", "is not", null)
    .groupBy("utm_campaign")
    .orderBy("last", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.utm_campaign!);
}

/** How many leads each status holds, for the desk's tabs. */
export async function statusCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("leads")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
