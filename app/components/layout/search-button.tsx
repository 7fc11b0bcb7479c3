// The header's search: a link to /search. With scripts, a plain press on it or
// Ctrl/Cmd+K opens the search dialog instead (app/islands/loader.ts, search.tsx), whose
// code is fetched only then, so first load stays light.
import { Search } from "lucide-react";
import { focusRing } from "./nav-link-class.ts";

export function SearchButton() {
  return (
    <a
      href="/search"
      data-search=""
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K"
      title="Search (Ctrl+K)"
      className={`block rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-brand ${focusRing}`}
    >
      <Search aria-hidden="true" className="h-5 w-5" />
    </a>
  );
}
