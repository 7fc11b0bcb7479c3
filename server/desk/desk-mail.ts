// The mails the desk sends its own people (a sign-in link, a password change), straight
// through SMTP_URL: they concern one person's account, not a lead, so they are not outbox
// rows. Sent after the caller has answered, so the timing tells nothing; a failure is logged.
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { mailFrom, type ServerConfig } from "../config.ts";
import { smtpTransportOptions } from "../leads/smtp-tls.ts";

export interface DeskMail {
  to: string;
  subject: string;
  lines: string[];
}

/** Sends desk mails; undefined without SMTP_URL. */
export function deskMailer(config: ServerConfig, logger: Logger): ((mail: DeskMail) => void) | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpTransportOptions(config.smtpUrl));
  return ({ to, subject, lines }) =>
    void transport
      .sendMail({ from: mailFrom(config), to, subject, text: lines.join("\n") })
      .catch((err: unknown) => logger.error({ err, email: to, subject }, "desk e-mail could not be sent"));
}
