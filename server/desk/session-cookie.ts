// The desk's session cookie: `__Host-desk`, HttpOnly, Secure, SameSite=Lax, Path=/.
// __Host- makes browsers refuse it unless it is Secure, host-only and for the whole
// site, so no subdomain can plant or read it. Secure cookies are kept over plain HTTP
// on localhost and 127.0.0.1 by Chromium and Firefox (tested in the e2e browser), so
// local runs and tests need no fallback; see docs/decisions/010-desk-people.md.
// The lifetime is Max-Age, counted from now: an Expires date would be judged by the
// browser's own clock, which need not agree with ours.
import { parseCookie, stringifySetCookie } from "cookie";
import { clock } from "../../common/clock.ts";

export const SESSION_COOKIE = "__Host-desk";

const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: "lax", path: "/" } as const;

export function sessionCookie(secret: string, expiresAt: string): string {
  const maxAge = Math.max(0, Math.round((Date.parse(expiresAt) - clock.now()) / 1000));
  return stringifySetCookie({ name: SESSION_COOKIE, value: secret, maxAge, ...ATTRIBUTES });
}

export function clearedSessionCookie(): string {
  return stringifySetCookie({ name: SESSION_COOKIE, value: "", maxAge: 0, ...ATTRIBUTES });
}

export function sessionSecretFrom(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[SESSION_COOKIE] || undefined;
}
