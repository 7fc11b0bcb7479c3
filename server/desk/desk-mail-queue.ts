// The desk's own outbox: the e-mails it sends (a person's reply to a lead, the notice that a
// lead was given to someone, the morning digest), one row each in desk_mail with its
// delivery state. The outbox worker (server/leads/outbox-worker.ts) sends them with the
// leads' retry rule, so a reply is retried, can fail for good, and shows how it went.
import { type Insertable, type Kysely } from "kysely";
import nodemailer from "nodemailer";
import { clock } from "../../common/clock.ts";
import type { Dialect } from "../db/connect.ts";
import { claimDue } from "../db/leased-queue.ts";
import type { Database, DeskMailTable } from "../db/schema.ts";
import { mailFrom, type ServerConfig } from "../config.ts";
import { smtpTransportOptions } from "../leads/smtp-tls.ts";

export type NewDeskMail = Pick<Insertable<DeskMailTable>, "kind" | "lead_id" | "sender" | "from_name" | "reply_to" | "to_address" | "subject" | "body">;

/** Queues a mail, due now; answers its id. */
export async function enqueueDeskMail(db: Kysely<Database>, mail: NewDeskMail): Promise<number> {
  const now = clock.date().toISOString();
  const row = await db
    .insertInto("desk_mail")
    .values({ ...mail, state: "pending", next_attempt_at: now, created_at: now, locked_until: null, last_error: null, delivered_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ClaimedDeskMail {
  id: number;
  kind: DeskMailTable["kind"];
  lead_id: number | null;
  from_name: string;
  reply_to: string | null;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Claims due mails with a lease, as claimDueDeliveries does for leads (SKIP LOCKED on PostgreSQL). */
export async function claimDueDeskMail(db: Kysely<Database>, dialect: Dialect, limit: number, leaseMs: number): Promise<ClaimedDeskMail[]> {
  return claimDue<ClaimedDeskMail>(
    db,
    dialect,
    "desk_mail",
    ["id", "kind", "lead_id", "from_name", "reply_to", "to_address", "subject", "body", "attempts"],
    limit,
    leaseMs,
  );
}

/** A digest, once sent, is not kept: it lists leads by name, and belongs to no one lead that an erasure would find. */
export async function markDeskMailSent(db: Kysely<Database>, mail: Pick<ClaimedDeskMail, "id" | "kind">): Promise<void> {
  if (mail.kind === "digest") {
    await db.deleteFrom("desk_mail").where("id", "=", mail.id).execute();
    return;
  }
  await db
    .updateTable("desk_mail")
    .set({ state: "delivered", delivered_at: clock.date().toISOString(), locked_until: null, last_error: null })
    .where("id", "=", mail.id)
    .execute();
}

export async function markDeskMailFailed(db: Kysely<Database>, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable("desk_mail")
    .set(
      retryAt
        ? { next_attempt_at: retryAt.toISOString(), locked_until: null, last_error: error.slice(0, 1000) }
        : { state: "failed", locked_until: null, last_error: error.slice(0, 1000) },
    )
    .where("id", "=", id)
    .execute();
}

/** The address part of LEAD_MAIL_FROM (or the default sender): desk mail goes out from it under a person's name. */
export function sendingAddress(config: ServerConfig): string {
  const from = mailFrom(config);
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export type SendDeskMail = (mail: ClaimedDeskMail) => Promise<void>;

/** Sends over SMTP_URL: From the person's name at the firm's sending address, Reply-To the person. Undefined without SMTP_URL. */
export function deskMailSender(config: ServerConfig): SendDeskMail | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpTransportOptions(config.smtpUrl));
  const address = sendingAddress(config);
  return async (mail) => {
    await transport.sendMail({
      from: { name: mail.from_name, address },
      to: mail.to_address,
      replyTo: mail.reply_to ?? undefined,
      subject: mail.subject,
      text: mail.body,
    });
  };
}
