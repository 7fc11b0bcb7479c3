// The texts of the desk's own notices to its people: a lead was given to you, and the
// morning digest of your overdue and due-today leads. Plain text with the desk's links.
import type { DeskLead } from "./lead-list.ts";

const leadUrl = (siteUrl: string, id: number) => `${siteUrl}/admin/leads/${id}`;
const who = (lead: Pick<DeskLead, "name" | "company">) => `${lead.name}${lead.company ? ` (${lead.company})` : ""}`;

export function assignmentNotice(opts: { lead: DeskLead; giver: string; to: { name: string }; siteUrl: string }): { subject: string; body: string } {
  const { lead, giver, to, siteUrl } = opts;
  return {
    subject: `A lead for you: ${who(lead)}`,
    body: [
      `Hello ${to.name},`,
      "",
      `${giver} gave you a lead: ${who(lead)}.`,
      lead.next_action_at ? `Next action: ${lead.next_action_at}.` : "It has no next-action date yet.",
      "",
      `Open it in the desk: ${leadUrl(siteUrl, lead.id)}`,
    ].join("\n"),
  };
}

export type DigestLead = Pick<DeskLead, "id" | "name" | "company" | "next_action_at" | "status">;

export function digestText(opts: { name: string; today: string; overdue: DigestLead[]; due: DigestLead[]; siteUrl: string }): {
  subject: string;
  body: string;
} {
  const { name, today, overdue, due, siteUrl } = opts;
  const line = (l: DigestLead) =>
    `- ${who(l)}, ${l.status}${l.next_action_at && l.next_action_at < today ? `, due ${l.next_action_at}` : ""}: ${leadUrl(siteUrl, l.id)}`;
  const parts = [`${overdue.length} overdue`, `${due.length} due today`];
  return {
    subject: `Your leads for ${today}: ${parts.join(", ")}`,
    body: [
      `Good morning ${name},`,
      "",
      ...(overdue.length ? ["Overdue:", ...overdue.map(line), ""] : []),
      ...(due.length ? ["Due today:", ...due.map(line), ""] : []),
      `All of them: ${siteUrl}/admin/leads?view=overdue and ${siteUrl}/admin/leads?view=due`,
      `Turn this e-mail off on ${siteUrl}/admin/account`,
    ].join("\n"),
  };
}
