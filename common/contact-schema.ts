// The contact enquiry (SPEC sections 3 and 5): the form's rules and exact messages,
// used by the browser form, the no-JavaScript form action and POST /api/contact.
import { z } from "zod";
import { SERVER_LIMITS } from "./contact-fields.ts";
import { ATTRIBUTION_MAX, type Attribution } from "./attribution.ts";
import { CONTACT_MESSAGES, CONTACT_MIN_LENGTH, EMAIL_PATTERN, type ContactForm } from "./contact-rules.ts";

export { CHAT_PLACEHOLDER, FORM_TOKEN_FIELD, HONEYPOT_FIELD, SERVER_LIMITS } from "./contact-fields.ts";
export { CONTACT_MESSAGES, emptyContactForm, type ContactForm } from "./contact-rules.ts";

// Zod probes for eval to compile fast validators; our CSP forbids eval, and the probe
// alone shows up as a violation in the browser. These schemas are small: interpret them.
z.config({ jitless: true });

// Trimmed and NFC-normalised before any check, as the browser's form does (contact-rules.ts).
const text = () => z.string().trim().normalize("NFC");
const email = () => z.string().regex(EMAIL_PATTERN, CONTACT_MESSAGES.email);

/** What the visitor's form checks (SPEC 5), on the rules of contact-rules.ts. */
const contactFormSchema = z.object({
  name: text().min(CONTACT_MIN_LENGTH.name, CONTACT_MESSAGES.name),
  email: text().pipe(email()),
  company: text().optional(),
  message: text().min(CONTACT_MIN_LENGTH.message, CONTACT_MESSAGES.message),
}) satisfies z.ZodType<ContactForm>;

// Control characters other than tab and line breaks never belong in an enquiry.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Bidi overrides and isolates reorder what the firm reads (U+202E shows "gpj.exe" as "exe.jpg").
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
// A one-line field (name, company, e-mail) has no line breaks, which would forge lines in the
// lead e-mail, and no invisible format characters (zero-width space, bidi marks: \p{Cf}),
// except the zero-width (non-)joiner that Persian, Indic and emoji spelling need.
const ONE_LINE = /[\r\n\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/u;
const maxLength = (max: number) => [max, `Must be at most ${max} characters`] as const;
const noControl = (s: string) => !CONTROL.test(s);
const oneLine = (s: string) => !ONE_LINE.test(s);

// Attribution never costs a lead: a field that is missing, malformed or out of bounds is
// dropped (.catch), never a reason to refuse the enquiry. The no-JavaScript form sends it
// as one hidden field of JSON text.
const attributionText = (max: number, pattern?: RegExp) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => noControl(s) && oneLine(s) && (!pattern || pattern.test(s)))
    .optional()
    .catch(undefined);
const PATH = /^\/(?!\/)/; // one of our paths, never "//host"
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;
export const attributionSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value.slice(0, 4000));
    } catch {
      return undefined;
    }
  },
  z
    .object({
      landingPage: attributionText(ATTRIBUTION_MAX.page, PATH),
      referrer: attributionText(ATTRIBUTION_MAX.host, HOST),
      utmSource: attributionText(ATTRIBUTION_MAX.utm),
      utmMedium: attributionText(ATTRIBUTION_MAX.utm),
      utmCampaign: attributionText(ATTRIBUTION_MAX.utm),
      utmTerm: attributionText(ATTRIBUTION_MAX.utm),
      utmContent: attributionText(ATTRIBUTION_MAX.utm),
      clickId: attributionText(ATTRIBUTION_MAX.clickId, /^(gclid|msclkid|li_fat_id):/),
      firstSeenAt: z.iso.datetime().optional().catch(undefined),
      conversionPage: attributionText(ATTRIBUTION_MAX.page, PATH),
    } satisfies Record<keyof Attribution, z.ZodType>)
    .optional()
    .catch(undefined),
);

export const contactRequestSchema = z.object({
  name: contactFormSchema.shape.name
    .max(...maxLength(SERVER_LIMITS.name))
    .refine(noControl, "Must not contain control characters")
    .refine(oneLine, "Must be one line of visible text"),
  email: text()
    .refine(oneLine, CONTACT_MESSAGES.email)
    .pipe(email().max(...maxLength(SERVER_LIMITS.email))),
  company: text()
    .max(...maxLength(SERVER_LIMITS.company))
    .refine(noControl, "Must not contain control characters")
    .refine(oneLine, "Must be one line of visible text")
    .optional()
    .nullable(),
  message: contactFormSchema.shape.message
    .max(...maxLength(SERVER_LIMITS.message))
    .refine(noControl, "Must not contain control characters")
    .refine((s) => !BIDI.test(s), "Must not contain text-direction override characters"),
  source: z.enum(["contact", "chat"]).optional(),
  /** Honeypot: a field hidden from people; anything in it marks a bot. */
  website: z.string().max(500).optional(),
  /** The server-signed start time (server/leads/form-token.ts); missing or forged marks a bot. */
  formToken: z.string().max(200).optional(),
  /** Where the visit began (common/attribution.ts); bad fields are dropped, never refused. */
  attribution: attributionSchema.optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Field errors as { field: message } (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
