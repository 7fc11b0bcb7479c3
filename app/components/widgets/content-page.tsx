// Layout of the firm's own text pages (about, open source, legal): the hero, then the
// page's body as the server rendered it from content/pages/ (app/lib/data/site-page.server.ts).
// Its one button (the privacy policy's consent reset) is answered by the page's script
// (app/islands/loader.ts).
import { PageHero } from "./page-hero.tsx";

export function ContentPage({ kicker, title, lead, html }: { kicker?: string; title: string; lead?: string; html: string }) {
  return (
    <>
      <PageHero kicker={kicker} title={title} lead={lead} />
      <article className="prose-content mx-auto max-w-3xl px-4 py-14" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
