// Page views become daily counters without touching the database on the request path:
// they are summed in memory and written every few seconds (EVENT_FLUSH_MS), on shutdown,
// and before the dashboard reads. Writes add to what is there (upserts), so several
// instances sharing PostgreSQL count together; each visitor is counted once a day per
// counter through visit_seen (a salted hash: never the address or the user agent).
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { clock } from "../../common/clock.ts";
import type { Database, VisitCountersTable } from "../db/schema.ts";
import { dailySalts } from "./visit-salt.ts";

type Kind = VisitCountersTable["kind"];

export interface PageView {
  /** sha256 of the address and user agent, unsalted: held in memory only until the flush salts it. */
  visitorKey: string;
  path: string;
  /** Only on the visit's first page view: where the visit came from. */
  landing?: { source: string; referrer?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string; device: string };
}

// Past this many pending rows (the database is down, or a flood), new page views are dropped.
const MAX_PENDING = 100_000;
const CHUNK = 100;
// better-sqlite3 runs each statement synchronously and Kysely's awaits on it only yield to
// microtasks: without a real yield between chunks, a whole flush would hold every request
// (page views included) until it commits.
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const key = (...parts: string[]) => parts.join("\t");

export function visitCounter(db: Kysely<Database>, logger: Logger) {
  let counters = new Map<string, { pageviews: number; visits: number; visitors: number }>();
  let seen = new Set<string>();
  let dropped = 0;
  let forgottenOn = "";
  let queue: Promise<void> = Promise.resolve();
  const salts = dailySalts(db);

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
    add(day, "total", "", 1, landing ? 1 : 0);
    add(day, "page", view.path, 1, 0);
    seen.add(key(day, view.visitorKey, "total", ""));
    seen.add(key(day, view.visitorKey, "page", view.path));
    if (!landing) return;
    add(day, "landing", view.path, 0, 1);
    add(day, "source", landing.source, 0, 1);
    add(day, "device", landing.device, 0, 1);
    if (landing.referrer) add(day, "referrer", landing.referrer, 0, 1);
    if (landing.utmSource) add(day, "utm_source", landing.utmSource, 0, 1);
    if (landing.utmMedium) add(day, "utm_medium", landing.utmMedium, 0, 1);
    if (landing.utmCampaign) add(day, "utm_campaign", landing.utmCampaign, 0, 1);
  }

  async function write(batchCounters: typeof counters, batchSeen: Set<string>): Promise<void> {
    const salt = new Map<string, string>();
    for (const s of batchSeen) {
      const day = s.slice(0, 10);
      if (!salt.has(day)) salt.set(day, await salts.saltFor(day));
    }
    // Sorted, so concurrent instances take row locks in one order (no deadlock on PostgreSQL).
    const hashed: { day: string; visitor: string; scope: string }[] = [];
    for (const s of batchSeen) {
      const [day, visitorKey, kind, value] = s.split("\t") as [string, string, Kind, string];
      const visitor = createHash("sha256").update(salt.get(day)!).update(visitorKey).digest("base64url").slice(0, 22);
      hashed.push({ day, visitor, scope: key(kind, value) });
      if (hashed.length % 1000 === 0) await yieldToRequests();
    }
    const seenRows = hashed
      .map((row) => ({ row, order: key(row.day, row.visitor, row.scope) }))
      .sort((a, b) => (a.order < b.order ? -1 : 1))
      .map(({ row }) => row);
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < seenRows.length; i += CHUNK) {
        // Only the rows not there yet come back: visitors not counted yet today in that counter.
        const fresh = await tx
          .insertInto("visit_seen")
          .values(seenRows.slice(i, i + CHUNK))
          .onConflict((oc) => oc.columns(["day", "visitor", "scope"]).doNothing())
          .returning(["day", "scope"])
          .execute();
        for (const r of fresh) {
          const [kind, value] = r.scope.split("\t") as [Kind, string];
          const k = key(r.day, kind, value);
          const c = batchCounters.get(k) ?? { pageviews: 0, visits: 0, visitors: 0 };
          c.visitors++;
          batchCounters.set(k, c);
        }
        await yieldToRequests();
      }
      const rows = [...batchCounters]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, c]) => {
          const [day, kind, value] = k.split("\t") as [string, Kind, string];
          return { day, kind, value, ...c };
        });
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx
          .insertInto("visit_counters")
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc.columns(["day", "kind", "value"]).doUpdateSet((eb) => ({
              pageviews: eb("visit_counters.pageviews", "+", eb.ref("excluded.pageviews")),
              visits: eb("visit_counters.visits", "+", eb.ref("excluded.visits")),
              visitors: eb("visit_counters.visitors", "+", eb.ref("excluded.visitors")),
            })),
          )
          .execute();
        await yieldToRequests();
      }
    });
  }

  async function flushOnce(): Promise<void> {
    const today = utcDay(clock.now());
    if (forgottenOn !== today) {
      await salts.forgetBefore(utcDay(clock.now() - 86_400_000)); // yesterday's stays for a late flush
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
      await write(batch.counters, batch.seen);
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
    },
  };
}
export type VisitCounter = ReturnType<typeof visitCounter>;
