// Each lead's deliveries as the desk shows them (one outbox row per channel), "Retry
// now", and the failures behind the desk's banner.
import { sql, type Kysely } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Database, LeadOutboxTable } from "../db/schema.ts";
import { refreshLeadState } from "../leads/lead-store.ts";
import { recordAudit } from "./audit.ts";
import type { Actor } from "./desk-user.ts";

export interface Delivery {
  id: number;
  channel: LeadOutboxTable["channel"];
  state: LeadOutboxTable["state"];
  attempts: number;
  lastError: string | null;
  /** When the next attempt is due; null unless pending. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export async function deliveriesForLead(db: Kysely<Database>, leadId: number): Promise<Delivery[]> {
  const rows = await db.selectFrom("lead_outbox").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    state: r.state,
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: r.state === "pending" ? r.next_attempt_at : null,
    deliveredAt: r.delivered_at,
    createdAt: r.created_at,
  }));
}

export type RetryOutcome =
  | { result: "retried"; leadId: number }
  | { result: "not-found" }
  | { result: "delivered" } // nothing to retry
  | { result: "in-flight" }; // a worker is attempting it right now

/**
 * Makes a failed or pending delivery due now, for the worker to attempt at once (wake it
 * afterwards). The attempt count and last error stay, so its history is still readable;
 * a delivery that had used up its attempts gets this one more and fails again if the
 * receiver is still down. A delivery a worker holds right now is left alone: clearing
 * its lease would let a second worker send it at the same time.
 */
export async function retryDelivery(db: Kysely<Database>, deliveryId: number, actor: Actor): Promise<RetryOutcome> {
  return db.transaction().execute(async (tx) => {
    const now = clock.date().toISOString();
    const updated = await tx
      .updateTable("lead_outbox")
      .set({ state: "pending", next_attempt_at: now, locked_until: null })
      .where("id", "=", deliveryId)
      .where("state", "in", ["failed", "pending"])
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .returning(["lead_id", "channel"])
      .executeTakeFirst();
    if (updated) {
      await refreshLeadState(tx, updated.lead_id);
      await recordAudit(tx, { actor, action: "delivery.retry", leadId: updated.lead_id, detail: { delivery: deliveryId, channel: updated.channel } });
      return { result: "retried", leadId: updated.lead_id };
    }
    const row = await tx.selectFrom("lead_outbox").select("state").where("id", "=", deliveryId).executeTakeFirst();
    if (!row) return { result: "not-found" };
    return { result: row.state === "delivered" ? "delivered" : "in-flight" };
  });
}

export interface FailedDeliveries {
  /** Deliveries that gave up (state failed) with their last attempt since the instant asked. */
  count: number;
  leads: { id: number; name: string }[];
}

/**
 * The desk's banner: deliveries that failed for good recently. The outbox keeps no
 * failure time, but a delivery's last attempt runs when it falls due (within a poll),
 * and a failed delivery keeps that due time: so "failed since" is "failed, last due
 * since". A "Retry now" makes it due again, so a retry that fails counts anew.
 */
export async function failedDeliveriesSince(db: Kysely<Database>, sinceIso: string): Promise<FailedDeliveries> {
  const rows = await db
    .selectFrom("lead_outbox")
    .innerJoin("leads", "leads.id", "lead_outbox.lead_id")
    .select(["leads.id as id", "leads.name as name", sql<number | string>`count(*)`.as("n")])
    .where("lead_outbox.state", "=", "failed")
    .where("lead_outbox.next_attempt_at", ">=", sinceIso)
    .groupBy(["leads.id", "leads.name"])
    .orderBy("leads.id")
    .execute();
  return {
    count: rows.reduce((sum, r) => sum + Number(r.n), 0),
    leads: rows.map((r) => ({ id: r.id, name: r.name })),
  };
}

/** One channel that gave up on leads recently: what went wrong, and whether another channel delivered each lead. */
export interface ChannelTrouble {
  channel: LeadOutboxTable["channel"];
  /** The latest failure's error, as stored (failureInWords turns it into words). */
  lastError: string | null;
  /** The earliest failed delivery's last due time. */
  since: string;
  leads: { id: number; name: string; email: string; deliveryId: number; deliveredOn: LeadOutboxTable["channel"][] }[];
}

/**
 * The desk's banner, per channel: the deliveries that failed for good since an instant
 * (as failedDeliveriesSince counts them), and for each lead the other channels that did
 * deliver it, so the banner can say "Slack failed; the webhook delivered it".
 */
export async function channelTroublesSince(db: Kysely<Database>, sinceIso: string): Promise<ChannelTrouble[]> {
  const failed = await db
    .selectFrom("lead_outbox")
    .innerJoin("leads", "leads.id", "lead_outbox.lead_id")
    .select([
      "lead_outbox.id as deliveryId",
      "lead_outbox.channel as channel",
      "lead_outbox.last_error as lastError",
      "lead_outbox.next_attempt_at as at",
      "leads.id as leadId",
      "leads.name as name",
      "leads.email as email",
    ])
    .where("lead_outbox.state", "=", "failed")
    .where("lead_outbox.next_attempt_at", ">=", sinceIso)
    .orderBy("lead_outbox.id")
    .execute();
  if (failed.length === 0) return [];
  const delivered = await db
    .selectFrom("lead_outbox")
    .select(["lead_id", "channel"])
    .where("state", "=", "delivered")
    .where("lead_id", "in", [...new Set(failed.map((f) => f.leadId))])
    .execute();
  const troubles = new Map<string, ChannelTrouble>();
  for (const f of failed) {
    const t = troubles.get(f.channel) ?? { channel: f.channel, lastError: f.lastError, since: f.at, leads: [] };
    t.lastError = f.lastError; // rows come oldest first: the last one is the latest
    if (f.at < t.since) t.since = f.at;
    const deliveredOn = delivered.filter((d) => d.lead_id === f.leadId).map((d) => d.channel);
    t.leads.push({ id: f.leadId, name: f.name, email: f.email, deliveryId: f.deliveryId, deliveredOn });
    troubles.set(f.channel, t);
  }
  return [...troubles.values()];
}

/** The states of some deliveries now (after a retry, to say how it ended). */
export async function deliveryStates(db: Kysely<Database>, ids: number[]): Promise<LeadOutboxTable["state"][]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom("lead_outbox").select("state").where("id", "in", ids).execute()).map((r) => r.state);
}
