// The firm's people (admin_users): found by e-mail (stored lower-case), created by the
// CLI. Failed sign-ins are counted per address typed: sign-in-failures.ts.
import type { Kysely, Selectable } from "kysely";
import type { AdminUsersTable, Database } from "../db/schema.ts";
import type { DeskUser } from "./desk-user.ts";
import { clock } from "../../common/clock.ts";

export type UserRow = Selectable<AdminUsersTable>;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const deskUser = (row: Pick<UserRow, "id" | "email" | "name" | "time_zone">): DeskUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  timeZone: row.time_zone,
});

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

export async function recordSignIn(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable("admin_users").set({ last_sign_in_at: clock.date().toISOString() }).where("id", "=", userId).execute();
}
