// Sticky header (SPEC 2, Header): top bar with the e-mail, the main links with the
// active one highlighted, the Services dropdown, search, 'Contact Us', and a mobile menu.
// The full row of links needs about 910 px, so it shows from 1024 px (lg) and the mobile
// menu serves below (issue 11: no label may wrap). 'Contact Us' stays visible at every width.
// The header is HTML only (decision 023): the mobile menu is a native <details>, and
// the page's small script (app/islands/loader.ts) adds Escape and a press outside to
// close it, and sets data-scrolled, which the header's classes read.
import { Link, NavLink } from "react-router";
import { Mail, Menu, X } from "lucide-react";
import { contactLink, headerLinks, serviceMenu } from "../../navigation.ts";
import { useSite } from "../../lib/data/site.ts";
import { ServicesMenu } from "./services-menu.tsx";
import { SearchButton } from "./search-button.tsx";
import { focusRing, navLinkClass } from "./nav-link-class.ts";

export const mobileMenuLabel = "Menu";

export function SiteHeader() {
  const site = useSite();

  return (
    <header
      data-scrolled="false"
      className="sticky top-0 z-40 bg-white transition-[background-color,box-shadow] motion-reduce:transition-none data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur"
    >
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand focus:shadow"
      >
        Skip to content
      </a>
      <div className="bg-[#0b1f3a] text-sm text-slate-200">
        <div className="mx-auto flex max-w-7xl items-center justify-end px-4 py-1.5">
          <a href={`mailto:${site.email}`} className={`inline-flex items-center gap-2 rounded-sm whitespace-nowrap hover:text-white ${focusRing}`}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            {site.email}
          </a>
        </div>
      </div>
      <div className="relative border-b border-slate-200">
        <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
          <Link to="/" className={`shrink-0 rounded-md ${focusRing}`} aria-label={`${site.name} home`}>
            <img src="/images/logo.svg" alt={site.name} width={168} height={36} className="h-7 w-auto min-[360px]:h-8 sm:h-9" />
          </Link>
          <ul className="hidden items-center gap-1 lg:flex">
            {headerLinks.map((l) =>
              l.href === "/services" ? (
                <li key={l.href}>
                  <ServicesMenu />
                </li>
              ) : (
                <li key={l.href}>
                  <NavLink to={l.href} end={l.href === "/"} className={navLinkClass}>
                    {l.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <div className="flex items-center gap-1 sm:gap-2">
            {/* Below 360 px the bar has no room for it; the mobile menu links to the search page. */}
            <div className="hidden min-[360px]:block">
              <SearchButton />
            </div>
            <Link
              to={contactLink.href}
              className={`rounded-lg bg-brand px-3 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-dark sm:px-4 ${focusRing}`}
            >
              {contactLink.label}
            </Link>
            <details data-mobile-menu className="group lg:hidden">
              <summary
                aria-label={mobileMenuLabel}
                className={`flex cursor-pointer list-none rounded-md p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${focusRing}`}
              >
                <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
                <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
              </summary>
              <div
                id="mobile-menu"
                className="absolute inset-x-0 top-full max-h-[calc(100dvh-6rem)] overflow-y-auto border-y border-slate-200 bg-white shadow-lg"
              >
                <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
                  {headerLinks.map((l) => (
                    <li key={l.href}>
                      <NavLink to={l.href} end={l.href === "/"} className={({ isActive }) => `block ${navLinkClass({ isActive })} text-base`}>
                        {l.label}
                      </NavLink>
                      {l.href === "/services" ? (
                        <ul className="ml-4 border-l border-slate-200 pl-3">
                          {serviceMenu.map((s, i) => (
                            <li key={`${s.href}-${i}`}>
                              <Link to={s.href} className={`block rounded-md py-1.5 text-sm text-slate-600 hover:text-brand ${focusRing}`}>
                                {s.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                  <li className="min-[360px]:hidden">
                    <a href="/search" className={`block ${navLinkClass({ isActive: false })} text-base`}>
                      Search
                    </a>
                  </li>
                </ul>
              </div>
            </details>
          </div>
        </nav>
      </div>
    </header>
  );
}
