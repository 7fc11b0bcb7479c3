// Page-view analytics (SPEC 7): with GA_MEASUREMENT_ID set, the gtag script loads and a
// page_view with the path is sent on every route change, the first included. Without
// it, nothing is requested from a third party.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSite } from "../lib/site.ts";
import { useNonce } from "../lib/nonce.tsx";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function Analytics() {
  const { gaMeasurementId } = useSite();
  const nonce = useNonce();
  const location = useLocation();

  useEffect(() => {
    if (!gaMeasurementId || !window.gtag) return;
    window.gtag("event", "page_view", { page_path: location.pathname, page_location: window.location.href, send_to: gaMeasurementId });
  }, [gaMeasurementId, location.pathname]);

  if (!gaMeasurementId) return null;
  const id = JSON.stringify(gaMeasurementId);
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`} />
      <script
        nonce={nonce}
        // Page views are sent by the effect above, on every route change.
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${id.replace(/</g, "\\u003c")},{send_page_view:false});`,
        }}
      />
    </>
  );
}
