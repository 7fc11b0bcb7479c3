// A booking (POST /api/bookings and the /book page's form per slot): the contact form's
// rules for name, e-mail and company, plus the slot, the visitor's zone and what they need
// (the choices and the firm's zone, without zod, are in booking-fields.ts).
import { z } from "zod";
import { contactRequestSchema } from "./contact-schema.ts";
import { BOOKING_NEEDS, type BookingNeed } from "./booking-fields.ts";

const c = contactRequestSchema.shape;

export const bookingRequestSchema = z.object({
  start: z.iso.datetime({ offset: true, message: "Choose a time from the list" }),
  type: z.string().max(40).optional(),
  /** A desk person's id, when the visitor picked one; otherwise round-robin. */
  host: z.coerce.number().int().positive().optional(),
  name: c.name,
  email: c.email,
  company: c.company,
  need: z.enum(BOOKING_NEEDS.map((n) => n.value) as [BookingNeed, ...BookingNeed[]], { message: "Choose what the meeting is about" }).default("other"),
  /** What the visitor wants to talk about: optional here (the choice says the gist), bounded like a message. */
  message: z
    .string()
    .trim()
    .normalize("NFC")
    .max(4000, "Must be at most 4000 characters")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
    .refine((s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/.test(s), "Must not contain control characters")
    .optional()
    .default(""),
  timeZone: z.string().max(64).optional(),
  website: c.website,
  formToken: c.formToken,
  attribution: c.attribution,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
