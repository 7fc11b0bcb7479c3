// Which proxies may tell us the client's address (X-Forwarded-For) and protocol.
// Unset trusts nobody: a server reached directly must not let a client pick its own
// address (rate limits, the stored lead IP). Behind proxies, set the hop count or,
// better, the proxies' addresses. The value is Express's "trust proxy" setting
// (proxy-addr): see docs/scaling-out.md for a Kubernetes ingress and for a CDN in front of a
// load balancer.
import net from "node:net";

export type TrustProxy = false | number | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** What TRUST_PROXY may be, for the start's error message (server/environment.ts). */
export const TRUST_PROXY_FORMAT = 'a hop count, or a comma-separated list of "loopback", "linklocal", "uniquelocal", IP addresses and CIDR ranges';

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  const n = Number(bits);
  return n <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; throws with a message an operator can act on. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !NAMES.has(e) && !isAddressOrRange(e));
  if (bad.length) {
    throw new Error(`TRUST_PROXY: ${bad.join(", ")} is not a hop count, "loopback", "linklocal", "uniquelocal", an IP address or a CIDR range`);
  }
  return entries;
}

/** The client address as Express resolved it, if it is an address at all. */
export function clientAddress(ip: string | undefined): string | undefined {
  return ip && net.isIP(ip) ? ip : undefined;
}
