// The desk's one CSRF rule, for its pages (React Router actions) and its JSON API alike:
// reading is free; a change made with a person's session must present that session's
// CSRF token. The bearer token needs none: a browser never sends it on its own.
import type { DeskSession } from "./desk-user.ts";
import { sameSecret } from "./secrets.ts";

export const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];

/**
 * Whether the desk takes this request from this session. `presented` reads the token the
 * request carries (a header, or a form field) and is called for changes only, so a page
 * load never reads a body.
 */
export async function csrfAccepts(method: string, session: DeskSession, presented: () => unknown): Promise<boolean> {
  if (SAFE_METHODS.includes(method)) return true;
  return sameSecret(session.csrfToken, await presented());
}
