// Hydrates one island's server-rendered markup with its own React root, and marks the
// island ready once React has taken it over. An island whose browser view differs from
// its server markup (the booking calendar over the no-JavaScript list) mounts instead:
// the new root replaces the markup when it first renders.
import { useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ISLAND_READY_ATTRIBUTE } from "./island-names.ts";

function MarkReady({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => island.setAttribute(ISLAND_READY_ATTRIBUTE, ""), [island]);
  return children;
}

export function hydrateIsland(root: HTMLElement, element: ReactNode): void {
  hydrateRoot(root, <MarkReady island={root.parentElement!}>{element}</MarkReady>);
}

export function mountIsland(root: HTMLElement, element: ReactNode): void {
  createRoot(root).render(<MarkReady island={root.parentElement!}>{element}</MarkReady>);
}
