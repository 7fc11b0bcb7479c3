// Delivers pending leads from the outbox, retrying with exponential backoff up to a
// limit. It polls, and is also woken at once when a new lead is stored. A restart
// resumes whatever is pending; an expired lease (a crashed worker) is taken over.
// The desk's own e-mails (replies, notices, digests: server/desk/desk-mail-queue.ts) go
// out in the same passes under the same rule.
import type { Logger } from "pino";
import { clock } from "../../common/clock.ts";
import type { Db } from "../db/connect.ts";
import type { Channel } from "./lead-store.ts";
import { claimDueDeliveries, getLead, markAttemptFailed, markDelivered } from "./lead-store.ts";
import type { Notifier } from "./channels/index.ts";
import { claimDueDeskMail, markDeskMailFailed, markDeskMailSent, type ClaimedDeskMail, type SendDeskMail } from "../desk/desk-mail-queue.ts";
import { startPollingWorker } from "../db/polling-worker.ts";

export interface WorkerOptions {
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  leaseMs: number;
  batch: number;
  /** Told how every attempt ended (the metrics' lead_deliveries_total). */
  onAttempt?: (channel: Channel, result: DeliveryResult) => void;
  /** Sends the desk's e-mails (SMTP_URL); absent, they wait in desk_mail (the desk does not queue any without it). */
  sendDeskMail?: SendDeskMail;
}

/** How one delivery attempt ended: sent, failed and will be retried, or failed for good. */
export type DeliveryResult = "delivered" | "retry" | "failed";

export function retryDelay(attempt: number, baseMs: number): number {
  const capped = Math.min(baseMs * 2 ** (attempt - 1), 60 * 60 * 1000);
  return capped + Math.floor(Math.random() * baseMs * 0.2); // jitter so instances do not retry in step
}

export function startOutboxWorker(db: Db, notifiers: Partial<Record<Channel, Notifier>>, logger: Logger, opts: WorkerOptions) {
  let soonestRetry = Infinity; // wake for a retry due before the next poll

  /** When a failed attempt is tried again: after a backoff, or never once the limit is reached. */
  function retryAtAfter(attempts: number): Date | null {
    const retryAt = attempts < opts.maxAttempts ? new Date(clock.now() + retryDelay(attempts, opts.retryBaseMs)) : null;
    if (retryAt) soonestRetry = Math.min(soonestRetry, retryAt.getTime());
    return retryAt;
  }

  async function sendDeskMail(send: SendDeskMail, mail: ClaimedDeskMail): Promise<void> {
    try {
      await send(mail);
      await markDeskMailSent(db.db, mail);
      logger.info({ mail: mail.id, kind: mail.kind, lead: mail.lead_id }, "desk e-mail sent");
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retryAt = retryAtAfter(mail.attempts);
      await markDeskMailFailed(db.db, mail.id, message, retryAt);
      logger[retryAt ? "warn" : "error"](
        { mail: mail.id, kind: mail.kind, attempt: mail.attempts, err: message },
        retryAt ? "desk e-mail failed; will retry" : "desk e-mail failed for good",
      );
    }
  }

  async function deliverDue(stopping: () => boolean): Promise<void> {
    for (;;) {
      const batch = await claimDueDeliveries(db.db, db.dialect, opts.batch, opts.leaseMs);
      const send = opts.sendDeskMail;
      const mails = send ? await claimDueDeskMail(db.db, db.dialect, opts.batch, opts.leaseMs) : [];
      if (batch.length === 0 && mails.length === 0) return;
      await Promise.all([
        ...mails.map((mail) => sendDeskMail(send!, mail)),
        ...batch.map(async (d) => {
          const notify = notifiers[d.channel];
          try {
            if (!notify) throw new Error(`channel ${d.channel} is not configured`);
            await notify({ id: d.id, lead: await getLead(db.db, d.lead_id) });
            await markDelivered(db.db, d);
            opts.onAttempt?.(d.channel, "delivered");
            logger.info({ lead: d.lead_id, channel: d.channel, attempt: d.attempts }, "lead delivered");
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            const retryAt = retryAtAfter(d.attempts);
            await markAttemptFailed(db.db, d, message, retryAt);
            opts.onAttempt?.(d.channel, retryAt ? "retry" : "failed");
            if (retryAt) logger.warn({ lead: d.lead_id, channel: d.channel, attempt: d.attempts, err: message }, "lead delivery failed; will retry");
            else logger.error({ lead: d.lead_id, channel: d.channel, attempts: d.attempts, err: message }, "lead delivery failed for good");
          }
        }),
      ]);
      if (stopping()) return;
    }
  }

  // Until the next poll, or sooner for a retry due before it.
  function nextWait(): number {
    const wait = Math.max(0, Math.min(opts.pollMs, soonestRetry - clock.now()));
    soonestRetry = Infinity;
    return wait;
  }

  return startPollingWorker("outbox worker", deliverDue, nextWait, logger);
}
