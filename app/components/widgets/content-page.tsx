// Layout of the firm's own text pages (about, open source, legal).
import type { ReactNode } from "react";
import { PageHero } from "./page-hero.tsx";

export function ContentPage({ kicker, title, lead, children }: { kicker?: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <>
      <PageHero kicker={kicker} title={title} lead={lead} />
      <article className="prose-content mx-auto max-w-3xl px-4 py-14">{children}</article>
    </>
  );
}
