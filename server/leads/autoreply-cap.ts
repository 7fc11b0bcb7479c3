// Anyone can type a stranger's address into the form: at most this many auto-replies go to
// one address in a day, however many leads name it (on every instance: counted in the
// outbox). The firm still gets every lead; only the auto-reply is left out.
import { sql, type Kysely } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Database } from "../db/schema.ts";

export const AUTOREPLIES_PER_ADDRESS_PER_DAY = 3;

/** Whether one more auto-reply may go to this address (auto-replies queued to it in the last 24 hours are counted). */
export async function mayAutoreply(db: Kysely<Database>, email: string): Promise<boolean> {
  const since = new Date(clock.now() - 24 * 60 * 60 * 1000).toISOString();
  const row = await db
    .selectFrom("lead_outbox")
    .innerJoin("leads", "leads.id", "lead_outbox.lead_id")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("lead_outbox.channel", "=", "autoreply")
    .where("lead_outbox.created_at", ">=", since)
    .where(sql`lower(leads.email)`, "=", email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.n) < AUTOREPLIES_PER_ADDRESS_PER_DAY;
}
