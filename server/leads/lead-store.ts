// Leads and their delivery outbox. A lead and its outbox rows are written in one
// transaction, so a 201 means the enquiry is stored and will be delivered.
import { type Kysely } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Dialect } from "../db/connect.ts";
import { claimDue } from "../db/leased-queue.ts";
import type { Database, LeadOutboxTable, LeadsTable } from "../db/schema.ts";
import { spentTokenScreening, type Screening } from "./screening.ts";
import { spendFormToken } from "./spent-form-tokens.ts";
import { newLeadReference } from "./lead-reference.ts";
import type { Attribution } from "../../common/attribution.ts";

export type Channel = LeadOutboxTable["channel"];

export interface NewLead {
  source: LeadsTable["source"];
  name: string;
  email: string;
  company: string | null;
  message: string;
  screening: Screening;
  ip: string | null;
  userAgent: string | null;
  attribution?: Attribution;
}

/** The lead's attribution columns (null where unknown). */
export function attributionColumns(a: Attribution = {}) {
  return {
    landing_page: a.landingPage ?? null,
    referrer: a.referrer ?? null,
    utm_source: a.utmSource ?? null,
    utm_medium: a.utmMedium ?? null,
    utm_campaign: a.utmCampaign ?? null,
    utm_term: a.utmTerm ?? null,
    utm_content: a.utmContent ?? null,
    click_id: a.clickId ?? null,
    first_seen_at: a.firstSeenAt ?? null,
    conversion_page: a.conversionPage ?? null,
  };
}

const nowIso = () => clock.date().toISOString();

export interface StoredLead {
  id: number;
  /** What the visitor is told: a random name, not the sequential id (which counts the firm's leads). */
  reference: string;
  /** The screening as stored: spam if the lead's token was spent before. */
  screening: Screening;
}

export async function insertLead(db: Kysely<Database>, lead: NewLead, channels: Channel[]): Promise<StoredLead> {
  return db.transaction().execute((tx) => insertLeadIn(tx, lead, channels));
}

/** insertLead within a transaction the caller holds (a booking stores its meeting in the same one). */
export async function insertLeadIn(tx: Kysely<Database>, lead: NewLead, channels: Channel[]): Promise<StoredLead> {
  {
    const createdAt = nowIso();
    // Spent in the lead's own transaction: a token is used up exactly when a lead is stored with it.
    const token = lead.screening.token;
    const screening = token && !(await spendFormToken(tx, token)) ? spentTokenScreening(lead.screening) : lead.screening;
    const { spam, held, flag, fillMs } = screening;
    const reference = newLeadReference();
    // A held lead still goes to the firm, marked with why (decision 026); only the visitor's
    // auto-reply waits for a person, so a bot cannot make the firm's mail server write to anyone.
    const deliverOn = spam ? [] : held ? channels.filter((c) => c !== "autoreply") : channels;
    const deliver = deliverOn.length > 0;
    const row = await tx
      .insertInto("leads")
      .values({
        source: lead.source,
        name: lead.name,
        email: lead.email,
        company: lead.company,
        message: lead.message,
        created_at: createdAt,
        status: spam ? "spam" : "new",
        spam: spam ? 1 : 0,
        flag,
        fill_ms: fillMs,
        delivery_state: deliver ? "pending" : held ? "held" : "skipped",
        ip: lead.ip,
        user_agent: lead.userAgent,
        reference,
        ...attributionColumns(lead.attribution),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (deliver) await enqueueDeliveries(tx, row.id, deliverOn, createdAt);
    return { id: row.id, reference, screening };
  }
}

/** Queues one delivery per channel, due at once (a new lead, or one a person rescued from spam). */
export async function enqueueDeliveries(db: Kysely<Database>, leadId: number, channels: Channel[], at = nowIso()): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insertInto("lead_outbox")
    .values(channels.map((channel) => ({ lead_id: leadId, channel, state: "pending" as const, attempts: 0, next_attempt_at: at, created_at: at })))
    .execute();
}

export interface ClaimedDelivery {
  id: number;
  lead_id: number;
  channel: Channel;
  attempts: number;
}

/**
 * Claims due deliveries with a lease. On PostgreSQL, FOR UPDATE SKIP LOCKED lets many
 * instances share the outbox without two of them taking the same row; on SQLite the
 * single UPDATE ... RETURNING is atomic under the database's write lock.
 */
export async function claimDueDeliveries(db: Kysely<Database>, dialect: Dialect, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  return claimDue<ClaimedDelivery>(db, dialect, "lead_outbox", ["id", "lead_id", "channel", "attempts"], limit, leaseMs);
}

export async function getLead(db: Kysely<Database>, id: number) {
  return db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export async function markDelivered(db: Kysely<Database>, delivery: ClaimedDelivery): Promise<void> {
  await db
    .updateTable("lead_outbox")
    .set({ state: "delivered", delivered_at: nowIso(), locked_until: null, last_error: null })
    .where("id", "=", delivery.id)
    .execute();
  await refreshLeadState(db, delivery.lead_id);
}

export async function markAttemptFailed(db: Kysely<Database>, delivery: ClaimedDelivery, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable("lead_outbox")
    .set(
      retryAt
        ? { next_attempt_at: retryAt.toISOString(), locked_until: null, last_error: error.slice(0, 1000) }
        : { state: "failed", locked_until: null, last_error: error.slice(0, 1000) },
    )
    .where("id", "=", delivery.id)
    .execute();
  if (!retryAt) await refreshLeadState(db, delivery.lead_id);
}

/**
 * A lead is delivered when every channel to the firm is; failed when any of them gave up.
 * The visitor's auto-reply does not count: the desk shows its own row when it fails.
 */
export async function refreshLeadState(db: Kysely<Database>, leadId: number): Promise<void> {
  const rows = await db.selectFrom("lead_outbox").select("state").where("lead_id", "=", leadId).where("channel", "<>", "autoreply").execute();
  const state = rows.some((r) => r.state === "failed") ? "failed" : rows.every((r) => r.state === "delivered") ? "delivered" : "pending";
  await db.updateTable("leads").set({ delivery_state: state }).where("id", "=", leadId).execute();
}
