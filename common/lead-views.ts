// The desk's follow-up views of the lead list (?view=): the viewer's own leads, and the open
// leads whose next action falls today or has passed, "today" in the viewer's time zone.
import type { LeadStatus } from "./lead-status.ts";

export const LEAD_VIEWS = ["mine", "due", "overdue"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const LEAD_VIEW_LABEL: Record<LeadView, string> = { mine: "My leads", due: "Due today", overdue: "Overdue" };

export const isLeadView = (s: unknown): s is LeadView => typeof s === "string" && (LEAD_VIEWS as readonly string[]).includes(s);

/** Statuses still being worked: a won, lost or spam lead is never due. */
export const OPEN_STATUSES: LeadStatus[] = ["new", "contacted", "qualified"];
