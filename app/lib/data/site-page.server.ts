// The firm's pages (content/pages/{name}.md) as their routes show them: the settings
// filled in, the parts that do not apply left out, the markdown rendered and sanitized
// here on the server (the browser gets HTML, never a markdown parser).
import type { SitePageName } from "../../../server/content/read-content.ts";
import { fillPageTemplate, type PageCondition, type PagePlaceholder } from "../../../common/page-template.ts";
import { markdownToPageHtml } from "../../../common/markdown.ts";
import { CONSENT_RESET_ATTRIBUTE } from "../../components/consent-reset.ts";
import type { AppLoadContext } from "../../load-context.ts";

export interface SitePageData {
  title: string;
  description: string;
  kicker: string;
  heading: string;
  lead: string;
  html: string;
}

/** 1 day, 30 days. */
export const retentionPeriod = (days: number) => (days === 1 ? "1 day" : `${days} days`);

/** Our own markup, put in after sanitizing (the sanitizer rightly drops a button) */
const consentResetButtonHtml =
  `<button type="button" ${CONSENT_RESET_ATTRIBUTE} ` +
  `class="rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100">` +
  `Change my Google Analytics choice</button>`;

// The settings and content are fixed for the life of the process, so each page is rendered
// once (keyed by its filled-in markdown, which also keeps a changed setting in tests apart).
const rendered = new Map<string, string>();

function renderBody(markdown: string): string {
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = markdownToPageHtml(markdown).replaceAll("{consentReset}", consentResetButtonHtml);
    rendered.set(markdown, html);
  }
  return html;
}

export function sitePage(context: Pick<AppLoadContext, "content" | "site" | "leadRetentionDays">, name: SitePageName): SitePageData {
  const page = context.content.pages[name];
  const { site, leadRetentionDays } = context;
  const conditions: Record<PageCondition, boolean> = { analytics: Boolean(site.gaMeasurementId), retention: Boolean(leadRetentionDays) };
  const values: Partial<Record<PagePlaceholder, string>> = {
    siteName: site.name,
    email: site.email,
    phone: site.phone,
    street: site.address.street,
    locality: site.address.locality,
    region: site.address.region,
    postalCode: site.address.postalCode,
    retentionPeriod: leadRetentionDays ? retentionPeriod(leadRetentionDays) : "",
  };
  const text = (s: string) => fillPageTemplate(s, conditions, values, (v) => v);
  return {
    title: text(page.title),
    description: text(page.description),
    kicker: page.kicker,
    heading: text(page.heading ?? page.title),
    lead: text(page.lead),
    html: renderBody(fillPageTemplate(page.body, conditions, values)),
  };
}
