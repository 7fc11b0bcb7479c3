// How a search result's type and snippet look, on the /search page and in the header's
// dialog alike. Snippets are text parts (common/search.ts): matches become <mark>,
// everything is rendered as text.
import type { SearchResultType, SnippetPart } from "../../../common/search.ts";

export function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.mark ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

export function TypeBadge({ type }: { type: SearchResultType }) {
  return <span className="inline-flex rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-brand ring-1 ring-sky-200">{type}</span>;
}
