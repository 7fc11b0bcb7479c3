// Connects, migrates and loads content. If the database is unreachable the server still
// starts (health and API answer 503) and keeps retrying, so an instance recovers by itself.
import type { Logger } from "pino";
import type { Db } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrations.ts";
import { syncContent } from "./content/sync-content.ts";
import type { SiteContent } from "./content/read-content.ts";

export function prepareDatabase(db: Db, content: SiteContent, logger: Logger, opts: { retryMs?: number; onSynced?: () => void } = {}) {
  const retryMs = opts.retryMs ?? 5000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve) => {
    const attempt = async () => {
      try {
        await migrateToLatest(db.db, db.dialect);
        await syncContent(db.db, content);
        opts.onSynced?.();
        logger.info({ dialect: db.dialect }, "database ready");
        resolve();
      } catch (err) {
        logger.error({ err }, `database not ready; retrying in ${retryMs} ms`);
        if (!stopped) timer = setTimeout(attempt, retryMs);
      }
    };
    void attempt();
  });
  return {
    ready,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
