// A lead's place in the sales pipeline, and the words the desk shows for it.
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const isLeadStatus = (s: unknown): s is LeadStatus => typeof s === "string" && (LEAD_STATUSES as readonly string[]).includes(s);
