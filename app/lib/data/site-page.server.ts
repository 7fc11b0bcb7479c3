// The firm's pages (content/pages/{name}.md, or their desk version: decision 046) as their
// routes show them: the settings filled in, the parts that do not apply left out, the
// markdown rendered and sanitized here on the server (the browser gets HTML, never a
// markdown parser).
import type { SitePageName } from "../../../server/content/read-content.ts";
import { fillPageTemplate, fillPageText, type PageCondition, type PagePlaceholder, type PageTemplate } from "../../../common/page-template.ts";
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

// Settings are fixed for the life of the process and a page's words change only when the
// desk publishes, so each live page is rendered once (keyed by its filled-in markdown, which
// also keeps a changed setting in tests apart); a few hundred publishes' worth at most.
const rendered = new Map<string, string>();
const RENDERED_MAX = 200;

const bodyHtml = (filled: string) => markdownToPageHtml(filled).replaceAll("{consentReset}", consentResetButtonHtml);

function renderBody(filled: string): string {
  let html = rendered.get(filled);
  if (html === undefined) {
    html = bodyHtml(filled);
    if (rendered.size >= RENDERED_MAX) rendered.clear();
    rendered.set(filled, html);
  }
  return html;
}

type PageSettings = Pick<AppLoadContext, "site" | "leadRetentionDays">;

/** The words a page is made of: its file's, or the desk's (decision 046). */
export interface PageWords {
  title: string;
  description: string;
  kicker: string;
  heading?: string;
  lead: string;
  body: string;
}

/** What fills a page's text on this server (nothing secret: the pages print it); the page editor's preview fills the heading and lead with it as you type. */
export function pageTemplate({ site, leadRetentionDays }: PageSettings): PageTemplate {
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
  return { conditions, values };
}

/** A page's words as its route shows them; `cache`: false for a preview, which is rendered once and forgotten. */
export function renderSitePage(settings: PageSettings, page: PageWords, cache = true): SitePageData {
  const template = pageTemplate(settings);
  const text = (s: string) => fillPageText(s, template);
  const filled = fillPageTemplate(page.body, template.conditions, template.values);
  return {
    title: text(page.title),
    description: text(page.description),
    kicker: page.kicker,
    heading: text(page.heading ?? page.title),
    lead: text(page.lead),
    html: cache ? renderBody(filled) : bodyHtml(filled),
  };
}

/** A body as the page renders it, for the desk editor's live preview (not kept). */
export const renderPageBody = (settings: PageSettings, markdown: string): string => {
  const { conditions, values } = pageTemplate(settings);
  return bodyHtml(fillPageTemplate(markdown, conditions, values));
};

/** The page as visitors read it: the desk's published version when there is one, else the file's. */
export function sitePage(context: Pick<AppLoadContext, "content" | "site" | "leadRetentionDays" | "publishedPage">, name: SitePageName): SitePageData {
  const file = context.content.pages[name];
  const desk = context.publishedPage(name);
  const words: PageWords = desk ? { ...desk, kicker: file.kicker, body: desk.markdown } : file;
  return renderSitePage(context, words);
}
