// A video room: an https URL, where {host} and {meeting} may stand for the person's and the
// booking's names (URL-safe words filled in per meeting). The firm's BOOKING_ROOM_URL and a
// person's own room on the desk's Availability page keep the same rule.
export function isRoomUrl(text: string): boolean {
  const filled = text.replaceAll(/\{(host|meeting)\}/g, "x");
  return URL.canParse(filled) && new URL(filled).protocol === "https:";
}
