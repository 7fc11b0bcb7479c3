// The contact enquiry (SPEC sections 3 and 5): the form's rules and exact messages,
// used by the browser form, the no-JavaScript form action and POST /api/contact.
import { z } from "zod";

// Zod probes for eval to compile fast validators; our CSP forbids eval, and the probe
// alone shows up as a violation in the browser. These schemas are small: interpret them.
z.config({ jitless: true });

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  message: "Message must be at least 10 characters",
} as const;

/** What the visitor's form checks (SPEC 5). All four fields default to empty text. */
export const contactFormSchema = z.object({
  name: z.string().min(2, CONTACT_MESSAGES.name),
  email: z.email(CONTACT_MESSAGES.email),
  company: z.string().optional(),
  message: z.string().min(10, CONTACT_MESSAGES.message),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export const emptyContactForm: ContactForm = { name: "", email: "", company: "", message: "" };

/** The chat's fixed placeholders (SPEC 7): the chat posts only the typed text. */
export const CHAT_PLACEHOLDER = { name: "Website Chat Visitor", email: "chat-visitor@example.com" } as const;

// Control characters other than tab and line breaks never belong in an enquiry.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const clean = (max: number) =>
  z.string().max(max, `Must be at most ${max} characters`).refine((s) => !CONTROL.test(s), "Must not contain control characters");

/** The server's bounds on top of the form's rules. */
export const SERVER_LIMITS = { name: 100, email: 254, company: 200, message: 5000, bodyBytes: 16 * 1024 } as const;

export const contactRequestSchema = z.object({
  name: contactFormSchema.shape.name.and(clean(SERVER_LIMITS.name)),
  email: z.email(CONTACT_MESSAGES.email).max(SERVER_LIMITS.email, `Must be at most ${SERVER_LIMITS.email} characters`),
  company: clean(SERVER_LIMITS.company).optional().nullable(),
  message: contactFormSchema.shape.message.and(clean(SERVER_LIMITS.message)),
  source: z.enum(["contact", "chat"]).optional(),
  /** Honeypot: a field hidden from people; anything in it marks a bot. */
  website: z.string().max(500).optional(),
  /** When the form was rendered (ms since epoch), to catch instant bot submissions. */
  startedAt: z.coerce.number().optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const HONEYPOT_FIELD = "website";
export const STARTED_AT_FIELD = "startedAt";

/** Field errors as { field: message } (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
