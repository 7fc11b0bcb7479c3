// The frame of the desk's account pages (sign-in, sign-in link, password): the brand
// above one centred card, on a quiet background. No site navigation, chat or analytics
// (the route's handle sets `desk`, app/root.tsx).
import type { ReactNode } from "react";
import { useSite } from "../../lib/data/site.ts";

export function DeskCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const site = useSite();
  return (
    <main id="main-content" className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10 sm:justify-center sm:py-16">
      <a href="/" className="flex items-center gap-3 rounded-md focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand">
        <img src="/images/logo.svg" alt={site.name} width={168} height={36} className="h-9 w-auto" />
      </a>
      <p className="mt-2 text-sm font-medium tracking-wide text-slate-500 uppercase">Lead desk</p>
      <div className="mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 w-full max-w-md text-center text-sm text-slate-600">{footer}</div> : null}
    </main>
  );
}

/** The route handle that tells the root layout to leave out the site's header, footer, chat and analytics. */
export const deskHandle = { desk: true };

export const deskInputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-red-600";

export const deskLabelClass = "block text-sm font-medium text-slate-800";

export const deskPrimaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-lg bg-brand px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70";

export const deskSecondaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-lg bg-white px-5 py-2.5 text-base font-semibold text-brand ring-1 ring-slate-300 transition-colors hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** A message for the person, announced and focusable (a failed post moves focus here). */
export function DeskAlert({ tone, children, id }: { tone: "error" | "success" | "info"; children: ReactNode; id?: string }) {
  const colors = {
    error: "bg-red-50 text-red-800 ring-red-200",
    success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
    info: "bg-sky-50 text-sky-900 ring-sky-200",
  }[tone];
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={`rounded-lg p-3.5 text-sm ring-1 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 ${colors}`}
    >
      {children}
    </p>
  );
}
