// /admin/leads.csv: the list as filtered in the desk, for spreadsheets. Audited.
import type { Route } from "./+types/leads-csv";
import { exportLeads, pipelineOf, leadQueryFromParams, leadsToCsv, recordAudit, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { appContext } from "../../load-context.ts";

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const desk = pipelineOf(context);
  const { query } = leadQueryFromParams(new URL(request.url).searchParams, { defaultPageSize: 1 });
  if (!query.status) query.spam = false;
  const leads = await exportLeads(desk.db, query);
  await recordAudit(desk.db, { actor: session.user.email, action: "leads.export", detail: { count: leads.length } });
  return new Response(leadsToCsv(leads), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="leads.csv"', "Cache-Control": "private, no-store" },
  });
}
