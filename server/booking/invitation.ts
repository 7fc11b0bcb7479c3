// The meeting as an RFC 5545 invitation (the `ics` library writes the text): METHOD:REQUEST
// for a booking or a new time, METHOD:CANCEL for a cancel; the UID never changes and
// SEQUENCE counts the changes, so a calendar updates the event it already has.
import { createEvent } from "ics";
import { needLabel } from "../../common/booking-fields.ts";
import type { MeetingView } from "./booking-store.ts";

export function invitationText(
  m: MeetingView,
  opts: { method: "REQUEST" | "CANCEL" | "PUBLISH"; siteName: string; organizerEmail: string; manageUrl?: string },
): string {
  const { error, value } = createEvent({
    method: opts.method,
    productId: `-//${opts.siteName}//booking//EN`,
    uid: m.uid,
    sequence: m.sequence,
    start: Date.parse(m.start_at),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(m.end_at),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${opts.siteName}: ${needLabel(m.need)} consultation with ${m.host_name}`,
    description: [
      `${m.visitor_name}${m.visitor_company ? ` (${m.visitor_company})` : ""} and ${m.host_name}.`,
      m.video_url ? `Video: ${m.video_url}` : "",
      opts.manageUrl ? `Reschedule or cancel: ${opts.manageUrl}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    location: m.video_url ?? undefined,
    url: m.video_url ?? undefined,
    status: opts.method === "CANCEL" || m.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: m.host_name, email: opts.organizerEmail },
    attendees: [
      { name: m.visitor_name, email: m.visitor_email, rsvp: true, role: "REQ-PARTICIPANT", partstat: "ACCEPTED" },
      { name: m.host_name, email: m.host_email, role: "REQ-PARTICIPANT", partstat: "ACCEPTED" },
    ],
  });
  if (error || !value) throw error ?? new Error("the invitation could not be written");
  return value;
}
