// How a lead reaches the firm: an e-mail over SMTP and/or a JSON POST to a webhook.
import nodemailer from "nodemailer";
import type { Selectable } from "kysely";
import type { LeadsTable } from "../db/schema.ts";
import type { Channel } from "./lead-store.ts";
import { smtpTransportOptions } from "./smtp-tls.ts";

export type Lead = Selectable<LeadsTable>;
export type Notifier = (lead: Lead) => Promise<void>;

export function leadAsJson(lead: Lead) {
  return {
    id: lead.id,
    source: lead.source,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    message: lead.message,
    createdAt: lead.created_at,
  };
}

export function leadEmailText(lead: Lead, siteName: string): string {
  return [
    `New ${lead.source === "chat" ? "chat message" : "enquiry"} from the ${siteName} website`,
    "",
    `Name:     ${lead.name}`,
    `E-mail:   ${lead.email}`,
    `Company:  ${lead.company || "-"}`,
    `Source:   ${lead.source}`,
    `Received: ${lead.created_at}`,
    `Lead id:  ${lead.id}`,
    "",
    // The visitor's text, fenced: nothing inside can pass for one of the lines above.
    "----- Message from the visitor -----",
    lead.message,
    "----- End of message -----",
    "",
    "Reply to this e-mail to answer the visitor directly. The SPEC promises a reply within 24 hours.",
  ].join("\n");
}

export function emailNotifier(opts: { smtpUrl: string; to: string; from: string; siteName: string }): Notifier {
  const transport = nodemailer.createTransport(smtpTransportOptions(opts.smtpUrl));
  return async (lead) => {
    await transport.sendMail({
      from: opts.from,
      to: opts.to,
      replyTo: { name: lead.name, address: lead.email },
      subject: `New ${lead.source} lead: ${lead.name}${lead.company ? ` (${lead.company})` : ""}`,
      text: leadEmailText(lead, opts.siteName),
    });
  };
}

export function webhookNotifier(url: string, timeoutMs = 10_000): Notifier {
  return async (lead) => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": "lead-webhook/1" },
        body: JSON.stringify(leadAsJson(lead)),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect would hand the lead to whatever the endpoint points at: a failed attempt.
        redirect: "error",
      });
    } catch (err) {
      // fetch says only "fetch failed"; the cause ("unexpected redirect", ECONNREFUSED...) is what helps.
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
      throw new Error(`webhook request failed: ${cause ?? (err instanceof Error ? err.message : String(err))}`, { cause: err });
    }
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  };
}

export interface NotifierConfig {
  smtpUrl?: string;
  leadNotifyTo?: string;
  leadWebhookUrl?: string;
  mailFrom: string;
  siteName: string;
}

/** The configured channels; none means leads are stored and logged only. */
export function configuredNotifiers(c: NotifierConfig): Partial<Record<Channel, Notifier>> {
  const out: Partial<Record<Channel, Notifier>> = {};
  if (c.smtpUrl && c.leadNotifyTo) out.email = emailNotifier({ smtpUrl: c.smtpUrl, to: c.leadNotifyTo, from: c.mailFrom, siteName: c.siteName });
  if (c.leadWebhookUrl) out.webhook = webhookNotifier(c.leadWebhookUrl);
  return out;
}
