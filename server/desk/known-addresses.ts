// The client addresses a person has signed in from in the last KNOWN_FOR_DAYS. While their
// e-mail address is locked by others' guesses, their right password still lets them in
// from one of these (docs/decisions/018). An IPv6 client counts by its /64, as the rest of
// its address changes every day (privacy extensions); an IPv4 client by its address.
import net from "node:net";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { clock } from "../../common/clock.ts";

const KNOWN_FOR_DAYS = 90;

/** An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 address, never a /64 of them all. */
const plain = (ip: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;

const since = () => new Date(clock.now() - KNOWN_FOR_DAYS * 24 * 3_600_000).toISOString();

export async function rememberAddress(db: Kysely<Database>, userId: number, ip: string | undefined): Promise<void> {
  if (!ip || !net.isIP(ip)) return;
  const now = clock.date().toISOString();
  await db.deleteFrom("admin_known_addresses").where("user_id", "=", userId).where("last_sign_in_at", "<", since()).execute();
  await db
    .insertInto("admin_known_addresses")
    .values({ user_id: userId, address: plain(ip), last_sign_in_at: now })
    .onConflict((oc) => oc.columns(["user_id", "address"]).doUpdateSet({ last_sign_in_at: now }))
    .execute();
}

export async function isKnownAddress(db: Kysely<Database>, userId: number, ip: string | undefined): Promise<boolean> {
  if (!ip || !net.isIP(ip)) return false;
  const client = plain(ip);
  const rows = await db.selectFrom("admin_known_addresses").select("address").where("user_id", "=", userId).where("last_sign_in_at", ">=", since()).execute();
  const known = new net.BlockList();
  for (const { address } of rows) {
    if (net.isIPv6(address)) known.addSubnet(address, 64, "ipv6");
    else if (net.isIPv4(address)) known.addAddress(address, "ipv4");
  }
  return known.check(client, net.isIPv6(client) ? "ipv6" : "ipv4");
}
