// The toasts on screen and the numbers they follow, apart from both views: <Toaster />
// (in the root) and the Radix view it loads later both read it, without importing each
// other. Call toast({ title, description, variant }) from anywhere.
import { useSyncExternalStore } from "react";

// The SPEC's numbers: at most 1 at a time, shown 5,000 ms, swipe threshold 50 px, a
// dismissed toast is removed from the store after 1,000,000 ms.
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
