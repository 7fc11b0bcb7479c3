// A table used as a work queue with leases (the lead outbox, the desk's mail): take up to
// `limit` due rows, lease them for `leaseMs` and count the attempt, so that every instance
// can poll and no row is worked twice at once (SKIP LOCKED on PostgreSQL).
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.ts";
import type { Dialect } from "./connect.ts";
import { clock } from "../../common/clock.ts";

type QueueTable = "lead_outbox" | "desk_mail";

export async function claimDue<Row>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: QueueTable,
  returning: readonly string[],
  limit: number,
  leaseMs: number,
): Promise<Row[]> {
  const nowMs = clock.now();
  const now = new Date(nowMs).toISOString();
  // Look before taking the write lock: most polls find nothing due, and on SQLite an UPDATE
  // that changes nothing still waits for the lock, on the server's thread (better-sqlite3
  // is synchronous), while the visit counters' worker thread writes (server/analytics).
  const due = await db
    .selectFrom(table)
    .select("id")
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .limit(1)
    .executeTakeFirst();
  if (!due) return [];
  const lock = dialect === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<Row>`
    update ${sql.table(table)}
       set locked_until = ${new Date(nowMs + leaseMs).toISOString()}, attempts = attempts + 1
     where id in (
       select id from ${sql.table(table)}
        where state = 'pending' and next_attempt_at <= ${now}
          and (locked_until is null or locked_until < ${now})
        order by id
        limit ${limit}
        ${lock}
     )
    returning ${sql.join(returning.map((c) => sql.ref(c)))}`.execute(db);
  return result.rows;
}
