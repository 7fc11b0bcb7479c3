// Failed password sign-ins, counted per e-mail address as typed (trimmed, lower-case),
// whether or not an account has it: an unknown address fills up and locks exactly like a
// real one, so neither the answer nor the lock tells which addresses have accounts. The
// row is keyed by the address's SHA-256 (the table keeps no typed addresses) and lives in
// the database, so every instance sees the same count.
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { secretId } from "./secrets.ts";
import { ACCOUNT_LOCK } from "../../common/desk-rules.ts";
import { clock } from "../../common/clock.ts";

const rowOf = (email: string) => secretId(email);
const lockEnd = () => new Date(clock.now() + ACCOUNT_LOCK.minutes * 60_000).toISOString();

type Row = ExpressionBuilder<Database, "sign_in_failures">;
const unlocked = (now: string) => (eb: Row) => eb.or([eb("sign_in_failures.locked_until", "is", null), eb("sign_in_failures.locked_until", "<=", now)]);

/**
 * Takes one of the address's ACCOUNT_LOCK.failures tries before a password is checked, so
 * guesses sent all at once (to one instance or several) cannot all be checked before the
 * failures are counted. A success gives them back (clearFailures), a failure keeps its try
 * (settleFailure). One statement each, so instances sharing the database agree. False:
 * the address is locked.
 */
export async function claimTry(db: Kysely<Database>, email: string): Promise<boolean> {
  const now = clock.date().toISOString();
  const claimed = await db
    .insertInto("sign_in_failures")
    .values({ address: rowOf(email), failures: 1, locked_until: null, last_failure_at: now })
    .onConflict((oc) =>
      oc
        .column("address")
        .doUpdateSet({ failures: sql`sign_in_failures.failures + 1`, locked_until: null, last_failure_at: now })
        .where((eb) => eb.and([unlocked(now)(eb), eb("sign_in_failures.failures", "<", ACCOUNT_LOCK.failures)])),
    )
    .returning("address")
    .executeTakeFirst();
  if (claimed) return true;
  // Every try is taken but none has locked the address (their checks are still running,
  // or an instance died mid-check): lock it now, so it cannot stay shut for good.
  await db.updateTable("sign_in_failures").set({ locked_until: lockEnd(), failures: 0 }).where("address", "=", rowOf(email)).where(unlocked(now)).execute();
  return false;
}

/** After a wrong password: the try that used up the last one locks the address; true when it did. */
export async function settleFailure(db: Kysely<Database>, email: string): Promise<boolean> {
  // Failures a day old are forgotten; the table only holds what guessing left behind recently.
  const dayAgo = new Date(clock.now() - 24 * 3_600_000).toISOString();
  const now = clock.date().toISOString();
  await db.deleteFrom("sign_in_failures").where("last_failure_at", "<", dayAgo).where(unlocked(now)).execute();
  const locked = await db
    .updateTable("sign_in_failures")
    .set({ locked_until: lockEnd(), failures: 0 })
    .where("address", "=", rowOf(email))
    .where("failures", ">=", ACCOUNT_LOCK.failures)
    .returning("address")
    .executeTakeFirst();
  return Boolean(locked);
}

/** After a right password: the address starts again with all its tries, unlocked. */
export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("address", "=", rowOf(email)).execute();
}
