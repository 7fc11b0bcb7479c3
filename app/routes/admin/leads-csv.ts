// /admin/leads.csv: the list as filtered in the desk, for spreadsheets. Audited.
import type { Route } from "./+types/leads-csv";
import { leadQueryFromParams, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { appContext } from "../../load-context.ts";

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const { query } = leadQueryFromParams(new URL(request.url).searchParams, { defaultPageSize: 1 });
  if (!query.status) query.spam = false;
  const csv = await context.deskService.exportCsv(session.user.email, query);
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="leads.csv"', "Cache-Control": "private, no-store" },
  });
}
