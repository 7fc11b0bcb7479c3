// Where a lead came from, and the words every reader sees for it: the desk's list, filter
// and lead page, and the firm's channels (e-mail, Slack, Teams). The CSV and the webhook
// keep the code itself (data for programs, and the desk's `?source=` filter value).
export const LEAD_SOURCES = ["contact", "chat", "booking"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** "Contact form", "Chat", "Booking": the label in lists, filters and the channels' fields. */
export const LEAD_SOURCE_LABEL: Record<LeadSource, string> = {
  contact: "Contact form",
  chat: "Chat",
  booking: "Booking",
};

/** Where it was received, in a sentence: "received from the booking page". */
export const LEAD_SOURCE_PLACE: Record<LeadSource, string> = {
  contact: "the contact form",
  chat: "the chat",
  booking: "the booking page",
};

export const isLeadSource = (s: unknown): s is LeadSource => typeof s === "string" && (LEAD_SOURCES as readonly string[]).includes(s);
