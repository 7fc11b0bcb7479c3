// On the privacy policy: withdrawing (or giving) the Google Analytics consent is as easy as
// the banner made it: forget the choice and ask again. The button stands where the page's
// markdown says {consentReset} (content/pages/privacy-policy.md), so it reaches the page
// as HTML (app/lib/data/site-page.server.ts, so the markup costs the browser no code), and the
// page's article handles its click (ContentPage).

// The key lives here, not in the banner, which is loaded only when needed (analytics.tsx):
// importing it from there would put the whole banner in every page's first load.
export const CONSENT_STORAGE_KEY = "analytics-consent";
export const CONSENT_RESET_ATTRIBUTE = "data-consent-reset";

export function resetConsent() {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    /* nothing was kept */
  }
  location.reload();
}
