// The header's search. Without JavaScript it is a link to /search. With it, a press or
// Ctrl/Cmd+K opens a dialog with results as you type; the dialog's code
// (search-dialog.tsx) is fetched only on intent (the pointer comes near, the keyboard
// reaches the link, a finger touches it, or the shortcut), so first load stays light.
import { useEffect, useRef, useState, type ComponentType } from "react";
import { Search } from "lucide-react";
import { focusRing } from "./nav-link-class.ts";
import type { SearchDialogProps } from "./search-dialog.tsx"; // a type only: the code still loads on intent

export function SearchButton() {
  const [SearchDialog, setSearchDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const loading = useRef<Promise<void> | null>(null);
  const wanted = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  const load = () =>
    (loading.current ??= import("./search-dialog.tsx").then(
      (m) => setSearchDialog(() => m.default),
      () => {
        loading.current = null; // offline: try again on the next intent, or use the page
        if (wanted.current) window.location.assign("/search");
      },
    ));
  const show = () => {
    if (wanted.current) return;
    wanted.current = true;
    opener.current = document.activeElement as HTMLElement | null;
    setOpen(true);
    void load();
  };
  const showRef = useRef(show);
  showRef.current = show;

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        showRef.current();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const close = (restoreFocus: boolean) => {
    wanted.current = false;
    setOpen(false);
    if (restoreFocus) opener.current?.focus();
  };

  return (
    <>
      <a
        href="/search"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        title="Search (Ctrl+K)"
        className={`block rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-brand ${focusRing}`}
        onPointerEnter={() => void load()}
        onTouchStart={() => void load()}
        onFocus={() => void load()}
        onClick={(e) => {
          // A click that asks for a new tab or window follows the link.
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          show();
        }}
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </a>
      {open && SearchDialog ? <SearchDialog onClose={close} /> : null}
    </>
  );
}
