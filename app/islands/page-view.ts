// One page view per page shown (docs/analytics.md). A page prerendered on a hover
// (speculation rules, decision 024) counts only once the visitor actually opens it.
import { sendPageView, startVisit } from "../lib/browser/visit.ts";

export function countPageView(): void {
  const send = () => sendPageView(startVisit());
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", send, { once: true });
  else send();
  // Back to a page kept in the back/forward cache: shown again, counted again.
  addEventListener("pageshow", (e) => e.persisted && send());
}
