// First-party visit analytics (issue 13, docs/decisions/012): the page-view beacon, the
// counters behind it and the dashboard's numbers (`stats`, which the desk serves: server/desk/index.ts).
// The server mounts `eventRouter` early, calls start() once the database is ready and stop()
// (which writes what is pending) on shutdown.
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import type { ServerConfig } from "../config.ts";
import { visitCounter } from "./visit-counter.ts";
import type { IsSitePage } from "./site-pages.ts";
import { counterWrites } from "./counter-writes.ts";
import { counterWritesOnThread } from "./counter-writes-thread.ts";
import { eventRouter } from "./event-router.ts";
import { visitStats, type StatsRange } from "./stats.ts";

/** `isSitePage`: the paths the page counters name; the rest count as one (site-pages.ts). */
export function createVisitAnalytics({ db, config, logger, isSitePage }: { db: Db; config: ServerConfig; logger: Logger; isSitePage: IsSitePage }) {
  // SQLite writes synchronously, so off the thread that answers requests (decision 012).
  const writes = db.sqlite ? counterWritesOnThread(db.sqlite.file) : counterWrites(db.db);
  const counter = visitCounter(writes, logger, isSitePage);
  /** The numbers, with this instance's pending page views written first (others write theirs within EVENT_FLUSH_MS). */
  async function stats(range: StatsRange) {
    await counter.flush().catch((err: unknown) => logger.error({ err }, "visit counters could not be written"));
    return visitStats(db.db, range);
  }
  return {
    eventRouter: eventRouter(counter, { siteUrl: config.site.url, perMinute: config.eventRateLimitPerMinute }),
    stats,
    record: counter.record,
    flush: counter.flush,
    start: () => counter.start(config.eventFlushMs),
    stop: counter.stop,
  };
}
export type VisitAnalytics = ReturnType<typeof createVisitAnalytics>;
