import { Link } from "react-router";
import { footerCompanyLinks, footerLegalLinks, footerResourceLinks, serviceMenu } from "../../navigation.ts";
import { useSite } from "../../lib/site.ts";

export function SiteFooter() {
  const site = useSite();
  const links = [...footerCompanyLinks, ...serviceMenu, ...footerResourceLinks, ...footerLegalLinks];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 px-4 py-10 text-sm">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-4">
        {links.map((l, i) => (
          <li key={`${l.href}-${i}`}><Link to={l.href}>{l.label}</Link></li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-7xl">
        {site.address.street}, {site.address.locality}, {site.address.region} {site.address.postalCode}, India · {site.email}
      </p>
      <p className="mx-auto mt-2 max-w-7xl">© {new Date().getFullYear()} {site.name}</p>
    </footer>
  );
}
