// Tooltip on Radix with the SPEC's numbers: opens after 700 ms on hover or focus,
// 300 ms skip window, 4 px offset.
import type { ReactNode } from "react";
import { Tooltip as Radix } from "radix-ui";

export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Radix.Provider delayDuration={700} skipDelayDuration={300}>
      <Radix.Root>
        <Radix.Trigger asChild>{children}</Radix.Trigger>
        <Radix.Portal>
          <Radix.Content sideOffset={4} className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow">
            {label}
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}
