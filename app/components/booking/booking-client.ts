// The calendar island's two requests to the booking API (docs/booking.md, "API"): the free
// slots of some of the visitor's days, and the booking itself, each answer turned into
// what the island shows. Plain fetch: the island carries no zod and no form library.
import type { SlotView } from "./slot-days.tsx";

export interface SlotQuery {
  from: string;
  days: number;
  tz: string;
  type?: string;
  host?: number;
}

export async function fetchSlots(q: SlotQuery): Promise<SlotView[]> {
  const params = new URLSearchParams({ from: q.from, days: String(q.days), tz: q.tz });
  if (q.type) params.set("type", q.type);
  if (q.host !== undefined) params.set("host", String(q.host));
  const res = await fetch(`/api/booking/slots?${params}`, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`slots: ${res.status}`);
  return ((await res.json()) as { slots: SlotView[] }).slots;
}

export type BookingAnswer =
  | { kind: "booked"; id: string; ics: string }
  | { kind: "taken"; message: string; next: SlotView[] }
  | { kind: "invalid"; fields: Record<string, string> }
  /** Anything else (offline, 429, 5xx): the visitor tries again with what they typed. */
  | { kind: "failed"; message: string };

const FAILED = "We could not reach our server, so nothing was booked yet. Your details are still here: please try again.";

export async function postBooking(body: Record<string, unknown>): Promise<BookingAnswer> {
  let res: Response;
  try {
    res = await fetch("/api/bookings", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "failed", message: FAILED };
  }
  const answer = (await res.json().catch(() => ({}))) as { id?: string; ics?: string; error?: string; next?: SlotView[]; fields?: Record<string, string> };
  if (res.status === 201 && answer.id && answer.ics) return { kind: "booked", id: answer.id, ics: answer.ics };
  if (res.status === 409) return { kind: "taken", message: answer.error ?? "That time was just taken.", next: answer.next ?? [] };
  if (res.status === 400 && answer.fields) return { kind: "invalid", fields: answer.fields };
  if (res.status === 429) return { kind: "failed", message: "Too many attempts from your network just now. Please wait a minute and try again." };
  return { kind: "failed", message: answer.error ?? FAILED };
}
