// Form tokens are single-use: a lead spends its token in the transaction that stores it,
// and a later lead with the same token is spam (screening.ts). Spent tokens are kept in
// the database, so every instance sees them, until they expire (after which the token
// is refused as expired anyway).
import type { Kysely, Transaction } from "kysely";
import { clock } from "../../common/clock.ts";
import type { Database } from "../db/schema.ts";

/** Marks the token spent; false when an earlier lead spent it already (on any instance). */
export async function spendFormToken(tx: Transaction<Database> | Kysely<Database>, token: { id: string; expiresAt: number }): Promise<boolean> {
  // Forget the expired ones first: the table holds at most a day of leads.
  await tx.deleteFrom("spent_form_tokens").where("expires_at", "<", clock.date().toISOString()).execute();
  const inserted = await tx
    .insertInto("spent_form_tokens")
    .values({ token: token.id, expires_at: new Date(token.expiresAt).toISOString() })
    .onConflict((oc) => oc.column("token").doNothing())
    .returning("token")
    .executeTakeFirst();
  return inserted !== undefined;
}
