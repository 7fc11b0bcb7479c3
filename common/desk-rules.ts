// The desk's rules people meet on both sides: the sign-in page, the account page and the server.
export const MIN_PASSWORD_LENGTH = 12;
/** The hidden form field that carries the session's CSRF token (fetches send X-CSRF-Token). */
export const CSRF_FIELD = "csrf";
/** Longer input is refused before hashing, so a huge "password" costs the server nothing. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Failed password sign-ins in a row that lock an account, and for how long. */
export const ACCOUNT_LOCK = { failures: 5, minutes: 15 };

export const SIGN_IN_MESSAGES = {
  // One answer for an unknown address and a wrong password: it does not tell which accounts exist.
  refused: "That e-mail address and password do not match. Check both and try again.",
  locked: `Too many failed sign-ins for this account. Wait ${ACCOUNT_LOCK.minutes} minutes, or sign in with an e-mailed link.`,
  tooMany: "Too many sign-in attempts from your address. Please wait 15 minutes and try again.",
  linkSent: "If that address belongs to an account, a sign-in link is on its way. It works once, within 15 minutes.",
  linkInvalid: "This sign-in link has expired or has already been used.",
} as const;

/** Where to go after signing in: a path on this site only (never "//host" or "https://…"). */
export function safeNextPath(next: unknown, fallback = "/admin/leads"): string {
  // One leading slash, then no second slash or backslash (browsers read "/\\x" as "//x"),
  // and no control characters anywhere (browsers drop tabs and newlines: "/\t/x" is "//x").
  // eslint-disable-next-line no-control-regex
  return typeof next === "string" && /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(next) ? next : fallback;
}
