// Site search (/search?q=): a GET form and its results, rendered on the server, so it
// works without JavaScript. Rendered per request (it reads its query string:
// server/pages/handler.ts, UNCACHED) and kept out of search engines (noindex).
import { Form, Link } from "react-router";
import { Search as SearchIcon } from "lucide-react";
import type { Route } from "./+types/search";
import { SEARCH_MAX_QUERY_LENGTH, type SearchAnswer } from "../../common/search.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { SnippetText, TypeBadge } from "../components/search/result-parts.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { contactLink, headerLinks } from "../navigation.ts";
import { appContext } from "../load-context.ts";

export function loader({ request, context: router }: Route.LoaderArgs): SearchAnswer {
  const context = router.get(appContext);
  // A longer query is cut (normalizeQuery) rather than refused: the visitor still gets results.
  return context.search.search(new URL(request.url).searchParams.get("q") ?? "");
}

const suggestedQueries = ["Kubernetes", "Karpenter", "LiveKit", "WebRTC", "SRE", "GitOps"];
// The site's sections, as the header names them (Home aside).
const sections = [...headerLinks.filter((l) => l.href !== "/"), contactLink];

function Suggestions({ title }: { title: string }) {
  return (
    <div className="mt-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Suggested searches">
        {suggestedQueries.map((q) => (
          <li key={q}>
            <Link
              to={`/search?q=${encodeURIComponent(q)}`}
              className="inline-block rounded-full bg-white px-3 py-1 text-sm font-medium text-brand ring-1 ring-slate-300 hover:bg-sky-50"
            >
              {q}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-slate-600">Or browse a section:</p>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2" aria-label="Sections">
        {sections.map((s) => (
          <li key={s.href}>
            <Link to={s.href} className="font-medium text-brand underline-offset-2 hover:underline">
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  const count = `${results.length} result${results.length === 1 ? "" : "s"}`;
  return (
    <>
      <PageMeta
        title={query ? `Search results for “${query}”` : "Search"}
        description="Search the blog, case studies, services, solutions and white papers."
        noindex
      />
      <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Search</h1>
        <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            Search the site
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            maxLength={SEARCH_MAX_QUERY_LENGTH}
            placeholder="Kubernetes, LiveKit, cost…"
            className="min-w-0 flex-1 rounded-lg border border-slate-400 px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
          />
          <button type="submit" className={buttonClass("primary")}>
            <SearchIcon aria-hidden="true" className="h-5 w-5" /> Search
          </button>
        </Form>

        {!query ? (
          <>
            <p className="mt-8 text-slate-700">Search the blog, case studies, services, solutions and white papers: a technology, a problem or a service.</p>
            <Suggestions title="Popular searches" />
          </>
        ) : results.length === 0 ? (
          <>
            <p role="status" className="mt-8 text-lg text-slate-800">
              No results for “{query}”.
            </p>
            <p className="mt-2 text-slate-600">Check the spelling, or try fewer or more general words.</p>
            <Suggestions title="Try one of these" />
          </>
        ) : (
          <>
            <p role="status" className="mt-8 text-slate-700">
              {count} for “{query}”
            </p>
            <ol className="mt-4 divide-y divide-slate-200" data-testid="search-results">
              {results.map((r) => (
                <li key={r.url} className="py-5">
                  <TypeBadge type={r.type} />
                  <h2 className="mt-2 text-lg font-semibold text-slate-900">
                    <Link to={r.url} className="text-brand hover:underline">
                      {r.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">
                    <SnippetText parts={r.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  );
}
