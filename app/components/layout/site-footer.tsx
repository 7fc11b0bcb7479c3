// Footer (SPEC 2, Footer): every link of the SPEC, four social profiles, the Bangalore
// address, the e-mail and a copyright line with the current year.
import { Link } from "react-router";
import { Mail, MapPin } from "lucide-react";
import { footerCompanyLinks, footerLegalLinks, footerResourceLinks, serviceMenu, type NavLink } from "../../navigation.ts";
import { useSite } from "../../lib/data/site.ts";
import { clock } from "../../../common/clock.ts";
import { IconSprite } from "../ui/sprite-icon.tsx";

function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((l, i) => (
          <li key={`${l.href}-${i}`}>
            <Link to={l.href} className="text-sm text-slate-300 hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const site = useSite();
  return (
    <footer className="bg-[#0b1f3a] text-slate-300">
      <IconSprite />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 max-w-sm text-sm">{site.description}. Senior engineers for platforms that have to work.</p>
          <address className="mt-5 flex gap-2 text-sm not-italic">
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sky-300" />
            <span>
              {site.address.street}, {site.address.locality}, {site.address.region} {site.address.postalCode}, India
            </span>
          </address>
          <a href={`mailto:${site.email}`} className="mt-3 flex items-center gap-2 text-sm hover:text-white">
            <Mail aria-hidden="true" className="h-4 w-4 text-sky-300" /> {site.email}
          </a>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Social profiles">
            {site.social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-block rounded-full border border-slate-600 px-3 py-1 text-xs hover:border-white hover:text-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title="Company" links={footerCompanyLinks} />
        <Column title="Services" links={serviceMenu} />
        <div className="space-y-8">
          <Column title="Resources" links={footerResourceLinks} />
          <Column title="Legal" links={footerLegalLinks} />
        </div>
      </div>
      <div className="border-t border-slate-700">
        {/* The year is UTC, as the server renders it; a cached page hydrated after New Year
            keeps the year it was rendered with rather than failing hydration. */}
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400" suppressHydrationWarning>
          © {clock.date().getUTCFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
