// Toasts on Radix Toast with the SPEC's numbers: at most 1 at a time, shown 5,000 ms,
// swipe threshold 50 px, F8 focuses the area, a dismissed toast is removed from the
// store after 1,000,000 ms, viewport at most 420 px wide from medium screens up.
// Call toast({ title, description, variant }) from anywhere; <Toaster /> is in the root.
import { useSyncExternalStore } from "react";
import { Toast } from "radix-ui";
import { X } from "lucide-react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
interface ToastItem extends ToastInput {
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

function dismiss(id: string) {
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

export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD} swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl p-4 pr-10 shadow-lg ring-1 data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full ${
            t.variant === "destructive" ? "bg-red-700 text-white ring-red-800" : "bg-white text-slate-900 ring-slate-200"
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label="Close" className="absolute top-3 right-3 rounded p-1 opacity-70 hover:opacity-100">
            <X aria-hidden="true" className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </Toast.Provider>
  );
}
