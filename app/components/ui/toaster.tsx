// Toasts on Radix Toast (the store and its numbers: toast-store.ts): F8 focuses the area,
// viewport at most 420 px wide from medium screens up. <Toaster /> is in the root.
import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store.ts";

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
