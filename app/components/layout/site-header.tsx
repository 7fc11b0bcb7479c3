// Sticky header (SPEC 2, Header): top bar with the e-mail, the main links with the
// active one highlighted, the Services dropdown, search, 'Contact Us', and a mobile menu below 768 px.
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Mail, Menu, X } from "lucide-react";
import { contactLink, headerLinks, serviceMenu } from "../../navigation.ts";
import { useSite } from "../../lib/site.ts";
import { useScrolled } from "../../lib/use-scrolled.ts";
import { ServicesMenu } from "./services-menu.tsx";
import { SearchButton } from "./search-button.tsx";
import { navLinkClass } from "./nav-link-class.ts";

export function SiteHeader() {
  const site = useSite();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] motion-reduce:transition-none ${
        scrolled ? "bg-white/95 shadow-md backdrop-blur" : "bg-white"
      }`}
    >
      <a href="#main-content" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-[#0f4f95] focus:shadow">
        Skip to content
      </a>
      <div className="bg-[#0b1f3a] text-sm text-slate-200">
        <div className="mx-auto flex max-w-7xl items-center justify-end px-4 py-1.5">
          <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
            <Mail aria-hidden="true" className="h-4 w-4" />
            {site.email}
          </a>
        </div>
      </div>
      <div className="border-b border-slate-200">
        <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/" className="shrink-0" aria-label={`${site.name} home`}>
            <img src="/images/logo.svg" alt={site.name} width={168} height={36} className="h-9 w-auto" />
          </Link>
          <ul className="hidden items-center gap-1 md:flex">
            {headerLinks.map((l) =>
              l.href === "/services" ? (
                <li key={l.href}><ServicesMenu /></li>
              ) : (
                <li key={l.href}>
                  <NavLink to={l.href} end={l.href === "/"} className={navLinkClass}>{l.label}</NavLink>
                </li>
              ),
            )}
          </ul>
          <div className="flex items-center gap-2">
            <SearchButton />
            <Link
              to={contactLink.href}
              className="hidden rounded-lg bg-[#0f4f95] px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-[#0b3d74] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#0f4f95] sm:inline-block"
            >
              {contactLink.label}
            </Link>
            <button
              type="button"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            </button>
          </div>
        </nav>
        {menuOpen ? (
          <div id="mobile-menu" className="border-t border-slate-200 bg-white md:hidden" onKeyDown={(e) => e.key === "Escape" && setMenuOpen(false)}>
            <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
              {headerLinks.map((l) => (
                <li key={l.href}>
                  <NavLink to={l.href} end={l.href === "/"} className={({ isActive }) => `block ${navLinkClass({ isActive })} text-base`}>{l.label}</NavLink>
                  {l.href === "/services" ? (
                    <ul className="ml-4 border-l border-slate-200 pl-3">
                      {serviceMenu.map((s, i) => (
                        <li key={`${s.href}-${i}`}>
                          <Link to={s.href} className="block py-1.5 text-sm text-slate-600 hover:text-[#0f4f95]">{s.label}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
              <li className="pt-2">
                <Link to={contactLink.href} className="block rounded-lg bg-[#0f4f95] px-4 py-2.5 text-center font-semibold text-white">{contactLink.label}</Link>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
    </header>
  );
}
