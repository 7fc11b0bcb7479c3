// The desk's work on leads, their deliveries and privacy requests, behind both of its
// doors: the desk's pages (React Router loaders and actions, app/routes/admin/) and its
// JSON API (leads-, deliveries- and privacy-router.ts). A door parses the request, checks
// who sent it and shapes the answer; what must happen on every path happens here, once:
// - every read of lead data that a person could copy is audited: a page of the list
//   (leads.list, with its filter and the rows read), an export (leads.export), one lead
//   (lead.view). Changes, retries and privacy requests audit themselves, inside their
//   transaction (lead-update.ts, deliveries.ts, privacy.ts);
// - a rescued lead or a retried delivery wakes the outbox worker, so it goes out now.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { LeadUpdate } from "../../common/lead-update.ts";
import { leadsToCsv } from "../leads/leads-csv.ts";
import type { Actor } from "./desk-user.ts";
import { auditEntries, recordAudit } from "./audit.ts";
import { isHeld } from "../../common/lead-flags.ts";
import { exportLeads, leadCampaigns, listLeads, statusCounts, type LeadQuery } from "./lead-list.ts";
import { deskPeople, findDeskLead, leadDetail, type LeadDetail } from "./lead-detail.ts";
import { updateLead, type ChannelsFor } from "./lead-update.ts";
import {
  channelTroublesSince,
  deliveriesForLead,
  deliveryStates,
  failedDeliveriesSince,
  retryDelivery,
  type Delivery,
  type RetryOutcome,
} from "./deliveries.ts";
import { channelName, failureInWords } from "./delivery-words.ts";
import { erasePersonalData, exportPersonalData, requestedAddress, type PersonalDataExport } from "./privacy.ts";

export interface DeskServiceDeps {
  db: Kysely<Database>;
  /** The channels a rescued lead goes out on: the intake's rule, so it goes where a new lead would. */
  channelsFor: ChannelsFor;
  /** Wakes the outbox worker: a rescued lead or a retried delivery is due now. */
  wake: () => void;
  /** Every delivery due now attempted (the outbox worker's drain): a retry then answers how it ended. */
  drain?: () => Promise<void>;
  /** LEAD_NOTIFY_TO, so the desk can say "the e-mail to sales@…". */
  notifyTo?: string;
}

/** How a "Retry all failed" ended, read after the attempts. */
export interface RetryAllOutcome {
  retried: number;
  delivered: number;
  failed: number;
  /** Still being attempted (another instance holds it, or the receiver is slow). */
  pending: number;
}

/** A retry waits this long at most for its attempt before the page answers. */
const RETRY_WAIT_MS = 15_000;

export type ChangeResult = { ok: true; lead: LeadDetail } | { ok: false; status: 400 | 404 | 409; error: string };

/** What a list read is audited with: the filter as asked, without the paging. */
function filterOf({ limit: _limit, offset: _offset, ...filter }: LeadQuery) {
  return filter;
}

const PRIVACY_ACTIONS = ["privacy.export", "privacy.erase", "privacy.retention"];

export function createDeskService({ db, channelsFor, wake, drain, notifyTo }: DeskServiceDeps) {
  /** Waits for the worker to attempt what is due now (bounded), so the answer shows how a retry ended, not a promise. */
  async function settle(): Promise<void> {
    if (!drain) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([drain(), new Promise<void>((r) => (timer = setTimeout(r, RETRY_WAIT_MS)))]);
    clearTimeout(timer);
  }

  async function change(actor: Actor, id: number, update: LeadUpdate & { release?: boolean }): Promise<ChangeResult> {
    const result = await updateLead(db, id, update, actor, channelsFor);
    if (!result.ok) return result;
    if (result.rescued) wake();
    return { ok: true, lead: (await leadDetail(db, id))! };
  }

  return {
    /** One page of the list, newest first. Audited: leads.list with the filter, the offset and how many rows were read. */
    async list(actor: Actor, query: LeadQuery) {
      const result = await listLeads(db, query);
      await recordAudit(db, { actor, action: "leads.list", detail: { filter: filterOf(query), offset: query.offset, count: result.leads.length } });
      return result;
    },

    /** Every lead the filter matches, whatever the page size, as CSV. Audited: leads.export with the filter and the count. */
    async exportCsv(actor: Actor, query: LeadQuery): Promise<string> {
      const leads = await exportLeads(db, query);
      await recordAudit(db, { actor, action: "leads.export", detail: { filter: filterOf(query), count: leads.length } });
      return leadsToCsv(leads);
    },

    /**
     * One lead with its notes and activity; undefined when there is none. Audited:
     * lead.view, written after the read, so the activity shown is what came before.
     */
    async view(actor: Actor, id: number): Promise<LeadDetail | undefined> {
      const lead = await leadDetail(db, id);
      if (lead) await recordAudit(db, { actor, action: "lead.view", leadId: id });
      return lead;
    },

    /** Status, owner, a note, the next action (checked by the caller against common/lead-update.ts); answers the lead as changed. */
    update: (actor: Actor, id: number, update: LeadUpdate) => change(actor, id, update),

    /**
     * "Not spam: deliver it": a spam lead becomes new, a held one is released; either, if
     * never delivered, is delivered now. Any other lead is refused (409): moving a won
     * lead back to "new" is a status change, not a rescue.
     */
    async rescue(actor: Actor, id: number): Promise<ChangeResult> {
      const lead = await findDeskLead(db, id);
      if (!lead) return { ok: false, status: 404, error: "No such lead." };
      if (lead.status !== "spam" && !isHeld(lead)) return { ok: false, status: 409, error: "Only a lead marked as spam or held for review can be rescued." };
      return change(actor, id, { status: "new", release: true });
    },

    /** The lead's deliveries, one per channel; undefined when there is no such lead. */
    async deliveries(leadId: number): Promise<(Delivery & { problem: string | null })[] | undefined> {
      if (!(await findDeskLead(db, leadId))) return undefined;
      return (await deliveriesForLead(db, leadId)).map((d) => ({ ...d, problem: d.lastError ? failureInWords(d.lastError) : null }));
    },

    /**
     * "Retry now". Given `leadId`, only that lead's deliveries: a form cannot retry
     * another lead's by changing the delivery id. Audited (delivery.retry) in deliveries.ts.
     */
    async retry(actor: Actor, deliveryId: number, opts: { leadId?: number } = {}): Promise<RetryOutcome> {
      if (opts.leadId !== undefined && !(await deliveriesForLead(db, opts.leadId)).some((d) => d.id === deliveryId)) return { result: "not-found" };
      const outcome = await retryDelivery(db, deliveryId, actor);
      if (outcome.result === "retried") {
        wake();
        await settle();
      }
      return outcome;
    },

    /**
     * "Retry all failed": every delivery the banner counts (failed for good since the
     * instant) is made due again, attempted, and answered with how the attempts ended.
     */
    async retryAllFailed(actor: Actor, sinceIso: string): Promise<RetryAllOutcome> {
      const ids = (await channelTroublesSince(db, sinceIso)).flatMap((t) => t.leads.map((l) => l.deliveryId));
      const retried: number[] = [];
      for (const id of ids) if ((await retryDelivery(db, id, actor)).result === "retried") retried.push(id);
      if (retried.length) {
        wake();
        await settle();
      }
      const states = await deliveryStates(db, retried);
      const count = (state: string) => states.filter((s) => s === state).length;
      return { retried: retried.length, delivered: count("delivered"), failed: count("failed"), pending: count("pending") };
    },

    /**
     * The banner, per channel, in words: which channel failed and why, since when, and for
     * each lead whether another channel delivered it.
     */
    async deliveryTroubles(sinceIso: string) {
      return (await channelTroublesSince(db, sinceIso)).map((t) => ({
        channel: t.channel,
        name: channelName(t.channel, notifyTo),
        problem: failureInWords(t.lastError),
        since: t.since,
        leads: t.leads.map((l) => ({ id: l.id, name: l.name, email: l.email, deliveredBy: l.deliveredOn.map((c) => channelName(c, notifyTo)) })),
      }));
    },

    /**
     * Everything stored about an address (privacy.export, without the address); null when
     * `address` cannot be one, or is the chat placeholder that every anonymous chat shares.
     */
    async exportPersonalData(actor: Actor, address: unknown): Promise<PersonalDataExport | null> {
      const email = requestedAddress(address);
      return email ? exportPersonalData(db, email, actor) : null;
    },

    /**
     * Erases every lead of an address and all about them; answers how many (null as for an
     * export). Throws DeskAddressErasure (privacy.ts) for a desk person's address, present or
     * past: each door answers it (409 on the API, a message on the privacy page).
     */
    async erasePersonalData(actor: Actor, address: unknown): Promise<number | null> {
      const email = requestedAddress(address);
      return email ? erasePersonalData(db, email, actor) : null;
    },

    /** The privacy page's history: requests handled and retention sweeps, newest first. */
    privacyHistory: (limit: number) => auditEntries(db, { actions: PRIVACY_ACTIONS, limit }),

    /** The desk's people, for the owner picker and filter. */
    people: () => deskPeople(db),
    /** How many leads each status holds, for the list's tabs. */
    statusCounts: () => statusCounts(db),
    /** The campaigns leads came from, for the list's campaign filter. */
    campaigns: () => leadCampaigns(db),
    /** Deliveries that failed for good since an instant, for the list's banner. */
    failedDeliveriesSince: (sinceIso: string) => failedDeliveriesSince(db, sinceIso),
  };
}
export type DeskService = ReturnType<typeof createDeskService>;
