// Reads a page-view beacon ({ u: path and query, r: referrer, l: 1 on the visit's first
// page, w: viewport width }, app/lib/browser/visit.ts) into what the counters keep: the path, and
// on a landing, where the visit came from and the device class. Anything odd: undefined.
import { createHash } from "node:crypto";
import { ATTRIBUTION_MAX, externalHost, landingAttribution, sourceOf } from "../../common/attribution.ts";
import type { PageView } from "./visit-counter.ts";
import { browserFamily } from "./browser-family.ts";

// Plausible's classes by viewport width.
const device = (width: unknown) => (typeof width !== "number" || !(width > 0) ? "unknown" : width < 576 ? "mobile" : width < 992 ? "tablet" : "desktop");
// Control characters would break the counters' keys and mean nothing to a person.
// eslint-disable-next-line no-control-regex -- a control character makes a field worthless
const clean = (s: string | undefined) => (s && !/[\u0000-\u001f\u007f]/.test(s) ? s : undefined);

export function pageViewFromBeacon(body: unknown, visitor: { ip: string; userAgent: string }, ownHosts: string[]): PageView | undefined {
  if (typeof body !== "string") return undefined;
  let event: { u?: unknown; r?: unknown; l?: unknown; w?: unknown };
  try {
    event = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof event?.u !== "string" || !event.u.startsWith("/") || event.u.startsWith("//")) return undefined;
  const page = new URL(event.u.slice(0, ATTRIBUTION_MAX.page), "http://site.invalid");
  const path = clean(page.pathname);
  if (!path) return undefined;
  const visitorKey = createHash("sha256").update(visitor.ip).update("\n").update(browserFamily(visitor.userAgent)).digest("base64url");
  if (event.l !== 1) return { visitorKey, path };
  const a = landingAttribution(page, undefined);
  const referrerText = typeof event.r === "string" ? event.r : undefined;
  const host = externalHost(referrerText, ownHosts[0] ?? "");
  const referrer = clean(host && !ownHosts.includes(host) ? host : undefined);
  const landing = { referrer, utmSource: clean(a.utmSource), utmMedium: clean(a.utmMedium), utmCampaign: clean(a.utmCampaign), device: device(event.w) };
  return { visitorKey, path, landing: { ...landing, source: sourceOf(landing) } };
}
