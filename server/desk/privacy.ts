// Privacy requests (GDPR; India's DPDP Act 2023): export everything stored about an
// e-mail address, or erase it. A lead's data lives in leads, lead_notes, lead_outbox
// and audit_log (lead_id); the address is matched case-insensitively.
//
// The audit log records that a request was handled, never whom it was about: no address,
// no lead id, and no hash of the address either. An e-mail address is easy to guess, so
// its hash can be confirmed by hashing candidates: it is still personal data, and keeping
// it would defeat the erasure. The firm's reply to the requester is its record of whom a
// request concerned; the log shows when it was handled, by whom, and how many leads.
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { clock } from "../../common/clock.ts";
import { CHAT_PLACEHOLDER } from "../../common/contact-fields.ts";
import type { Database } from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import type { Actor } from "./desk-user.ts";

/** The address a request is about, normalised; undefined when it cannot be one. */
export function requestedAddress(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const email = value.trim().toLowerCase();
  if (email.length < 3 || email.length > 320 || !email.includes("@") || /\s/.test(email)) return undefined;
  // Every chat without an address shares this one: it is nobody's, and erasing it would erase them all.
  if (email === CHAT_PLACEHOLDER.email) return undefined;
  return email;
}

const leadsOf = (email: string): Expression<SqlBool> => sql<SqlBool>`lower(email) = ${email.toLowerCase()}`;

function parseDetail(detail: string | null): unknown {
  if (detail === null) return null;
  try {
    return JSON.parse(detail);
  } catch {
    return detail;
  }
}

export async function exportPersonalData(db: Kysely<Database>, email: string, actor: Actor) {
  const leads = await db.selectFrom("leads").selectAll().where(leadsOf(email)).orderBy("id").execute();
  const ids = leads.map((l) => l.id);
  const [notes, deliveries, auditEntries] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.selectFrom("lead_notes").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
          db.selectFrom("lead_outbox").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
          db.selectFrom("audit_log").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
        ]);
  await recordAudit(db, { actor, action: "privacy.export", detail: { leads: leads.length } });
  return {
    email,
    exportedAt: clock.date().toISOString(),
    leads,
    notes,
    deliveries,
    auditEntries: auditEntries.map((a) => ({ ...a, detail: parseDetail(a.detail) })),
  };
}
export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;

/**
 * Deletes the leads matching `which` and everything about them, in the caller's
 * transaction: their audit entries, notes and outbox rows, then the leads (the foreign
 * keys would cascade; saying so keeps it true on any database). Returns how many leads.
 */
export async function eraseLeadsWhere(tx: Kysely<Database>, which: Expression<SqlBool>): Promise<number> {
  const ids = tx.selectFrom("leads").select("id").where(which);
  await tx.deleteFrom("audit_log").where("lead_id", "in", ids).execute();
  await tx.deleteFrom("lead_notes").where("lead_id", "in", ids).execute();
  await tx.deleteFrom("lead_outbox").where("lead_id", "in", ids).execute();
  const deleted = await tx.deleteFrom("leads").where(which).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Erases every lead with this address and all that refers to them; one audit entry says an erasure happened. */
export async function erasePersonalData(db: Kysely<Database>, email: string, actor: Actor): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const count = await eraseLeadsWhere(tx, leadsOf(email));
    // An entry that names the address without a lead id (none should) goes too. The
    // address is matched as a whole JSON string ("…"), so erasing a@firm.example leaves
    // an entry about asha@firm.example alone.
    const pattern = `%${JSON.stringify(email.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await tx
      .deleteFrom("audit_log")
      .where(sql<SqlBool>`lower(detail) like ${pattern} escape '\\'`)
      .execute();
    // A sign-in tried with this address names it as the actor: keep that it happened, not who.
    await tx
      .updateTable("audit_log")
      .set({ actor: "(erased)" })
      .where(sql<SqlBool>`lower(actor) = ${email.toLowerCase()}`)
      .execute();
    await recordAudit(tx, { actor, action: "privacy.erase", detail: { count } });
    return count;
  });
}
