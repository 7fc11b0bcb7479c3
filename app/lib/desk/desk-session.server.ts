// The gate of every desk page: call it first in each desk loader and action.
// - No live session: a 303 to /admin/sign-in?next=<this path>.
// - A change must carry the session's CSRF token (the desk's one rule, server/desk/csrf.ts),
//   as the form field `csrf` (hidden, e.g. <SignOutForm>) or the X-CSRF-Token header: 403
//   otherwise. The body is read from a clone, so the action can still read its form.
import { data, redirect } from "react-router";
import type { DeskSession } from "../../../server/desk/desk-user.ts";
import type { NewSession } from "../../../server/desk/session-store.ts";
import { csrfAccepts } from "../../../server/desk/csrf.ts";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import type { AppLoadContext } from "../../load-context.ts";

export const CSRF_REFUSED = "This form has expired. Go back, reload the page and try again.";

async function presentedCsrf(request: Request): Promise<unknown> {
  const header = request.headers.get("x-csrf-token");
  if (header) return header;
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  try {
    return (await request.clone().formData()).get(CSRF_FIELD);
  } catch {
    return undefined;
  }
}

/** The session and its secret (sign-out and password changes need the secret). */
export async function requireDeskSessionWithSecret(request: Request, context: AppLoadContext): Promise<NewSession> {
  const found = await context.desk.session(request.headers.get("cookie"));
  if (!found) {
    const url = new URL(request.url);
    throw redirect(`/admin/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`, 303);
  }
  if (!(await csrfAccepts(request.method, found.session, () => presentedCsrf(request)))) {
    throw data(CSRF_REFUSED, { status: 403, headers: { "Cache-Control": "private, no-store" } });
  }
  return found;
}

export async function requireDeskSession(request: Request, context: AppLoadContext): Promise<DeskSession> {
  return (await requireDeskSessionWithSecret(request, context)).session;
}

/** Headers of every desk page: per person, never stored by any cache. */
export const deskHeaders = () => ({ "Cache-Control": "private, no-store" });
