// On the privacy policy: withdrawing (or giving) the Google Analytics consent is as easy as
// the banner made it: forget the choice and ask again.
import { CONSENT_STORAGE_KEY } from "./consent-banner.tsx";

export function ConsentReset() {
  return (
    <button
      type="button"
      onClick={() => {
        try {
          localStorage.removeItem(CONSENT_STORAGE_KEY);
        } catch {
          /* nothing was kept */
        }
        location.reload();
      }}
      className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
    >
      Change my Google Analytics choice
    </button>
  );
}
