// Where a lead came from (issue 13): the first touch of the visit that sent it. The browser
// keeps it in sessionStorage for the visit (app/lib/browser/visit.ts); without JavaScript the
// server reads what the form page's URL and its Referer say. No cookie either way. This
// file ships in every page's bundle: no zod here (the server's bounds are in contact-schema.ts).

export interface Attribution {
  /** Path and query of the visit's first page, e.g. "/services?utm_source=linkedin". */
  landingPage?: string;
  /** Host of the other site that linked to the landing page, e.g. "www.linkedin.com". */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** An ad network's click id as "name:value", e.g. "gclid:Cj0KCQ...". */
  clickId?: string;
  /** ISO time the visit began. */
  firstSeenAt?: string;
  /** Path of the page the enquiry was sent from. */
  conversionPage?: string;
}

/** The bounds the server holds each field to; the browser cuts to them, so a long value is kept shortened rather than dropped. */
export const ATTRIBUTION_MAX = { page: 300, host: 253, utm: 100, clickId: 200 } as const;

const UTM = { utmSource: "utm_source", utmMedium: "utm_medium", utmCampaign: "utm_campaign", utmTerm: "utm_term", utmContent: "utm_content" } as const;
const CLICK_IDS = ["gclid", "msclkid", "li_fat_id"];

/** The host of another site's URL; undefined for our own pages, for "" and for anything but http(s). */
export function externalHost(referrer: string | undefined, ownHost: string): string | undefined {
  try {
    const url = new URL(referrer ?? "");
    return /^https?:$/.test(url.protocol) && url.host !== ownHost ? url.host.toLowerCase().slice(0, ATTRIBUTION_MAX.host) : undefined;
  } catch {
    return undefined;
  }
}

/** What a page's URL and its referrer say about the visit, if that page is where it began. */
export function landingAttribution(page: URL, referrer: string | undefined): Attribution {
  const a: Attribution = { landingPage: (page.pathname + page.search).slice(0, ATTRIBUTION_MAX.page), referrer: externalHost(referrer, page.host) };
  for (const [field, param] of Object.entries(UTM)) {
    const value = page.searchParams.get(param)?.trim();
    if (value) a[field as keyof typeof UTM] = value.slice(0, ATTRIBUTION_MAX.utm);
  }
  const click = CLICK_IDS.find((name) => page.searchParams.get(name));
  if (click) a.clickId = `${click}:${page.searchParams.get(click)}`.slice(0, ATTRIBUTION_MAX.clickId);
  return a;
}

const fromCampaign = (a: Attribution) => Boolean(a.utmSource || a.utmMedium || a.utmCampaign || a.clickId);

/**
 * Without JavaScript (the plain contact form), the server knows the form page's URL and
 * the page before it (Referer). Reached from another site, by a campaign link or directly,
 * the form page is the landing page; reached from a campaign page of ours, that page
 * (likely) was; reached from another of our pages, where the visit began is unknown.
 */
export function plainFormAttribution(page: URL, referer: string | undefined): Attribution {
  const conversionPage = page.pathname.slice(0, ATTRIBUTION_MAX.page);
  const previous = referer ? safeUrl(referer) : undefined;
  if (!previous || previous.host !== page.host || fromCampaign(landingAttribution(page, referer))) {
    return { ...landingAttribution(page, referer), conversionPage };
  }
  const before = landingAttribution(previous, undefined);
  return fromCampaign(before) ? { ...before, conversionPage } : { conversionPage };
}

/** The bubble's plain chat form posts from a cached page: its Referer is the page the chat was sent from, and all the server knows. */
export function plainChatAttribution(page: URL): Attribution {
  const here = landingAttribution(page, undefined);
  const conversionPage = page.pathname.slice(0, ATTRIBUTION_MAX.page);
  return fromCampaign(here) ? { ...here, conversionPage } : { conversionPage };
}

/** A URL, if the text is one. */
export function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * The source a visit or a lead is counted under in the dashboard: the campaign's
 * utm_source, else the referring site, else "(direct)". Visits and leads use this one rule.
 */
export function sourceOf(a: Pick<Attribution, "utmSource" | "referrer">): string {
  return a.utmSource || a.referrer || "(direct)";
}

/** A landing page without its query, as the dashboard groups them. */
export const landingPath = (landingPage: string) => landingPage.replace(/[?#].*$/, "") || "/";

/** A stored lead's attribution columns (migration 005). */
export interface AttributionColumns {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_page: string | null;
  conversion_page: string | null;
  click_id: string | null;
  first_seen_at: string | null;
}

/**
 * Where a lead's visit came from, as [label, value] rows: only what is known. The desk
 * lists the campaign's three tags apart; a message joins them as "source / medium / campaign".
 */
export function attributionRows(lead: AttributionColumns, opts: { joinCampaign: boolean; time?: (iso: string) => string }): [string, string][] {
  const tags = [lead.utm_source, lead.utm_medium, lead.utm_campaign];
  const campaign: [string, string | null][] = opts.joinCampaign
    ? [["Campaign", tags.some(Boolean) ? tags.map((t) => t ?? "-").join(" / ") : null]]
    : [
        ["Source", lead.utm_source],
        ["Medium", lead.utm_medium],
        ["Campaign", lead.utm_campaign],
      ];
  const rows: [string, string | null][] = [
    ...campaign,
    ["Term", lead.utm_term],
    ["Content", lead.utm_content],
    ["Referrer", lead.referrer],
    ["Landing page", lead.landing_page],
    ["Sent from", lead.conversion_page],
    ["Click id", lead.click_id],
    ["First seen", lead.first_seen_at && (opts.time ? opts.time(lead.first_seen_at) : lead.first_seen_at)],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}
