// The firm's people (admin_users): found by e-mail (stored lower-case), created by the
// CLI, and the per-account count of failed sign-ins that locks an account for a while.
// The count lives in the database, so every instance sees the same failures.
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from "kysely";
import type { AdminUsersTable, Database } from "../db/schema.ts";
import type { DeskUser } from "./desk-user.ts";
import { ACCOUNT_LOCK } from "../../common/desk-rules.ts";
import { clock } from "../../common/clock.ts";

export type UserRow = Selectable<AdminUsersTable>;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const deskUser = (row: Pick<UserRow, "id" | "email" | "name">): DeskUser => ({ id: row.id, email: row.email, name: row.name });

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("admin_users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("admin_users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function createUser(db: Kysely<Database>, input: { email: string; name: string }): Promise<UserRow> {
  return db
    .insertInto("admin_users")
    .values({ email: normalizeEmail(input.email), name: input.name.trim(), password_hash: null, created_at: clock.date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, hash: string): Promise<void> {
  await db.updateTable("admin_users").set({ password_hash: hash }).where("id", "=", userId).execute();
}

const lockEnd = () => new Date(clock.now() + ACCOUNT_LOCK.minutes * 60_000).toISOString();

/**
 * Takes one of the account's ACCOUNT_LOCK.failures tries before its password is checked,
 * so guesses sent all at once (to one instance or several) cannot all be checked before
 * the failures are counted: at most that many are ever in flight, the rest read "locked".
 * A try is counted as taken; a success gives them all back (recordSignIn), a failure keeps
 * it (settleFailedTry). One statement each, so instances sharing the database agree.
 */
export async function claimPasswordTry(db: Kysely<Database>, userId: number): Promise<boolean> {
  const now = clock.date().toISOString();
  const unlocked = (eb: ExpressionBuilder<Database, "admin_users">) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]);
  const claimed = await db
    .updateTable("admin_users")
    .set({ failed_sign_ins: sql`failed_sign_ins + 1`, locked_until: null })
    .where("id", "=", userId)
    .where(unlocked)
    .where("failed_sign_ins", "<", ACCOUNT_LOCK.failures)
    .returning("id")
    .executeTakeFirst();
  if (claimed) return true;
  // Every try is taken but none has locked the account (their checks are still running,
  // or an instance died mid-check): lock it now, so it cannot stay shut for good.
  await db.updateTable("admin_users").set({ locked_until: lockEnd(), failed_sign_ins: 0 }).where("id", "=", userId).where(unlocked).execute();
  return false;
}

/** After a wrong password: the try that used up the last one locks the account for ACCOUNT_LOCK.minutes. */
export async function settleFailedTry(db: Kysely<Database>, userId: number): Promise<{ locked: boolean }> {
  const locked = await db
    .updateTable("admin_users")
    .set({ locked_until: lockEnd(), failed_sign_ins: 0 })
    .where("id", "=", userId)
    .where("failed_sign_ins", ">=", ACCOUNT_LOCK.failures)
    .returning("id")
    .executeTakeFirst();
  return { locked: Boolean(locked) };
}

export async function recordSignIn(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable("admin_users")
    .set({ failed_sign_ins: 0, locked_until: null, last_sign_in_at: clock.date().toISOString() })
    .where("id", "=", userId)
    .execute();
}
