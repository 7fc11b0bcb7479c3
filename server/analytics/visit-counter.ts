// Page views become daily counters without touching the database on the request path:
// they are summed in memory and written every few seconds (EVENT_FLUSH_MS), on shutdown,
// and before the dashboard reads. Writes add to what is there (upserts, counter-writes.ts),
// so several instances sharing PostgreSQL count together; each visitor is counted once a
// day per counter through visit_seen (a salted hash: never the address or the user agent).
import type { Logger } from "pino";
import { clock } from "../../common/clock.ts";
import { key, type Counts, type CounterWrites, type Kind } from "./counter-writes.ts";
import type { IsSitePage } from "./site-pages.ts";

export interface PageView {
  /** sha256 of the address and the browser family (browser-family.ts), unsalted: held in memory only until the flush salts it. */
  visitorKey: string;
  path: string;
  /** Only on the visit's first page view: where the visit came from. */
  landing?: { source: string; referrer?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string; device: string };
}

// Past this many pending rows (the database is down, or a flood), new page views are dropped.
const MAX_PENDING = 100_000;
// Referrers and campaign tags come from whoever sends a beacon, so junk ones could add
// rows without end. Each kind keeps this many distinct values a day (per instance); past
// that, a new value is counted under OTHER. Paths are named only if they are the site's
// pages (site-pages.ts), the rest count as UNKNOWN: a bounded list, so never capped, and
// junk can never push a real page into OTHER.
export const MAX_VALUES_PER_DAY = 500;
export const OTHER = "(other)";
export const UNKNOWN = "(unknown)";

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function visitCounter(writes: CounterWrites, logger: Logger, isSitePage: IsSitePage) {
  let counters = new Map<string, Counts>();
  let seen = new Set<string>();
  let dropped = 0;
  let forgottenOn = "";
  let queue: Promise<void> = Promise.resolve();
  let valuesDay = "";
  let values = new Map<Kind, Set<string>>();

  /** The value itself while its kind has room today, else OTHER. */
  function bounded(day: string, kind: Kind, value: string): string {
    if (valuesDay !== day) [valuesDay, values] = [day, new Map()];
    let known = values.get(kind);
    if (!known) values.set(kind, (known = new Set()));
    if (known.has(value)) return value;
    if (known.size >= MAX_VALUES_PER_DAY) return OTHER;
    known.add(value);
    return value;
  }

  function add(day: string, kind: Kind, value: string, pageviews: number, visits: number) {
    const k = key(day, kind, value);
    const c = counters.get(k);
    if (c) {
      c.pageviews += pageviews;
      c.visits += visits;
    } else counters.set(k, { pageviews, visits, visitors: 0 });
  }

  function record(view: PageView): void {
    if (counters.size + seen.size > MAX_PENDING) {
      dropped++;
      return;
    }
    const day = utcDay(clock.now());
    const landing = view.landing;
    const path = isSitePage(view.path) ? view.path : UNKNOWN;
    add(day, "total", "", 1, landing ? 1 : 0);
    add(day, "page", path, 1, 0);
    seen.add(key(day, view.visitorKey, "total", ""));
    seen.add(key(day, view.visitorKey, "page", path));
    if (!landing) return;
    const visit = (kind: Kind, value: string | undefined) => void (value && add(day, kind, bounded(day, kind, value), 0, 1));
    add(day, "landing", path, 0, 1); // site pages and UNKNOWN: a bounded list, not capped
    visit("source", landing.source);
    visit("device", landing.device);
    visit("referrer", landing.referrer);
    visit("utm_source", landing.utmSource);
    visit("utm_medium", landing.utmMedium);
    visit("utm_campaign", landing.utmCampaign);
  }

  async function flushOnce(): Promise<void> {
    const today = utcDay(clock.now());
    if (forgottenOn !== today) {
      await writes.forgetBefore(utcDay(clock.now() - 86_400_000)); // yesterday's stays for a late flush
      forgottenOn = today;
    }
    if (dropped) {
      logger.warn({ dropped }, "visit counters: page views dropped (too many pending; is the database reachable?)");
      dropped = 0;
    }
    if (!counters.size && !seen.size) return;
    const batch = { counters, seen };
    counters = new Map();
    seen = new Set();
    try {
      await writes.write(batch);
    } catch (err) {
      // Kept for the next flush (within MAX_PENDING): a database blip loses nothing.
      for (const [k, c] of batch.counters) {
        const [day, kind, value] = k.split("\t") as [string, Kind, string];
        add(day, kind, value, c.pageviews, c.visits);
      }
      for (const s of batch.seen) seen.add(s);
      throw err;
    }
  }

  /** Writes what is pending; concurrent calls run one after the other. */
  function flush(): Promise<void> {
    const run = queue.then(flushOnce);
    queue = run.catch(() => {});
    return run;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    record,
    flush,
    start(everyMs: number) {
      timer = setInterval(() => flush().catch((err: unknown) => logger.error({ err }, "visit counters could not be written")), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await flush().catch((err: unknown) => logger.error({ err }, "visit counters could not be written at shutdown"));
      await writes.close();
    },
  };
}
export type VisitCounter = ReturnType<typeof visitCounter>;
