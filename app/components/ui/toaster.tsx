// Toasts on Radix Toast with the SPEC's numbers: at most 1 at a time, shown 5,000 ms,
// swipe threshold 50 px, F8 focuses the area, a dismissed toast is removed from the
// store after 1,000,000 ms, viewport at most 420 px wide from medium screens up.
// Call toast({ title, description, variant }) from anywhere; <Toaster /> is in the root.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let current: ToastItem[] = [];
const listeners = new Set<() => void>();
let counter = 0;
const emit = (next: ToastItem[]) => {
  current = next;
  listeners.forEach((l) => l());
};

export function toast(input: ToastInput): { id: string } {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...current].slice(0, TOAST_LIMIT));
  return { id };
}

export function dismiss(id: string) {
  emit(current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(current.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => current,
    () => current,
  );
}

// The Radix view is not needed for first paint: it loads once the browser is idle (or
// at the first toast), so the notification area and F8 are ready without weighing on load.
const ToasterView = lazy(() => import("./toaster-view.tsx"));

export function Toaster() {
  const toasts = useToasts();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => setReady(true));
  }, []);
  if (!ready && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toasts={toasts} />
    </Suspense>
  );
}
