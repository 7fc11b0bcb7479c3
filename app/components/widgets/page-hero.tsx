// The hero at the top of every list page.
import type { ReactNode } from "react";

/** `level` 2: the hero inside another page (the page editor's preview), under that page's own h1. */
export function PageHero({
  kicker,
  badge,
  title,
  lead,
  level = 1,
  children,
}: {
  kicker?: string;
  badge?: string;
  title: string;
  lead?: string;
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-[#0b1f3a] via-[#0f3b6e] to-brand py-16 text-white sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,.05)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <div className="relative mx-auto max-w-7xl px-4">
        {kicker ? <p className="text-sm font-semibold tracking-widest text-sky-300 uppercase">{kicker}</p> : null}
        {badge ? <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-sky-200 ring-1 ring-white/20">{badge}</p> : null}
        <Heading className="mt-3 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</Heading>
        {lead ? <p className="mt-5 max-w-2xl text-lg text-slate-200">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({ kicker, title, lead, id }: { kicker?: string; title: string; lead?: string; id?: string }) {
  return (
    <div className="max-w-3xl">
      {kicker ? <p className="text-sm font-semibold tracking-widest text-brand uppercase">{kicker}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-slate-600">{lead}</p> : null}
    </div>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-700 ring-1 ring-red-200">
      {children}
    </p>
  );
}
