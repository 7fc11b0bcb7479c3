// The lead list's URL parameters (the desk's filter form and GET /api/admin/leads read
// the same ones): q, status, spam, source, campaign, owner, from, to, view, page, pageSize. Anything
// malformed is ignored, not an error: a filter link always shows a list.
import { isLeadStatus } from "../../common/lead-status.ts";
import { isLeadSource } from "../../common/lead-source.ts";
import type { LeadQuery } from "./lead-list.ts";
import { isLeadView } from "../../common/lead-views.ts";

const MAX_PAGE = 1_000_000; // a huge page number would overflow the database's OFFSET
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function leadQueryFromParams(p: URLSearchParams, opts: { defaultPageSize: number }) {
  const pageSize = Math.min(Math.max(Number.parseInt(p.get("pageSize") ?? "", 10) || opts.defaultPageSize, 1), 10_000);
  const page = Math.min(Math.max(Number.parseInt(p.get("page") ?? "", 10) || 1, 1), MAX_PAGE);
  const status = p.get("status");
  const source = p.get("source");
  const spam = p.get("spam");
  const day = (k: string) => (DAY.test(p.get(k) ?? "") ? p.get(k)! : undefined);
  const query: LeadQuery = {
    q: p.get("q")?.slice(0, 200) || undefined,
    status: isLeadStatus(status) ? status : undefined,
    spam: spam === "true" ? true : spam === "false" ? false : undefined,
    source: isLeadSource(source) ? source : undefined,
    campaign: p.get("campaign")?.slice(0, 100) || undefined,
    owner: p.get("owner")?.slice(0, 320) || undefined,
    from: day("from"),
    to: day("to"),
    view: isLeadView(p.get("view")) ? (p.get("view") as LeadQuery["view"]) : undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  return { query, page, pageSize };
}
