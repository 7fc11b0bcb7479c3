// /admin/sign-out: POST only (with the CSRF token, <SignOutForm>): ends the session,
// removes the cookie and shows the sign-in page. A GET just goes to the sign-in page.
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { requireDeskSessionWithSecret } from "../../lib/desk/desk-session.server.ts";
import { appContext } from "../../load-context.ts";

export function loader() {
  return redirect("/admin/sign-in", 303);
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const current = await requireDeskSessionWithSecret(request, context);
  await context.desk.signOut(current);
  return redirect("/admin/sign-in?signed-out", { status: 303, headers: { "Set-Cookie": context.desk.clearedSessionCookie() } });
}
