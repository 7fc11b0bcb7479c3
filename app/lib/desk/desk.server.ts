// What the desk's pages use from the server: the session gate, the desk service (its work
// on leads, deliveries and privacy requests, audited and waking the outbox worker as the
// JSON API does: server/desk/desk-service.ts), and the parsers of its URL parameters,
// which the API shares.
import { data } from "react-router";
import type { AppLoadContext } from "../../load-context.ts";

export { requireDeskSession, deskHeaders } from "./desk-session.server.ts";
export { leadQueryFromParams } from "../../../server/desk/lead-query-params.ts";
export { idParam } from "../../../server/desk/id-param.ts";
export { DeskAddressErasure } from "../../../server/desk/privacy.ts";
export { statsRangeFromParams } from "../../../server/analytics/stats.ts";

/** The dashboard's numbers (server/analytics/): 404 when the server runs without visit analytics. */
export function deskStatsOf(context: AppLoadContext) {
  if (!context.visitStats) throw data(null, { status: 404 });
  return context.visitStats;
}
