// /sitemap: an HTML list of every page, from the same source as /sitemap.xml.
import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { sitemapPages, type SitemapPage } from "../lib/data/sitemap-pages.server.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { PageHero } from "../components/widgets/page-hero.tsx";
import { appContext } from "../load-context.ts";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return { pages: await sitemapPages(context) };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const groups = new Map<string, SitemapPage[]>();
  for (const p of loaderData.pages) groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
  return (
    <>
      <PageMeta
        title="Sitemap"
        description="Every page of the site: services, solutions, case studies, blog posts and white papers."
        canonicalPath="/sitemap"
      />
      <PageHero title="Sitemap" lead="Every page of this site, in one place." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {[...groups].map(([group, pages]) => (
          <section key={group}>
            <h2 className="text-lg font-semibold text-slate-900">{group}</h2>
            <ul className="mt-3 space-y-2">
              {pages.map((p) => (
                <li key={p.path}>
                  <Link to={p.path} className="text-brand hover:underline">
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
