// Letting a person go: their account, sessions and sign-in links are deleted at once (on
// every instance, as they live in the database), and the leads they owned become
// unowned. What they did stays in the audit log under their address, as the firm's record.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Actor } from "./desk-user.ts";
import { findUserByEmail } from "./user-store.ts";
import { recordAudit } from "./audit.ts";

/** Removes the person with this address; false when there is none. */
export async function removeUser(db: Kysely<Database>, email: string, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    // The foreign keys cascade too; saying so keeps it true whatever the database enforces.
    await tx.deleteFrom("admin_sessions").where("user_id", "=", user.id).execute();
    await tx.deleteFrom("admin_sign_in_links").where("user_id", "=", user.id).execute();
    await tx.deleteFrom("admin_known_addresses").where("user_id", "=", user.id).execute();
    await tx.updateTable("leads").set({ owner_id: null }).where("owner_id", "=", user.id).execute();
    await tx.deleteFrom("admin_users").where("id", "=", user.id).execute();
    await recordAudit(tx, { actor, action: "user.removed", detail: { email: user.email } });
    return true;
  });
}
