// The desk's lead pages reach the server through these: the lead pipeline's data (404
// when the server runs without one) and the functions that read and change it.
import { data } from "react-router";
import type { PipelineContext } from "../../../server/desk/pipeline-context.ts";
import type { AppLoadContext } from "../../load-context.ts";

export function pipelineOf(context: AppLoadContext): PipelineContext {
  if (!context.pipeline) throw data(null, { status: 404 });
  return context.pipeline;
}

export { requireDeskSession, deskHeaders } from "./desk-session.server.ts";
export { exportLeads, leadCampaigns, listLeads, statusCounts } from "../../../server/desk/lead-list.ts";
export { leadQueryFromParams } from "../../../server/desk/lead-query-params.ts";
export { leadDetail, deskPeople } from "../../../server/desk/lead-detail.ts";
export { updateLead } from "../../../server/desk/lead-update.ts";
export { recordAudit } from "../../../server/desk/audit.ts";
export { deliveriesForLead, retryDelivery, failedDeliveriesSince } from "../../../server/desk/deliveries.ts";
export { idParam } from "../../../server/desk/id-param.ts";
export { leadsToCsv } from "../../../server/leads/leads-csv.ts";
export { DeskAddressErasure, exportPersonalData, erasePersonalData, requestedAddress } from "../../../server/desk/privacy.ts";
export { auditEntries } from "../../../server/desk/audit.ts";
export { statsRangeFromParams } from "../../../server/analytics/stats.ts";

/** The dashboard's numbers (server/analytics/): 404 when the server runs without visit analytics. */
export function deskStatsOf(context: AppLoadContext) {
  if (!context.visitStats) throw data(null, { status: 404 });
  return context.visitStats;
}
