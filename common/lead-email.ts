// An e-mail a desk person writes to a lead from the lead page or through
// POST /api/admin/leads/{id}/emails: a subject on one line and a plain-text body, capped so a
// reply stays a reply (docs/decisions/027).
import { z } from "zod";

export const EMAIL_SUBJECT_MAX = 200;
// The lead page posts through the pages' 16 KiB form limit (common/contact-fields.ts), so the text fits in it.
export const EMAIL_TEXT_MAX = 5000;

export const leadEmailSchema = z
  .object({
    subject: z
      .string({ message: "Write a subject." })
      .trim()
      .min(1, "Write a subject.")
      .max(EMAIL_SUBJECT_MAX, `A subject has at most ${EMAIL_SUBJECT_MAX} characters.`)
      .refine((s) => !/[\r\n]/.test(s), "A subject is one line."),
    text: z
      .string({ message: "Write the e-mail." })
      .trim()
      .min(1, "Write the e-mail.")
      .max(EMAIL_TEXT_MAX, `An e-mail has at most ${EMAIL_TEXT_MAX} characters.`),
  })
  .strict();
export type LeadEmail = z.infer<typeof leadEmailSchema>;

/** Field errors as the API answers them: { subject?: "…", text?: "…" }. */
export function emailFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "body");
    out[key] ??= issue.message;
  }
  return out;
}
