// The toast area on Radix Toast (numbers in toast-store.ts).
import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { dismiss, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, type ToastItem } from "./toast-store.ts";

export default function ToasterView({ toasts }: { toasts: ToastItem[] }) {
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
