// The e-mail back to the visitor (LEAD_AUTOREPLY=true with SMTP_URL): thanks, what happens
// next and the firm's phone, from content/autoreply.md, with Reply-To the firm's SITE_EMAIL.
//
// It never contains the visitor's message. Anyone can type someone else's address into the
// form; an auto-reply that repeated their text would let them send their words to any inbox
// from the firm's own mail server (a spam relay). For the same reason the greeting uses the
// name only when it is short and plain, and one address gets a few auto-replies a day at
// most (autoreply-cap.ts).
import type { Transporter } from "nodemailer";
import { CHAT_PLACEHOLDER } from "../../../common/contact-fields.ts";
import type { AUTOREPLY_PLACEHOLDERS } from "../../../common/content-schema.ts";
import type { Lead, Notifier } from "./notifier.ts";

export interface AutoreplyText {
  subject: string;
  body: string;
}

/** Whether a lead can get an auto-reply: it has a real address (not the chat's placeholder). */
export function canAutoreply(lead: Pick<Lead, "email">): boolean {
  return lead.email.trim().toLowerCase() !== CHAT_PLACEHOLDER.email;
}

// A plain name: one to three words of letters (with the hyphens, apostrophes and dots of
// names such as "Jean-Luc O'Neil Jr."), 40 characters at most. Anything else could be a
// sentence someone wants the firm's mail server to send to a stranger.
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}'’.-]*(?: \p{L}[\p{L}\p{M}'’.-]*){0,2}$/u;

/** The visitor's name for "Hi {name},", or "there" unless it is short and plain (never the chat's placeholder). */
export function greetingName(name: string): string {
  const n = name.trim();
  return n !== CHAT_PLACEHOLDER.name && n.length <= 40 && PLAIN_NAME.test(n) ? n : "there";
}

type Values = Record<(typeof AUTOREPLY_PLACEHOLDERS)[number], string>;
const fill = (template: string, values: Values) => template.replace(/\{(\w+)\}/g, (m, key: string) => values[key as keyof Values] ?? m);

export function autoreplyNotifier(opts: {
  transport: Transporter;
  from: string;
  text: AutoreplyText;
  site: { name: string; phone: string; email: string };
}): Notifier {
  return async ({ lead }) => {
    const values: Values = { name: greetingName(lead.name), siteName: opts.site.name, phone: opts.site.phone, email: opts.site.email };
    await opts.transport.sendMail({
      from: opts.from,
      to: lead.email,
      replyTo: opts.site.email,
      subject: fill(opts.text.subject, values),
      text: fill(opts.text.body, values),
      // RFC 3834: an automatic reply, so the visitor's own auto-responder does not answer it.
      headers: { "Auto-Submitted": "auto-replied" },
    });
  };
}
