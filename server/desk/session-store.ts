// Desk sessions (admin_sessions), in the database so every instance accepts them. The
// browser holds a random secret; the row's id is its SHA-256. A session ends at a fixed
// time after sign-in (ADMIN_SESSION_HOURS) or at sign-out; an expired row is deleted
// when it is next presented, and all expired rows whenever someone signs in.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { DeskSession } from "./desk-user.ts";
import { newSecret, secretId } from "./secrets.ts";
import { clock } from "../../common/clock.ts";

export interface NewSession {
  /** Goes into the cookie, and nowhere else. */
  secret: string;
  session: DeskSession;
}

export async function createSession(
  db: Kysely<Database>,
  user: DeskSession["user"],
  opts: { hours: number; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const now = clock.date();
  await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).execute();
  const secret = newSecret();
  const csrfToken = newSecret();
  const expiresAt = new Date(now.getTime() + opts.hours * 3_600_000).toISOString();
  await db
    .insertInto("admin_sessions")
    .values({
      id: secretId(secret),
      user_id: user.id,
      csrf_token: csrfToken,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      ip: opts.ip ?? null,
      user_agent: opts.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { secret, session: { user, csrfToken, expiresAt } };
}

/** The live session this secret opens, or null (an expired one is deleted). */
export async function findSession(db: Kysely<Database>, secret: string): Promise<DeskSession | null> {
  const id = secretId(secret);
  const row = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("admin_users as u", "u.id", "s.user_id")
    .select(["s.csrf_token", "s.expires_at", "u.id", "u.email", "u.name", "u.time_zone"])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= clock.date().toISOString()) {
    await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
    return null;
  }
  return { user: { id: row.id, email: row.email, name: row.name, timeZone: row.time_zone }, csrfToken: row.csrf_token, expiresAt: row.expires_at };
}

export async function deleteSession(db: Kysely<Database>, secret: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id", "=", secretId(secret)).execute();
}

/** After a password change: every other browser signed in as this person is signed out. */
export async function deleteOtherSessions(db: Kysely<Database>, userId: number, keepSecret: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("user_id", "=", userId).where("id", "!=", secretId(keepSecret)).execute();
}
