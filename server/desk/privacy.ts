// Privacy requests (GDPR; India's DPDP Act 2023): export everything stored about an
// e-mail address, or erase it. A lead's data lives in leads, lead_notes, lead_outbox
// and audit_log (lead_id); the address is matched case-insensitively.
//
// The audit log records that a request was handled, never whom it was about: no address,
// no lead id, and no hash of the address either. An e-mail address is easy to guess, so
// its hash can be confirmed by hashing candidates: it is still personal data, and keeping
// it would defeat the erasure. The firm's reply to the requester is its record of whom a
// request concerned; the log shows when it was handled, by whom, and how many leads.
//
// An erasure never deletes or rewrites the desk's record of who did what (docs/decisions/018):
// the entries about an erased lead stay (they hold its id, no personal data), and an address
// that is or was a desk person's is not erased at all. Only entries that carry an address
// someone typed lose that address, and keep the rest: failed sign-ins (the address tried)
// and reads of the lead list (a search for it: leads.list, leads.export, decision 022).
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { clock } from "../../common/clock.ts";
import { CHAT_PLACEHOLDER } from "../../common/contact-fields.ts";
import type { Database } from "../db/schema.ts";
import { recordAudit } from "./audit.ts";
import type { Actor } from "./desk-user.ts";
import { ANONYMOUS_SIGN_IN_ACTIONS } from "./audit.ts";

/** The audit entries whose detail may hold an address someone typed: a sign-in tried, a search of the lead list. */
const TYPED_ADDRESS_ACTIONS = [...ANONYMOUS_SIGN_IN_ACTIONS, "leads.list", "leads.export"];

/** `value` with every string that is `email` (any case) replaced by "(erased)", at any depth. */
function withoutAddress(value: unknown, email: string): unknown {
  if (typeof value === "string") return value.toLowerCase() === email ? "(erased)" : value;
  if (Array.isArray(value)) return value.map((v) => withoutAddress(v, email));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutAddress(v, email)]));
  return value;
}

/** Thrown when an erasure is asked for an address that is, or was, a desk person's. */
export class DeskAddressErasure extends Error {
  constructor() {
    super("This address is, or was, a lead desk account: erasing it would remove that person's actions from the audit log, so it is refused.");
  }
}

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

/** Matches a JSON detail that holds the address as a whole string ("…"), so a@x leaves asha@x alone. */
const namedIn = (email: string): Expression<SqlBool> => {
  const pattern = `%${JSON.stringify(email.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(detail) like ${pattern} escape '\\'`;
};

/** Whether the address is a desk person's, or was: someone acted under it, or an account was made or removed for it. */
export async function isDeskAddress(db: Kysely<Database>, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const account = await db.selectFrom("admin_users").select("id").where("email", "=", address).executeTakeFirst();
  if (account) return true;
  const trace = await db
    .selectFrom("audit_log")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([sql<SqlBool>`lower(actor) = ${address}`, eb("action", "not in", ANONYMOUS_SIGN_IN_ACTIONS)]),
        eb.and([eb("action", "in", ["user.created", "user.removed"]), namedIn(address)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(trace);
}

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
  const [notes, deliveries, emails, auditEntries] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db.selectFrom("lead_notes").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
          db.selectFrom("lead_outbox").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
          db.selectFrom("desk_mail").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
          db.selectFrom("audit_log").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
        ]);
  await recordAudit(db, { actor, action: "privacy.export", detail: { leads: leads.length } });
  return {
    email,
    exportedAt: clock.date().toISOString(),
    leads,
    notes,
    deliveries,
    emails,
    auditEntries: auditEntries.map((a) => ({ ...a, detail: parseDetail(a.detail) })),
  };
}
export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;

/**
 * Deletes the leads matching `which` and their notes and outbox rows, in the caller's
 * transaction (the foreign keys would cascade; saying so keeps it true on any database).
 * Their audit entries stay: who viewed or changed lead N is the firm's record, and names
 * no one but desk people. Returns how many leads.
 */
export async function eraseLeadsWhere(tx: Kysely<Database>, which: Expression<SqlBool>): Promise<number> {
  const ids = tx.selectFrom("leads").select("id").where(which);
  await tx.deleteFrom("lead_notes").where("lead_id", "in", ids).execute();
  await tx.deleteFrom("lead_outbox").where("lead_id", "in", ids).execute();
  await tx.deleteFrom("desk_mail").where("lead_id", "in", ids).execute(); // the desk's e-mails to them
  const deleted = await tx.deleteFrom("leads").where(which).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Erases every lead with this address and all that refers to them; one audit entry says an
 * erasure happened. Throws DeskAddressErasure for a desk person's address, present or past.
 */
export async function erasePersonalData(db: Kysely<Database>, email: string, actor: Actor): Promise<number> {
  return db.transaction().execute(async (tx) => {
    if (await isDeskAddress(tx, email)) throw new DeskAddressErasure();
    const count = await eraseLeadsWhere(tx, leadsOf(email));
    // A failed sign-in with this address typed, or a search for it, keeps that it happened, not whom it named.
    const typed = await tx.selectFrom("audit_log").select(["id", "detail"]).where("action", "in", TYPED_ADDRESS_ACTIONS).where(namedIn(email)).execute();
    for (const row of typed) {
      await tx
        .updateTable("audit_log")
        .set({ detail: JSON.stringify(withoutAddress(JSON.parse(row.detail!), email.toLowerCase())) })
        .where("id", "=", row.id)
        .execute();
    }
    // Before anonymous entries (decision 018), a failed sign-in named the address as its actor.
    await tx
      .updateTable("audit_log")
      .set({ actor: "(erased)" })
      .where(sql<SqlBool>`lower(actor) = ${email.toLowerCase()}`)
      .where("action", "in", ANONYMOUS_SIGN_IN_ACTIONS)
      .execute();
    await recordAudit(tx, { actor, action: "privacy.erase", detail: { count } });
    return count;
  });
}
