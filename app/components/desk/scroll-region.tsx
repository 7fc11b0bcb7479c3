// A box that scrolls a table wider (or taller) than the screen. It takes focus, so a
// keyboard can scroll it too (axe: scrollable-region-focusable), and is named for the
// screen reader that lands on it.
import type { ReactNode } from "react";

type Name = { "aria-label": string } | { "aria-labelledby": string };

export function ScrollRegion({ className = "", children, ...name }: Name & { className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the one way to let a keyboard scroll a region
    <div role="group" {...name} tabIndex={0} className={`rounded focus-visible:outline-2 focus-visible:outline-brand ${className}`}>
      {children}
    </div>
  );
}
