// POST /admin/privacy/export: "Download the data" on the privacy page. A resource route (no
// component), so its answer reaches the browser as the file itself, with or without
// JavaScript; a route with a page would render the page instead, and the download was lost
// while the audit log recorded an export. Refused requests go back to the page with the reason.
import { redirect } from "react-router";
import type { Route } from "./+types/privacy-export";
import { readFormPost } from "../../lib/forms/form-post.ts";
import { requireDeskSession } from "../../lib/desk/desk.server.ts";
import { appContext } from "../../load-context.ts";

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const post = await readFormPost(request);
  if (!post.ok) return redirect("/admin/privacy?export=refused", 303);
  const exported = await context.deskService.exportPersonalData(session.user.email, post.body.email);
  if (!exported) return redirect("/admin/privacy?export=not-an-address", 303);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${exported.exportedAt.slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A GET (a bookmarked or reloaded address) goes to the page. */
export const loader = () => redirect("/admin/privacy", 303);
