// The lead inbox's bearer token, compared in constant time.
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (s: string) => createHash("sha256").update(s).digest();

export function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "";
  // Comparing fixed-length digests keeps the time independent of where the strings differ.
  return timingSafeEqual(digest(presented), digest(token));
}
