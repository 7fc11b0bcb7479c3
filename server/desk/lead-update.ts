// Applies a person's change to a lead (status, owner, note, next action) in one
// transaction, with an audit entry per change. Moving a lead out of "spam", or
// releasing one held for review, rescues it: it is queued for delivery like a new lead.
import type { Kysely, Updateable } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Database, LeadsTable } from "../db/schema.ts";
import type { LeadUpdate } from "../../common/lead-update.ts";
import { enqueueDeliveries, type Channel } from "../leads/lead-store.ts";
import { recordAudit } from "./audit.ts";
import { isHeld } from "../../common/lead-flags.ts";
import type { Actor } from "./desk-user.ts";
import type { Lead } from "../leads/channels/notifier.ts";

/** `assigned`: the person the lead was just given to, when that is someone other than who gave it. */
export type UpdateResult = { ok: true; rescued: boolean; assigned?: { email: string; name: string } } | { ok: false; status: 404 | 400; error: string };

/** Which channels a lead is delivered on (the intake's rule, so a rescued lead goes where a new one would). */
export type ChannelsFor = (lead: Pick<Lead, "email">) => Channel[];

export async function updateLead(
  db: Kysely<Database>,
  id: number,
  change: LeadUpdate & { release?: boolean },
  actor: Actor,
  channelsFor: ChannelsFor,
  /** The acting person's today (YYYY-MM-DD in their time zone): a new next-action date before it is refused. */
  opts: { today?: string } = {},
): Promise<UpdateResult> {
  return db.transaction().execute(async (tx) => {
    // The lead's row lock first (a write that changes nothing, which both databases take as
    // one): two people rescuing the same lead at once then go one after the other, and the
    // second finds it queued already, so it is never delivered twice.
    await tx
      .updateTable("leads")
      .set((eb) => ({ id: eb.ref("id") }))
      .where("id", "=", id)
      .execute();
    const lead = await tx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    if (!lead) return { ok: false, status: 404, error: "No such lead." };
    const now = clock.date().toISOString();
    const set: Updateable<LeadsTable> = {};
    const audits: { action: string; detail: Record<string, unknown> }[] = [];
    let assigned: { email: string; name: string } | undefined;

    if (change.owner !== undefined) {
      const owner =
        change.owner === null ? null : await tx.selectFrom("admin_users").select(["id", "email", "name"]).where("email", "=", change.owner).executeTakeFirst();
      if (owner === undefined) return { ok: false, status: 400, error: `${change.owner} is not a desk user.` };
      if ((owner?.id ?? null) !== lead.owner_id) {
        set.owner_id = owner?.id ?? null;
        audits.push({ action: "lead.owner", detail: { to: owner?.email ?? null } });
        if (owner && owner.email !== actor) assigned = { email: owner.email, name: owner.name };
      }
    }
    if (change.status !== undefined && change.status !== lead.status) {
      Object.assign(set, { status: change.status, spam: change.status === "spam" ? 1 : 0, status_changed_at: now, status_changed_by: actor });
      // Held for review, then judged spam: it will never be delivered.
      if (change.status === "spam" && lead.delivery_state === "held") set.delivery_state = "skipped";
      audits.push({ action: "lead.status", detail: { from: lead.status, to: change.status } });
    }
    if (change.nextActionAt !== undefined && change.nextActionAt !== lead.next_action_at) {
      // Only a new date is checked: a page that saves the status again with an old date still works.
      if (change.nextActionAt !== null && opts.today && change.nextActionAt < opts.today) {
        return {
          ok: false,
          status: 400,
          error: `The next action cannot be in the past: ${change.nextActionAt} is before today (${opts.today}). Pick today or a later day.`,
        };
      }
      set.next_action_at = change.nextActionAt;
      audits.push({ action: "lead.next-action", detail: { to: change.nextActionAt } });
    }

    // A spam lead that was never delivered, now a real enquiry, goes out. A held lead was
    // delivered already, marked (decision 026): releasing it clears the mark, and sends what
    // waited for a person (the visitor's auto-reply), or everything for a lead held before then.
    const notSpamNow = (change.status ?? lead.status) !== "spam";
    const undelivered = lead.delivery_state === "skipped" || lead.delivery_state === "held";
    const rescued = notSpamNow && ((lead.status === "spam" && undelivered) || (isHeld(lead) && change.release === true));
    if (rescued) {
      const queued = (await tx.selectFrom("lead_outbox").select("channel").where("lead_id", "=", id).execute()).map((r) => r.channel);
      const channels = channelsFor(lead).filter((c) => !queued.includes(c));
      await enqueueDeliveries(tx, id, channels, now);
      if (undelivered) set.delivery_state = channels.some((c) => c !== "autoreply") ? "pending" : "skipped";
      set.flag = null;
      audits.push({ action: "lead.rescue", detail: { flag: lead.flag, channels } });
    }

    if (Object.keys(set).length) await tx.updateTable("leads").set(set).where("id", "=", id).execute();
    if (change.note !== undefined) {
      // The same key twice (a double click, a resubmitted form) adds the note once.
      const added = await tx
        .insertInto("lead_notes")
        .values({ lead_id: id, author: actor, body: change.note, created_at: now, idempotency_key: change.noteKey ?? null })
        .onConflict((oc) => oc.columns(["lead_id", "idempotency_key"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (added) audits.push({ action: "lead.note", detail: { length: change.note.length } });
    }
    for (const a of audits) await recordAudit(tx, { actor, action: a.action, leadId: id, detail: a.detail });
    return { ok: true, rescued, assigned };
  });
}
