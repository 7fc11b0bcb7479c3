// On the privacy policy: withdrawing (or giving) the Google Analytics consent is as easy as
// the banner made it: forget the choice and ask again. The button stands where the page's
// markdown says {consentReset} (content/pages/privacy-policy.md), so it reaches the page
// as HTML, and the page's article handles its click (ContentPage).
import { CONSENT_STORAGE_KEY } from "./consent-banner.tsx";

export const CONSENT_RESET_ATTRIBUTE = "data-consent-reset";

/** Our own markup, put in after sanitizing: the sanitizer would rightly drop a button. */
export const consentResetButtonHtml =
  `<button type="button" ${CONSENT_RESET_ATTRIBUTE} ` +
  `class="rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100">` +
  `Change my Google Analytics choice</button>`;

export function resetConsent() {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    /* nothing was kept */
  }
  location.reload();
}
