// Bringing a person into the desk from the command line: their account (created when
// missing) and a one-time sign-in link valid for 24 hours.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Actor } from "./desk-user.ts";
import { createUser, findUserByEmail, normalizeEmail, type UserRow } from "./user-store.ts";
import { createSignInLink, LINK_LIFETIME, signInLinkPath } from "./sign-in-links.ts";
import { recordAudit } from "./audit.ts";

export interface Invitation {
  user: UserRow;
  created: boolean;
  /** Site-relative: `/admin/sign-in/link/<secret>`. */
  linkPath: string;
}

export async function inviteUser(db: Kysely<Database>, input: { email: string; name?: string }, actor: Actor): Promise<Invitation> {
  const email = normalizeEmail(input.email);
  let user = await findUserByEmail(db, email);
  const created = !user;
  if (!user) {
    user = await createUser(db, { email, name: input.name ?? "" });
    await recordAudit(db, { actor, action: "user.created", detail: { email } });
  }
  const secret = await createSignInLink(db, user.id, LINK_LIFETIME.invitation);
  return { user, created, linkPath: signInLinkPath(secret) };
}

/** A new link for an existing person; undefined when the address has no account. */
export async function newSignInLink(db: Kysely<Database>, email: string): Promise<{ user: UserRow; linkPath: string } | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  return { user, linkPath: signInLinkPath(await createSignInLink(db, user.id, LINK_LIFETIME.invitation)) };
}
