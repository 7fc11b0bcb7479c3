// Google Analytics with consent (only on sites with GA_MEASUREMENT_ID). Nothing is written
// and nothing is requested from Google before the visitor chooses; the choice is then kept
// in localStorage so the banner does not ask again. On a grant, Consent Mode v2 is set up
// denied by default, analytics_storage is granted (ads stay denied), gtag.js is requested,
// and each page view is sent from then on. The banner is fixed at the bottom (it moves
// nothing on the page), left of the chat bubble: a heading, a sentence, two buttons.
import { useEffect, useState } from "react";
import { CONSENT_STORAGE_KEY } from "./consent-reset.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

type Choice = "granted" | "denied";

function savedChoice(): Choice | null {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function startGoogleAnalytics(measurementId: string) {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer || [];
  // gtag.js reads these as the Arguments objects it expects, in order.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" });
  window.gtag("consent", "update", { analytics_storage: "granted" });
  // gtag.js records when it was set up, by the browser's own clock, as Google documents it.
  // eslint-disable-next-line no-restricted-syntax -- browser-only, handed to gtag.js
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

export default function ConsentBanner({ measurementId, path }: { measurementId: string; path: string }) {
  const [choice, setChoice] = useState<Choice | null | undefined>(undefined);

  useEffect(() => setChoice(savedChoice()), []);
  useEffect(() => {
    if (choice !== "granted") return;
    startGoogleAnalytics(measurementId);
    window.gtag?.("event", "page_view", { page_path: path, page_location: location.href, send_to: measurementId });
  }, [choice, measurementId, path]);

  function choose(value: Choice) {
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, value);
    } catch {
      /* not kept: asked again on the next page load */
    }
    setChoice(value);
  }

  if (choice !== null) return null;
  const button = "rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";
  return (
    <section
      aria-labelledby="consent-heading"
      className="fixed bottom-4 left-4 z-40 w-[calc(100vw-6.5rem)] max-w-sm rounded-xl bg-white p-4 text-sm text-slate-700 shadow-lg ring-1 ring-slate-200 print:hidden"
    >
      <h2 id="consent-heading" className="font-semibold text-slate-900">
        Allow Google Analytics?
      </h2>
      <p className="mt-1">
        We count visits ourselves without cookies. With your permission, Google Analytics also measures how the site is used and sets cookies.{" "}
        <a href="/privacy-policy#analytics" className="text-brand underline">
          Privacy policy
        </a>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => choose("granted")} className={`${button} bg-brand text-white hover:bg-brand-dark`}>
          Allow
        </button>
        <button type="button" onClick={() => choose("denied")} className={`${button} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100`}>
          Decline
        </button>
      </div>
    </section>
  );
}
