// The search dialog: not in the HTML (the header's search is a link to /search), mounted
// with a root of its own on Ctrl/Cmd+K or a press on the link, unmounted when it closes.
import { createRoot, type Root } from "react-dom/client";
import SearchDialog from "../components/layout/search-dialog.tsx";

let open: Root | undefined;

export function openSearch(opener: HTMLElement | null): void {
  if (open) return;
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  open = root;
  const close = (restoreFocus: boolean) => {
    root.unmount();
    host.remove();
    open = undefined;
    if (restoreFocus) opener?.focus();
  };
  root.render(<SearchDialog onClose={close} />);
}
