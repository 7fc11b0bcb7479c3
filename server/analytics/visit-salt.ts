// The day's salt for visitor hashes (Plausible's method): random, one per UTC day, kept in
// the database so every instance hashes a visitor alike, and deleted after the next day,
// so yesterday's hashes can never be linked to today's or recomputed from an address.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export function dailySalts(db: Kysely<Database>) {
  const cache = new Map<string, string>();
  return {
    async saltFor(day: string): Promise<string> {
      const known = cache.get(day);
      if (known) return known;
      // Whichever instance comes first makes it; the others read that one.
      await db
        .insertInto("visit_salts")
        .values({ day, salt: randomBytes(32).toString("hex") })
        .onConflict((oc) => oc.column("day").doNothing())
        .execute();
      const { salt } = await db.selectFrom("visit_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
      cache.set(day, salt);
      return salt;
    },
    /** Deletes the salts (and the hashes made with them) of days before `keepFrom`. */
    async forgetBefore(keepFrom: string): Promise<void> {
      for (const day of cache.keys()) if (day < keepFrom) cache.delete(day);
      await db.deleteFrom("visit_salts").where("day", "<", keepFrom).execute();
      await db.deleteFrom("visit_seen").where("day", "<", keepFrom).execute();
    },
  };
}
