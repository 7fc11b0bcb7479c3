// A table used as a work queue with leases (the lead outbox, the desk's mail, the meeting
// e-mails): take up to
// `limit` due rows, lease them for `leaseMs` and count the attempt, so that every instance
// can poll and no row is worked twice at once (SKIP LOCKED on PostgreSQL).
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.ts";
import type { Dialect } from "./connect.ts";
import { clock } from "../../common/clock.ts";

type QueueTable = "lead_outbox" | "desk_mail" | "meeting_messages";
/** The column that says when a row is next due: the meeting e-mails name it for what it is (a reminder's time). */
const dueColumn = (table: QueueTable) => (table === "meeting_messages" ? "due_at" : "next_attempt_at");

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
  const dueAt = dueColumn(table);
  // Look before taking the write lock: most polls find nothing due, and on SQLite an UPDATE
  // that changes nothing still waits for the lock, on the server's thread (better-sqlite3
  // is synchronous), while the visit counters' worker thread writes (server/analytics).
  const anyDue = await db
    .selectFrom(table)
    .select("id")
    .where("state", "=", "pending")
    .where(dueAt, "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .limit(1)
    .executeTakeFirst();
  if (!anyDue) return [];
  const lock = dialect === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<Row>`
    update ${sql.table(table)}
       set locked_until = ${new Date(nowMs + leaseMs).toISOString()}, attempts = attempts + 1
     where id in (
       select id from ${sql.table(table)}
        where state = 'pending' and ${sql.ref(dueAt)} <= ${now}
          and (locked_until is null or locked_until < ${now})
        order by id
        limit ${limit}
        ${lock}
     )
    returning ${sql.join(returning.map((c) => sql.ref(c)))}`.execute(db);
  return result.rows;
}
