import { Link } from "react-router";
import { contactLink, headerLinks } from "../../navigation.ts";
import { useSite } from "../../lib/site.ts";

export function SiteHeader() {
  const site = useSite();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="bg-slate-900 px-4 py-1 text-right text-sm text-white">
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </div>
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
        <Link to="/" className="font-bold">{site.name}</Link>
        {headerLinks.map((l) => (
          <Link key={l.href} to={l.href}>{l.label}</Link>
        ))}
        <Link to={contactLink.href}>{contactLink.label}</Link>
      </nav>
    </header>
  );
}
