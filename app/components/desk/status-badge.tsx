// A lead's status as a small coloured label (text, not colour alone, carries it).
import { LEAD_STATUS_LABEL, type LeadStatus } from "../../../common/lead-status.ts";

const TONE: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-indigo-100 text-indigo-900",
  qualified: "bg-violet-100 text-violet-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
  spam: "bg-rose-100 text-rose-900",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{LEAD_STATUS_LABEL[status]}</span>;
}
