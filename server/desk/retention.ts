// LEAD_RETENTION_DAYS: leads older than that many days are erased, with everything about
// them, by the same routine as an erasure request. The sweep runs at start and hourly
// in every instance; it is one indexed range delete (leads.created_at), and instances
// sweeping at once simply find nothing left. Unset, leads are kept until erased.
import { sql, type SqlBool } from "kysely";
import type { Logger } from "pino";
import { clock } from "../../common/clock.ts";
import type { Db } from "../db/connect.ts";
import { eraseLeadsWhere } from "./privacy.ts";
import { recordAudit } from "./audit.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Erases the leads created more than `days` days ago; returns how many. A sweep that erased some leaves one audit entry with the count. */
export async function sweepExpiredLeads(db: Db, days: number): Promise<number> {
  const cutoff = new Date(clock.now() - days * DAY_MS).toISOString();
  return db.db.transaction().execute(async (tx) => {
    const count = await eraseLeadsWhere(tx, sql<SqlBool>`created_at < ${cutoff}`);
    // Hourly sweeps that find nothing would fill the log with zeros.
    if (count > 0) await recordAudit(tx, { actor: "worker", action: "privacy.retention", detail: { count, days } });
    return count;
  });
}

export function startRetentionSweep(db: Db, days: number, logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const sweep = () => {
    running = sweepExpiredLeads(db, days)
      .then((count) => {
        if (count > 0) logger.info({ count, days }, "retention: erased leads older than LEAD_RETENTION_DAYS");
      })
      .catch((err) => logger.error({ err }, "retention sweep failed; trying again within the hour"))
      .finally(() => {
        if (!stopped) timer = setTimeout(sweep, SWEEP_EVERY_MS);
      });
  };
  sweep();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
