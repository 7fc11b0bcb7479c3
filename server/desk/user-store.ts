// The firm's people (admin_users): found by e-mail (stored lower-case), created by the
// CLI, and the per-account count of failed sign-ins that locks an account for a while.
// The count lives in the database, so every instance sees the same failures.
import { sql, type Kysely, type Selectable } from "kysely";
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

export function isLocked(user: Pick<UserRow, "locked_until">): boolean {
  return user.locked_until !== null && user.locked_until > clock.date().toISOString();
}

/**
 * Counts a failed password. The ACCOUNT_LOCK.failures-th in a row locks the account for
 * ACCOUNT_LOCK.minutes and starts the count again. One statement, so failures sent to
 * several instances at once are all counted.
 */
export async function recordFailedSignIn(db: Kysely<Database>, userId: number): Promise<{ locked: boolean }> {
  const lockedUntil = new Date(clock.now() + ACCOUNT_LOCK.minutes * 60_000).toISOString();
  const reachesLimit = sql<boolean>`failed_sign_ins + 1 >= ${ACCOUNT_LOCK.failures}`;
  const row = await db
    .updateTable("admin_users")
    .set({
      failed_sign_ins: sql`case when ${reachesLimit} then 0 else failed_sign_ins + 1 end`,
      locked_until: sql`case when ${reachesLimit} then ${lockedUntil} else locked_until end`,
    })
    .where("id", "=", userId)
    .returning(["locked_until"])
    .executeTakeFirst();
  return { locked: row?.locked_until === lockedUntil };
}

export async function recordSignIn(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable("admin_users")
    .set({ failed_sign_ins: 0, locked_until: null, last_sign_in_at: clock.date().toISOString() })
    .where("id", "=", userId)
    .execute();
}
