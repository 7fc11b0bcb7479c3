// The desk's side of booked meetings: a lead's meeting with the times it may move to, and
// the desk's cancel and reschedule, through the booking service (the same e-mails and
// calendar writes as a visitor's change), each written to the audit log with its person.
import type { AppLoadContext } from "../../load-context.ts";
import { clock } from "../../../common/clock.ts";
import { idParam } from "./desk.server.ts";

/** The lead's latest meeting (booked or cancelled) and, when booked, its person's free times. */
export async function leadMeeting(context: AppLoadContext, leadId: number) {
  const booking = context.booking;
  if (!booking) return null;
  const meeting = (await booking.upcoming({ from: 0, leadId })).at(-1);
  if (!meeting) return null;
  const view = meeting.status === "booked" ? await booking.meeting({ id: meeting.id }) : undefined;
  // Its own time is free for it, but is no move.
  const slots = view
    ? (await booking.rescheduleSlots(view))
        .filter((s) => Date.parse(s.start) !== Date.parse(view.start_at))
        .slice(0, 80)
        .map((s) => ({ start: s.start }))
    : [];
  return { meeting, slots };
}

export async function changeMeeting(
  context: AppLoadContext,
  actor: string,
  leadId: number,
  intent: "meeting-cancel" | "meeting-reschedule",
  form: { meeting?: string; start?: string },
): Promise<{ ok: true } | { ok: false; status: number; error: string }> {
  const booking = context.booking;
  const id = idParam(form.meeting);
  const m = booking && id ? await booking.meeting({ id }) : undefined;
  if (!booking || !m || m.lead_id !== leadId) return { ok: false, status: 404, error: "That meeting does not belong to this lead." };
  if (m.status !== "booked" || Date.parse(m.start_at) <= clock.now()) return { ok: false, status: 409, error: "That meeting can no longer be changed." };
  if (intent === "meeting-cancel") {
    return (await booking.cancel(m.id, actor)) ? { ok: true } : { ok: false, status: 409, error: "That meeting was already cancelled." };
  }
  const moved = await booking.reschedule(m.id, form.start ?? "", actor);
  if (moved.ok) return { ok: true };
  return {
    ok: false,
    status: "taken" in moved ? 409 : 400,
    error: "taken" in moved ? "That time was just taken: choose another." : "Choose a time from the list.",
  };
}
