// One-time sign-in links (admin_sign_in_links): the link carries a random secret, the
// row its SHA-256. A link works once, before it expires: 24 hours for an invitation
// printed by the CLI, 15 minutes for one sent by e-mail. A person has at most one
// unused link: a new one voids the older ones.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { newSecret, secretId } from "./secrets.ts";
import { clock } from "../../common/clock.ts";

export const LINK_LIFETIME = { invitation: 24 * 3_600_000, emailed: 15 * 60_000 };

export const signInLinkPath = (secret: string) => `/admin/sign-in/link/${secret}`;

export async function createSignInLink(db: Kysely<Database>, userId: number, lifetimeMs: number): Promise<string> {
  const secret = newSecret();
  const now = clock.now();
  await voidSignInLinks(db, userId);
  await db
    .insertInto("admin_sign_in_links")
    .values({
      id: secretId(secret),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + lifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return secret;
}

/** Whose unused, unexpired link this is; nothing is used up (mail scanners fetch links). */
export async function signInLinkOwner(db: Kysely<Database>, secret: string): Promise<number | null> {
  const row = await db
    .selectFrom("admin_sign_in_links")
    .select("user_id")
    .where("id", "=", secretId(secret))
    .where("used_at", "is", null)
    .where("expires_at", ">", clock.date().toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Uses the link up and says whose it was; null when it is unknown, used or expired. One statement: two clicks cannot both win. */
export async function consumeSignInLink(db: Kysely<Database>, secret: string): Promise<number | null> {
  const now = clock.date().toISOString();
  const row = await db
    .updateTable("admin_sign_in_links")
    .set({ used_at: now })
    .where("id", "=", secretId(secret))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Voids every unused link of a person: once they have chosen a password, an older link must not open the account. */
export async function voidSignInLinks(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("admin_sign_in_links").where("user_id", "=", userId).execute();
}

/** When the person's latest link was made (used or not); null when they have none. */
export async function latestLinkAt(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom("admin_sign_in_links")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.at ? Date.parse(row.at) : null;
}
