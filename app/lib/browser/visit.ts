// The visit: its first touch (landing page, referrer, campaign, when it began) kept in
// sessionStorage for as long as the tab lives, and sent with an enquiry. It is the one
// thing a public page writes to storage; no cookie. Its page views go to /api/event.
import { ATTRIBUTION_MAX, landingAttribution, type Attribution } from "../../../common/attribution.ts";

export const VISIT_STORAGE_KEY = "visit";
let inMemory: Attribution | undefined; // storage blocked (some private modes): this page's life only

function readVisit(): Attribution | undefined {
  try {
    const saved = sessionStorage.getItem(VISIT_STORAGE_KEY);
    if (saved) return JSON.parse(saved) as Attribution;
  } catch {
    /* blocked or damaged: a new visit */
  }
  return inMemory;
}

/** Called on every page view: starts the visit on its first page (then true). */
export function startVisit(): boolean {
  if (readVisit()) return false;
  // The visitor's own clock, as the browser knows it (the e2e browser's is pinned, tests/e2e/fixtures.ts).
  // eslint-disable-next-line no-restricted-syntax -- browser-only: common/clock.ts is the server's clock
  inMemory = { ...landingAttribution(new URL(location.href), document.referrer), firstSeenAt: new Date().toISOString() };
  try {
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(inMemory));
  } catch {
    /* kept in memory */
  }
  return true;
}

/** What an enquiry carries: the visit's first touch and the page it is sent from. */
export const visitAttribution = (): Attribution => ({ ...readVisit(), conversionPage: location.pathname.slice(0, ATTRIBUTION_MAX.page) });

/** One page view, by beacon (it never holds the page up); the referrer only on the visit's first page. */
export function sendPageView(landing: boolean): void {
  const body = {
    u: (location.pathname + location.search).slice(0, ATTRIBUTION_MAX.page),
    r: landing ? document.referrer.slice(0, ATTRIBUTION_MAX.page) : "",
    l: landing ? 1 : 0,
    w: innerWidth,
  };
  try {
    navigator.sendBeacon("/api/event", JSON.stringify(body));
  } catch {
    /* no beacon: not counted */
  }
}
