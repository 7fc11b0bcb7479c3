// What the visitor chose before the times (decision 051): the meeting type and the person
// ("Anyone available" when none). One pair of query parameters, `?type=…&host=…`, for the
// page without JavaScript (its GET form, each time's form, the details form) and for the
// calendar island (its starting state, and the address it keeps up to date), so a shared
// link opens with the same choice either way.

export interface BookingChoice {
  /** A name from BOOKING_MEETING_TYPES. */
  type: string;
  /** A desk person's id; undefined: anyone available (round-robin). */
  host?: number;
}

type Offer = { meetingTypes: { name: string }[]; hosts: { id: number }[] };

/** The choice a query names, among what the firm offers; anything unknown is the default. */
export function choiceFromQuery(query: URLSearchParams, offer: Offer): BookingChoice {
  const type = offer.meetingTypes.find((t) => t.name === query.get("type"))?.name ?? offer.meetingTypes[0]!.name;
  const host = offer.hosts.find((h) => String(h.id) === query.get("host"))?.id;
  return host === undefined ? { type } : { type, host };
}

/** The choice as query parameters; the defaults are left out, so a plain /book stays plain. */
export function choiceParams(choice: BookingChoice, offer: Pick<Offer, "meetingTypes">): Record<string, string> {
  const params: Record<string, string> = {};
  if (choice.type !== offer.meetingTypes[0]!.name) params.type = choice.type;
  if (choice.host !== undefined) params.host = String(choice.host);
  return params;
}

/** `/book?tz=…&type=…&host=…` and any more parameters (`from`, `slot`). */
export function bookPath(timeZone: string, choice: Record<string, string>, more: Record<string, string> = {}): string {
  return `/book?${new URLSearchParams({ tz: timeZone, ...choice, ...more })}`;
}

/** "60-minute deep dive": a meeting type as the visitor reads it. */
export const meetingTitle = (t: { name: string; minutes: number }) => `${t.minutes}-minute ${t.name.replaceAll("-", " ")}`;
