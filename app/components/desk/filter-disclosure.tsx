// The list's filters behind one "Filters" line on phones and tablets (a native <details>:
// it opens without JavaScript), with the filters in use as chips, so the newest lead is on
// the first screen. On a desktop (lg) the filters are always shown (app.css, .desk-filters).
import type { ReactNode } from "react";
import { isLeadSource, LEAD_SOURCE_LABEL } from "../../../common/lead-source.ts";

interface Filters {
  q: string;
  source: string;
  campaign: string;
  owner: string;
  from: string;
  to: string;
}

/** The filters in use, in words: "“gke”", the source's label, "Owner: Asha Rao", "From Nov 1". */
function chips(f: Filters, people: { email: string; name: string }[]): string[] {
  return [
    f.q ? `“${f.q}”` : "",
    isLeadSource(f.source) ? LEAD_SOURCE_LABEL[f.source] : "",
    f.campaign ? `Campaign: ${f.campaign}` : "",
    f.owner ? `Owner: ${f.owner === "none" ? "nobody" : (people.find((p) => p.email === f.owner)?.name ?? f.owner)}` : "",
    f.from ? `From ${f.from}` : "",
    f.to ? `To ${f.to}` : "",
  ].filter(Boolean);
}

export function FilterDisclosure({ filters, people, children }: { filters: Filters; people: { email: string; name: string }[]; children: ReactNode }) {
  const used = chips(filters, people);
  return (
    <details className="desk-filters mt-3 rounded-lg bg-white ring-1 ring-slate-200">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-3 py-2 text-sm font-medium text-slate-800">
        <span>Search and filters</span>
        {used.map((c) => (
          <span key={c} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-700">
            {c}
          </span>
        ))}
      </summary>
      <div className="border-t border-slate-200 lg:border-0">{children}</div>
    </details>
  );
}
