// The firm's e-mail (SMTP_URL and LEAD_NOTIFY_TO): plain text with every field; replying
// answers the visitor (Reply-To is their address).
import type { Transporter } from "nodemailer";
import { attributionFields, heldNotice, leadDeskUrl, leadFields, leadKind } from "./lead-message.ts";
import type { Lead, Notifier } from "./notifier.ts";
import { CONTACT_PROMISES } from "../../../common/spec-texts.ts";

const line = (label: string, value: string) => `${`${label}:`.padEnd(10)}${value}`;

/** Where the visitor came from, when known: its own block after the fields. */
function attributionBlock(lead: Lead): string[] {
  const fields = attributionFields(lead);
  return fields.length ? ["", "Where the visitor came from:", ...fields.map((f) => `  ${`${f.label}:`.padEnd(14)}${f.value}`)] : [];
}

/** The visitor's text, every line quoted: none of it can pass for a line of the template around it. */
export const QUOTE = "> ";

export function leadEmailText(lead: Lead, site: { name: string; url: string }): string {
  // The firm's lines (the desk link, the fields) all come before the visitor's text, which
  // ends the mail: a reader knows that whatever follows the message header is the visitor's.
  return [
    `New ${leadKind(lead)} from the ${site.name} website`,
    "",
    `In the lead desk: ${leadDeskUrl(site.url, lead.id)}`,
    `Reply to this e-mail to answer the visitor directly. The SPEC promises a reply within ${CONTACT_PROMISES.reply}.`,
    "",
    ...leadFields(lead).map((f) => line(f.label, f.value)),
    line("Received", lead.created_at),
    line("Lead id", String(lead.id)),
    ...attributionBlock(lead),
    "",
    `The visitor's message (every line of it begins with "${QUOTE.trim()}"):`,
    ...lead.message.split(/\r\n|\r|\n/).map((text) => `${QUOTE}${text}`),
  ].join("\n");
}

export function emailNotifier(opts: { transport: Transporter; to: string; from: string; site: { name: string; url: string } }): Notifier {
  return async ({ lead }) => {
    await opts.transport.sendMail({
      from: opts.from,
      to: opts.to,
      replyTo: { name: lead.name, address: lead.email },
      subject: `${heldNotice(lead) ? "[Held for review] " : ""}New ${lead.source} lead: ${lead.name}${lead.company ? ` (${lead.company})` : ""}`,
      text: leadEmailText(lead, opts.site),
    });
  };
}
