// Layout of the firm's own text pages (about, open source, legal): the hero, then the
// page's body as the server rendered it from content/pages/ (app/lib/data/site-page.server.ts).
import { useEffect, useRef } from "react";
import { PageHero } from "./page-hero.tsx";
import { CONSENT_RESET_ATTRIBUTE, resetConsent } from "../consent-reset.ts";

export function ContentPage({ kicker, title, lead, html }: { kicker?: string; title: string; lead?: string; html: string }) {
  const article = useRef<HTMLElement>(null);
  // The body is HTML, not React elements: its one button (the privacy policy's consent
  // reset) is answered here, by the click bubbling up to the article.
  useEffect(() => {
    const el = article.current;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest(`[${CONSENT_RESET_ATTRIBUTE}]`)) resetConsent();
    };
    el?.addEventListener("click", onClick);
    return () => el?.removeEventListener("click", onClick);
  }, []);
  return (
    <>
      <PageHero kicker={kicker} title={title} lead={lead} />
      <article ref={article} className="prose-content mx-auto max-w-3xl px-4 py-14" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
