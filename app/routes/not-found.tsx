// Not-found page for any unknown route (SPEC 2): HTTP 404, noindex, help links.
import { data, Link } from "react-router";
import { notFoundHelpLinks } from "../navigation.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { NOT_FOUND_PAGE } from "../../common/spec-texts.ts";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-20 text-center">
      <PageMeta title={NOT_FOUND_PAGE.title} description={NOT_FOUND_PAGE.text} noindex />
      <p className="text-sm font-semibold tracking-widest text-brand uppercase">Error</p>
      <h1 className="mt-2 text-7xl font-extrabold tracking-tight text-slate-900">404</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{NOT_FOUND_PAGE.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
          {NOT_FOUND_PAGE.home}
        </Link>
        <Link to="/contact" className="rounded-lg px-5 py-3 font-semibold text-brand ring-1 ring-brand hover:bg-sky-50">
          {NOT_FOUND_PAGE.support}
        </Link>
      </div>
      <div className="mt-16 grid gap-8 text-left sm:grid-cols-3">
        {notFoundHelpLinks.map((g) => (
          <div key={g.group} className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h2 className="font-semibold text-slate-900">{g.group}</h2>
            <ul className="mt-3 space-y-2">
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className="text-brand hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
