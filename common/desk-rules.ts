// The desk's rules people meet on both sides: the sign-in page, the account page and the server.
export const MIN_PASSWORD_LENGTH = 12;
/** The hidden form field that carries the session's CSRF token (fetches send X-CSRF-Token). */
export const CSRF_FIELD = "csrf";
/** Longer input is refused before hashing, so a huge "password" costs the server nothing. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Failed password sign-ins in a row that lock an e-mail address (with or without an
 * account), and for how long. A locked address gets the same answer as a wrong password.
 */
export const ACCOUNT_LOCK = { failures: 5, minutes: 15 };

/** An e-mailed sign-in link is sent at most once in this many minutes per person. */
export const LINK_RESEND_MINUTES = 5;

export const SIGN_IN_MESSAGES = {
  // One answer for an unknown address, a wrong password and a locked address: it tells nothing about accounts.
  refused: "That e-mail address and password do not match. Check both and try again.",
  tooMany: "Too many sign-in attempts from your address. Please wait 15 minutes and try again.",
  linkSent: `If that address belongs to an account, a sign-in link is on its way (one every ${LINK_RESEND_MINUTES} minutes at most). It works once, within 15 minutes.`,
  linkInvalid: "This sign-in link has expired or has already been used.",
} as const;

export const PASSWORD_MESSAGES = {
  wrongCurrent: "Your current password is not right. Check it and try again.",
} as const;

/** Where to go after signing in: a path on this site only (never "//host" or "https://…"). */
export function safeNextPath(next: unknown, fallback = "/admin/leads"): string {
  // One leading slash, then no second slash or backslash (browsers read "/\\x" as "//x"),
  // and no control characters anywhere (browsers drop tabs and newlines: "/\t/x" is "//x").
  // eslint-disable-next-line no-control-regex
  return typeof next === "string" && /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(next) ? next : fallback;
}
