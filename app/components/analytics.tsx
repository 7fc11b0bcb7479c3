// Page views (SPEC 7, issue 13). Every page view goes to our own counter (/api/event: no
// cookie, no personal data, no consent needed), the first included. With
// GA_MEASUREMENT_ID set, the consent banner's code loads after hydration; Google
// Analytics starts (Consent Mode v2, denied by default) only once the visitor allows it,
// and gets the page views from then on. Before that, nothing is requested from Google.
import { useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useSite } from "../lib/data/site.ts";
import { sendPageView, startVisit } from "../lib/browser/visit.ts";

type Consent = ComponentType<{ measurementId: string; path: string }>;

export function Analytics() {
  const { gaMeasurementId } = useSite();
  const { pathname } = useLocation();
  const [Consent, setConsent] = useState<Consent>();

  useEffect(() => {
    sendPageView(startVisit());
  }, [pathname]);
  useEffect(() => {
    if (gaMeasurementId)
      void import("./consent-banner.tsx").then(
        (m) => setConsent(() => m.default),
        () => {},
      );
  }, [gaMeasurementId]);

  return gaMeasurementId && Consent ? <Consent measurementId={gaMeasurementId} path={pathname} /> : null;
}
