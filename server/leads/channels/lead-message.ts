// One home for what a lead says to the firm in every channel: the headline, the fields in
// their order, the link to the lead in the desk, and the generic webhook's JSON.
import { attributionRows } from "../../../common/attribution.ts";
import { heldReason } from "../../../common/lead-flags.ts";
import { LEAD_SOURCE_LABEL } from "../../../common/lead-source.ts";
import type { Lead } from "./notifier.ts";

/**
 * The generic webhook's body (docs/leads.md). Receivers rely on these
 * fields: add new ones (e.g. status, attribution), never rename or remove one.
 */
export function leadAsJson(lead: Lead) {
  return {
    id: lead.id,
    source: lead.source,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    message: lead.message,
    createdAt: lead.created_at,
    attribution: leadAttribution(lead),
    // Why the bot check held it, e.g. "sent 1.0 s after the page loaded"; null for a clean lead (decision 026).
    heldForReview: heldReason(lead),
  };
}

/** The lead's attribution as the JSON shows it: every field, null where unknown. */
export function leadAttribution(lead: Lead) {
  return {
    landingPage: lead.landing_page,
    referrer: lead.referrer,
    utmSource: lead.utm_source,
    utmMedium: lead.utm_medium,
    utmCampaign: lead.utm_campaign,
    utmTerm: lead.utm_term,
    utmContent: lead.utm_content,
    clickId: lead.click_id,
    firstSeenAt: lead.first_seen_at,
    conversionPage: lead.conversion_page,
  };
}

/**
 * Where the visitor came from, as every channel lists it after the lead's fields: only
 * what is known (an empty list when nothing is). The campaign reads "source / medium / campaign".
 */
export function attributionFields(lead: Lead): { label: string; value: string }[] {
  return attributionRows(lead, { joinCampaign: true }).map(([label, value]) => ({ label, value }));
}

/** "enquiry", "chat message" or "booking": what the visitor sent. */
export const leadKind = (lead: Pick<Lead, "source">) => ({ contact: "enquiry", chat: "chat message", booking: "booking" })[lead.source];

/** e.g. "New enquiry from Ravi Kumar (Example Health)" */
export function leadHeadline(lead: Lead): string {
  return `New ${leadKind(lead)} from ${lead.name}${lead.company ? ` (${lead.company})` : ""}`;
}

/** What every channel says first about a held lead: it is delivered, but a person should look before replying (decision 026). */
export function heldNotice(lead: Lead): string | null {
  const reason = heldReason(lead);
  return reason ? `held: ${reason}; it may be a bot, check it before replying` : null;
}

/** The lead's fields as every channel lists them, in this order (a held lead's notice first). */
export function leadFields(lead: Lead): { label: string; value: string }[] {
  const held = heldNotice(lead);
  return [
    ...(held ? [{ label: "Review", value: held }] : []),
    { label: "Name", value: lead.name },
    { label: "E-mail", value: lead.email },
    { label: "Company", value: lead.company || "-" },
    { label: "Source", value: LEAD_SOURCE_LABEL[lead.source] },
  ];
}

/** The lead's page in the lead desk. */
export function leadDeskUrl(siteUrl: string, leadId: number): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/leads/${leadId}`;
}
