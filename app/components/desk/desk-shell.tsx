// The desk's frame: a compact bar with the brand, the desk's sections and the person
// signed in, instead of the public site's header and footer.
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useSite } from "../../lib/data/site.ts";
import { SignOutForm } from "./sign-out-form.tsx";
import { DeskZone } from "./desk-time.tsx";
import { DEFAULT_TIME_ZONE } from "../../../common/time-zone.ts";

const SECTIONS = [
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/meetings", label: "Meetings" },
  { to: "/admin/availability", label: "Availability" },
  { to: "/admin/posts", label: "Posts" },
  { to: "/admin/case-studies", label: "Case studies" },
  { to: "/admin/pages", label: "Pages" },
  { to: "/admin/stats", label: "Dashboard" },
  { to: "/admin/images", label: "Images" },
  { to: "/admin/privacy", label: "Privacy requests" },
  { to: "/admin/account", label: "Account" },
];

/** `user.timeZone`: the zone every <DeskTime> inside shows (the person's setting on /admin/account). */
export function DeskShell({ user, csrf, children }: { user: { name: string; email: string; timeZone?: string }; csrf: string; children: ReactNode }) {
  const site = useSite();
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-800 bg-slate-900 text-slate-100">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5">
          <a href="/" className="text-sm font-semibold tracking-tight text-white">
            {site.name} <span className="font-normal text-slate-400">· Lead desk</span>
          </a>
          <nav aria-label="Desk" className="order-3 -mx-2 flex w-full gap-1 overflow-x-auto text-sm sm:order-none sm:w-auto">
            {SECTIONS.map((s) => (
              <NavLink
                key={s.to}
                to={s.to}
                className={({ isActive }) =>
                  `whitespace-nowrap rounded-md px-2.5 py-1.5 ${isActive ? "bg-slate-700 font-medium text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white"}`
                }
              >
                {s.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden text-slate-300 md:inline" title={user.email}>
              {user.name}
            </span>
            <SignOutForm csrf={csrf} className="rounded-md px-2.5 py-1.5 text-slate-300 ring-1 ring-slate-600 hover:bg-slate-800 hover:text-white" />
          </div>
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <DeskZone value={user.timeZone ?? DEFAULT_TIME_ZONE}>{children}</DeskZone>
      </main>
    </div>
  );
}
