// Writes a batch of page views summed in memory (visit-counter.ts) to the database, in one
// transaction: each visitor's salted hash into visit_seen (only the ones not there yet
// count as new visitors), then the counters as upserts that add, so several instances
// sharing PostgreSQL count together. On SQLite this runs in a worker thread
// (counter-writes-thread.ts); on PostgreSQL in the server's own thread, where every query
// already waits on the network.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, VisitCountersTable } from "../db/schema.ts";
import { dailySalts } from "./visit-salt.ts";

export type Kind = VisitCountersTable["kind"];
export type Counts = { pageviews: number; visits: number; visitors: number };

/** What a flush writes; plain Maps and Sets, so it can be posted to a worker thread. */
export interface CounterBatch {
  /** key(day, kind, value) → counts (visitors are added by the write) */
  counters: Map<string, Counts>;
  /** key(day, visitorKey, kind, value): a visitor seen on a counter that day */
  seen: Set<string>;
}

export interface CounterWrites {
  write(batch: CounterBatch): Promise<void>;
  /** Deletes the salts (and the hashes made with them) of days before `keepFrom`. */
  forgetBefore(keepFrom: string): Promise<void>;
  /** Lets go of what the writes hold (the worker thread); the database stays open. */
  close(): Promise<void>;
}

const CHUNK = 100;
export const key = (...parts: string[]) => parts.join("\t");
// Hashing a flood's worth of visitors is CPU work; on PostgreSQL it runs on the server's
// thread, so it lets requests in between.
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export function counterWrites(db: Kysely<Database>): CounterWrites {
  const salts = dailySalts(db);

  async function write({ counters, seen }: CounterBatch): Promise<void> {
    const salt = new Map<string, string>();
    for (const s of seen) {
      const day = s.slice(0, 10);
      if (!salt.has(day)) salt.set(day, await salts.saltFor(day));
    }
    // Sorted, so concurrent instances take row locks in one order (no deadlock on PostgreSQL).
    const hashed: { day: string; visitor: string; scope: string }[] = [];
    for (const s of seen) {
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
          const c = counters.get(k) ?? { pageviews: 0, visits: 0, visitors: 0 };
          c.visitors++;
          counters.set(k, c);
        }
      }
      const rows = [...counters]
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
      }
    });
  }

  return { write, forgetBefore: salts.forgetBefore, close: async () => {} };
}
