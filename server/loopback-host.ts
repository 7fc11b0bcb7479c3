// Is a URL's host this machine? Then no network lies between us and it, and plain SMTP or
// plain HTTP cannot be read or changed on the way (server/leads/smtp-tls.ts, server/environment.ts).
import { BlockList, isIP } from "node:net";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (host === "localhost") return true;
  const family = isIP(host);
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked against the IPv4 rule.
  return family !== 0 && loopback.check(host, family === 4 ? "ipv4" : "ipv6");
}

/** https, or plain http to this machine only: nothing on the way can read what is sent (lead webhooks, CalDAV calendars). */
export function isHttpsOrLoopbackUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
}
