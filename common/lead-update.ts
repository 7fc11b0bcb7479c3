// A change a person makes to a lead in the desk (PATCH /api/admin/leads/{id} and the
// lead page's form): any of status, owner (a desk user's e-mail, or null for nobody),
// a note to add, the next-action date (YYYY-MM-DD, or null to clear).
import { z } from "zod";
import { LEAD_STATUSES } from "./lead-status.ts";

export const NOTE_MAX = 5000;

export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { message: `status must be one of ${LEAD_STATUSES.join(", ")}` }).optional(),
    owner: z.union([z.email("owner must be a desk user's e-mail").toLowerCase(), z.null()]).optional(),
    note: z.string().trim().min(1, "A note cannot be empty").max(NOTE_MAX, `A note has at most ${NOTE_MAX} characters`).optional(),
    /** Names one "Add note": a repeat with the same key adds nothing (the page's form sends a key per render). */
    noteKey: z.string().trim().min(8, "noteKey has 8 to 100 characters").max(100, "noteKey has 8 to 100 characters").optional(),
    nextActionAt: z.union([z.iso.date({ message: "nextActionAt must be a date, YYYY-MM-DD" }), z.null()]).optional(),
  })
  .strict();
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;
