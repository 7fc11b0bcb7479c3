// A post's sections (SPEC-free reading aid, issue 14): a collapsible <details> above the
// text on small screens, a sticky list beside it from 1280 px. Plain links to the
// heading ids, so both work without JavaScript; only one of the two is displayed.
import type { TocEntry } from "../../../common/blog-post-body.ts";

function TocList({ toc }: { toc: TocEntry[] }) {
  return (
    <ol className="space-y-2 text-sm">
      {toc.map((e) => (
        <li key={e.id} className={e.depth === 3 ? "pl-4" : undefined}>
          <a href={`#${e.id}`} className="block text-slate-700 hover:text-brand hover:underline">
            {e.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

export function TocDetails({ toc }: { toc: TocEntry[] }) {
  return (
    <details className="mt-8 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 xl:hidden" data-testid="toc-details">
      <summary className="cursor-pointer font-semibold text-slate-900">Contents</summary>
      <nav aria-label="Table of contents" className="mt-3 pb-1">
        <TocList toc={toc} />
      </nav>
    </details>
  );
}

export function TocSidebar({ toc }: { toc: TocEntry[] }) {
  return (
    <aside className="hidden xl:block" data-testid="toc-sidebar">
      <nav aria-labelledby="toc-sidebar-title" className="sticky top-28 max-h-[calc(100vh-8rem)] overflow-y-auto">
        <h2 id="toc-sidebar-title" className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
          On this page
        </h2>
        <div className="mt-4 border-l border-slate-200 pl-4">
          <TocList toc={toc} />
        </div>
      </nav>
    </aside>
  );
}
