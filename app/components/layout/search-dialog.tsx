// The header's search dialog (loaded on intent by search-button.tsx): a native modal
// <dialog> (focus stays inside, Escape closes) with results as you type, fetched from
// GET /api/search after a short pause. Arrow keys move between the field and the
// results; Enter on a result opens it, Enter in the field opens the full results page.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Search, X } from "lucide-react";
import { normalizeQuery, SEARCH_MAX_QUERY_LENGTH, type SearchAnswer } from "../../../common/search.ts";
import { SnippetText, TypeBadge } from "../search/result-parts.tsx";

const DEBOUNCE_MS = 150;
export type SearchDialogProps = { onClose: (restoreFocus: boolean) => void };
type State = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "done"; answer: SearchAnswer };

export default function SearchDialog({ onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const closed = useRef(false);
  const [text, setText] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const ids = useId();
  const query = normalizeQuery(text);
  const pageUrl = `/search?q=${encodeURIComponent(query)}`;

  const close = (restoreFocus: boolean) => {
    if (closed.current) return;
    closed.current = true;
    // Leave the modal state first: while it lasts, the rest of the page is inert and cannot take the focus back.
    if (dialog.current?.open) dialog.current.close();
    onClose(restoreFocus);
  };

  useEffect(() => {
    const d = dialog.current!;
    d.showModal();
    return () => {
      if (d.open) d.close();
    };
  }, []);

  useEffect(() => {
    if (!query) return setState({ status: "idle" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading" });
      try {
        const res = await fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: controller.signal });
        if (!res.ok) throw new Error(String(res.status));
        setState({ status: "done", answer: (await res.json()) as SearchAnswer });
      } catch {
        if (!controller.signal.aborted) setState({ status: "error" });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const onKeyDown = (e: KeyboardEvent) => {
    // Escape closes at once, also from a filled search field (which would first clear itself).
    if (e.key === "Escape") {
      e.preventDefault();
      return close(true);
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const stops = [dialog.current!.querySelector("input")!, ...list.current!.querySelectorAll("a")];
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    const next = stops[(at + (e.key === "ArrowDown" ? 1 : -1) + stops.length) % stops.length];
    e.preventDefault();
    next?.focus();
  };

  const results = state.status === "done" ? state.answer.results : [];
  const status =
    state.status === "loading"
      ? "Searching…"
      : state.status === "error"
        ? "Search is not available right now."
        : state.status === "done"
          ? results.length
            ? `${results.length} result${results.length === 1 ? "" : "s"}`
            : `No results for “${query}”.`
          : "";

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a press on the backdrop and Escape reach the dialog itself
    <dialog
      ref={dialog}
      aria-label="Search the site"
      onClose={() => close(true)}
      // A press on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(e) => e.target === e.currentTarget && close(true)}
      onKeyDown={onKeyDown}
      className="mx-auto mt-[8vh] w-[calc(100%-2rem)] max-w-2xl rounded-2xl bg-white text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex max-h-[80vh] flex-col">
        <form
          role="search"
          className="flex items-center gap-2 border-b border-slate-200 px-4 py-3"
          action="/search"
          onSubmit={(e) => {
            e.preventDefault();
            if (!query) return;
            close(false);
            location.assign(pageUrl);
          }}
        >
          <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
          <label htmlFor={`${ids}-q`} className="sr-only">
            Search
          </label>
          <input
            id={`${ids}-q`}
            type="search"
            name="q"
            autoFocus
            autoComplete="off"
            maxLength={SEARCH_MAX_QUERY_LENGTH}
            aria-describedby={`${ids}-status`}
            placeholder="Search posts, case studies, services…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            // The browser's own clear (×) would stand beside the dialog's close (×): hidden.
            className="min-w-0 flex-1 bg-transparent py-2 text-base outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:appearance-none"
          />
          <button
            type="button"
            onClick={() => close(true)}
            className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
            aria-label="Close search"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </form>
        <p id={`${ids}-status`} role="status" className={status ? "px-4 pt-3 text-sm text-slate-600" : "sr-only"}>
          {status}
        </p>
        <div ref={list} className="overflow-y-auto px-2 pb-3">
          {results.length ? (
            <ul aria-label="Results" data-testid="search-dialog-results">
              {results.map((r) => (
                <li key={r.url}>
                  <a
                    href={r.url}
                    onClick={() => close(false)}
                    className="block rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:bg-sky-50 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <TypeBadge type={r.type} />
                    <span className="mt-1 block font-semibold text-brand">{r.title}</span>
                    <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700">
                      <SnippetText parts={r.snippet} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {query && state.status !== "loading" ? (
            <a href={pageUrl} onClick={() => close(false)} className="mx-3 mt-2 inline-block text-sm font-medium text-brand underline underline-offset-2">
              Open the results page
            </a>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
