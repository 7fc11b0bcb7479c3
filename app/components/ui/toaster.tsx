// Toasts (SPEC: at most 1 at a time, 5,000 ms, variant default or destructive).
// Interface is fixed: call toast({ title, description, variant }) from anywhere and
// render <Toaster /> once in the root. The Radix implementation is issue 3's.
import { useSyncExternalStore } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
interface ToastItem extends ToastInput {
  id: string;
}

let current: ToastItem[] = [];
const listeners = new Set<() => void>();
let counter = 0;

export function toast(input: ToastInput): { id: string } {
  const id = String(++counter);
  current = [{ ...input, id }]; // at most one toast at a time
  listeners.forEach((l) => l());
  return { id };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => current,
    () => current,
  );
}

export function Toaster() {
  const toasts = useToasts();
  return (
    <div role="region" aria-label="Notifications (F8)">
      {toasts.map((t) => (
        <div key={t.id} role="status">
          <strong>{t.title}</strong> {t.description}
        </div>
      ))}
    </div>
  );
}
