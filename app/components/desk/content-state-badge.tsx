// Whether a case study or page is live, as a small label (the word carries it, not the colour).
const STYLE = {
  draft: { label: "Draft", tone: "bg-amber-100 text-amber-900" },
  published: { label: "Published", tone: "bg-emerald-100 text-emerald-900" },
  file: { label: "From the file", tone: "bg-slate-100 text-slate-700" },
  edited: { label: "Edited in the desk", tone: "bg-emerald-100 text-emerald-900" },
  pendingDraft: { label: "Draft waiting", tone: "bg-amber-100 text-amber-900" },
} as const;

export function ContentStateBadge({ state }: { state: keyof typeof STYLE }) {
  const { label, tone } = STYLE[state];
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>{label}</span>;
}
