// The secrets handed to a browser or an inbox (session cookie, sign-in link) and the only
// form the database keeps of them: their SHA-256. A leaked table signs nobody in.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits as lower-case hex: pages answer at their lower-case path only (server/pages/canonical-path.ts), so a link's secret must survive that. */
export const newSecret = (): string => randomBytes(32).toString("hex");

/** The row id a secret is stored under. */
export const secretId = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** Constant-time comparison of two strings of any length (their digests are compared). */
export function sameSecret(expected: string, presented: unknown): boolean {
  if (typeof presented !== "string" || presented === "") return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(expected), digest(presented));
}
