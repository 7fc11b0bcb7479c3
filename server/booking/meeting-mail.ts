// The meeting's e-mails, from the meeting_messages rows (booking-store.ts): the invitation
// to the visitor and to the person (with the .ics as a calendar part, METHOD:REQUEST), the
// reminders 24 h and 1 h before, and the cancel (METHOD:CANCEL). A worker sends what is
// due, like the lead outbox: polls, is woken by a booking, retries with backoff, and an
// expired lease (a crashed instance) is taken over. Without SMTP_URL the rows wait.
//
// The visitor's e-mail never repeats what they typed (the visitor's address could be
// anyone's: see channels/autoreply.ts); the greeting uses their name only when it is plain.
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import { clock } from "../../common/clock.ts";
import type { ServerConfig } from "../config.ts";
import { mailFrom } from "../config.ts";
import { FIRM_TIME_ZONE, needLabel } from "../../common/booking-fields.ts";
import { whenLabel } from "../../common/booking-time.ts";
import { smtpTransportOptions } from "../leads/smtp-tls.ts";
import { greetingName } from "../leads/channels/autoreply.ts";
import { retryDelay } from "../leads/outbox-worker.ts";
import { claimDue } from "../db/leased-queue.ts";
import { startPollingWorker } from "../db/polling-worker.ts";
import { findMeeting, type MeetingView } from "./booking-store.ts";
import { invitationText } from "./invitation.ts";
import type { BookingService } from "./booking-service.ts";
import type { MeetingMessagesTable } from "../db/schema.ts";

type Message = { id: number; meeting_id: number; kind: MeetingMessagesTable["kind"]; recipient: MeetingMessagesTable["recipient"]; attempts: number };

export function meetingMailText(
  m: MeetingView,
  msg: Pick<Message, "kind" | "recipient">,
  urls: { cancel: string; reschedule: string; desk: string },
  site: { name: string; phone: string },
) {
  const start = Date.parse(m.start_at);
  const visitor = msg.recipient === "visitor";
  const zone = visitor ? m.time_zone : FIRM_TIME_ZONE;
  const when = `${whenLabel(start, zone)}${zone === FIRM_TIME_ZONE ? "" : ` (${whenLabel(start, FIRM_TIME_ZONE)})`}`;
  const about = `${needLabel(m.need)} consultation`;
  const subjects: Record<Message["kind"], string> = {
    request: visitor ? `Your ${about} with ${site.name}: ${when}` : `Booked: ${m.visitor_name}, ${when}`,
    cancel: visitor ? `Cancelled: your ${about} with ${site.name}` : `Cancelled: ${m.visitor_name}, ${when}`,
    "reminder-24h": `Tomorrow: ${about} with ${visitor ? site.name : m.visitor_name}, ${when}`,
    "reminder-1h": `In one hour: ${about} with ${visitor ? site.name : m.visitor_name}, ${when}`,
  };
  const lines = visitor
    ? [
        `Hi ${greetingName(m.visitor_name)},`,
        "",
        msg.kind === "cancel" ? `Your ${about} on ${when} is cancelled.` : `Your ${about} with ${m.host_name} of ${site.name} is on ${when}.`,
        ...(msg.kind === "cancel"
          ? []
          : [
              m.video_url ? `Join the video call: ${m.video_url}` : `${m.host_name} will send you the link to the video call.`,
              "",
              `Need another time? ${urls.reschedule}`,
              `Cannot make it? ${urls.cancel}`,
            ]),
        "",
        `${site.name} · ${site.phone}`,
      ]
    : [
        msg.kind === "cancel"
          ? `Cancelled: the ${about} with ${m.visitor_name} on ${when}.`
          : `${m.visitor_name}${m.visitor_company ? ` (${m.visitor_company})` : ""} meets you on ${when}.`,
        `About: ${needLabel(m.need)}`,
        ...(m.video_url ? [`Video: ${m.video_url}`] : []),
        `In the lead desk: ${urls.desk}`,
      ];
  return { subject: subjects[msg.kind], text: lines.join("\n") };
}

export function startMeetingMail(deps: { db: Db; config: ServerConfig; logger: Logger; booking: BookingService; transport?: Transporter }) {
  const { db, config, logger, booking } = deps;
  const transport = deps.transport ?? (config.smtpUrl ? nodemailer.createTransport(smtpTransportOptions(config.smtpUrl)) : undefined);
  const from = mailFrom(config);
  const site = config.site;
  const claim = () => claimDue<Message>(db.db, db.dialect, "meeting_messages", ["id", "meeting_id", "kind", "recipient", "attempts"], 20, config.leadLeaseMs);

  async function send(msg: Message): Promise<void> {
    const m = await findMeeting(db.db, { id: msg.meeting_id });
    if (!m) return;
    const start = Date.parse(m.start_at);
    const links = booking.linksFor(m.ref!, m.sequence, start);
    const urls = { cancel: site.url + links.cancel, reschedule: site.url + links.reschedule, desk: `${site.url}/admin/leads/${m.lead_id}` };
    const { subject, text } = meetingMailText(m, msg, urls, site);
    const to = msg.recipient === "visitor" ? { name: m.visitor_name, address: m.visitor_email } : { name: m.host_name, address: m.host_email };
    const withInvitation = msg.kind === "request" || msg.kind === "cancel";
    const method = msg.kind === "cancel" ? "CANCEL" : "REQUEST";
    await transport!.sendMail({
      from,
      to,
      replyTo: msg.recipient === "visitor" ? { name: m.host_name, address: m.host_email } : { name: m.visitor_name, address: m.visitor_email },
      subject,
      text,
      ...(withInvitation
        ? {
            icalEvent: {
              method,
              filename: "invite.ics",
              content: invitationText(m, { method, siteName: site.name, organizerEmail: m.host_email, manageUrl: urls.reschedule }),
            },
          }
        : {}),
    });
  }

  async function pass(stopping: () => boolean): Promise<void> {
    // The calendar writes that failed (booking-service.ts) ride along, with or without SMTP.
    await booking.retryCalendarWrites().catch((err) => logger.error({ err: err instanceof Error ? err.message : String(err) }, "calendar retry pass failed"));
    if (!transport) return;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return;
      for (const msg of batch) {
        try {
          await send(msg);
          await db.db
            .updateTable("meeting_messages")
            .set({ state: "sent", sent_at: clock.date().toISOString(), locked_until: null, last_error: null })
            .where("id", "=", msg.id)
            .execute();
          logger.info({ meeting: msg.meeting_id, kind: msg.kind, to: msg.recipient }, "meeting e-mail sent");
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const retry = msg.attempts < config.leadMaxAttempts ? new Date(clock.now() + retryDelay(msg.attempts, config.leadRetryBaseMs)).toISOString() : null;
          await db.db
            .updateTable("meeting_messages")
            .set(
              retry
                ? { due_at: retry, locked_until: null, last_error: message.slice(0, 1000) }
                : { state: "failed", locked_until: null, last_error: message.slice(0, 1000) },
            )
            .where("id", "=", msg.id)
            .execute();
          logger.warn(
            { meeting: msg.meeting_id, kind: msg.kind, err: message },
            retry ? "meeting e-mail failed; will retry" : "meeting e-mail failed for good",
          );
        }
      }
      if (stopping()) return;
    }
  }

  if (!transport) logger.warn("SMTP_URL is unset: booked meetings get no e-mails (invitations and reminders wait in meeting_messages)");
  return startPollingWorker("meeting e-mail", pass, () => config.leadPollMs, logger);
}
