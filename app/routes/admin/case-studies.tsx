// The desk's case studies: every one the database holds (edited here, or synced from
// content/case-studies/ until its first save here), in the list's order, with its state.
import { Link } from "react-router";
import type { Route } from "./+types/case-studies";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle } from "../../components/desk/desk-card.tsx";
import { ContentStateBadge } from "../../components/desk/content-state-badge.tsx";
import { deskDateTime } from "../../lib/desk/desk-time.ts";
import { deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { caseStudyPath } from "../../../common/paths.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  return { user: session.user, csrf: session.csrfToken, caseStudies: await context.deskCaseStudies.list() };
}

export default function DeskCaseStudies({ loaderData }: Route.ComponentProps) {
  const { user, csrf, caseStudies } = loaderData;
  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Case studies" description="Write and publish the case studies." canonicalPath="/admin/case-studies" noindex />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Case studies</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            A case study published here is on /case-studies, its own page, the home page, the sitemap and the search within seconds. Those kept as files
            (content/case-studies/) become the desk&rsquo;s on their first save here.
          </p>
        </div>
        <Link to="/admin/case-studies/new" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark">
          New case study
        </Link>
      </div>
      {caseStudies.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200">No case studies yet. Write the first one.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
          {caseStudies.map((c) => (
            <li key={c.slug} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <span className="hidden w-8 text-right font-mono text-xs text-slate-400 sm:block" title="Place in the list">
                {c.order}
              </span>
              <div className="min-w-0 flex-1">
                <Link to={`/admin/case-studies/${c.slug}`} className="font-medium text-slate-900 hover:text-brand hover:underline">
                  {c.title}
                </Link>
                <p className="truncate text-xs text-slate-500">
                  {caseStudyPath(c.slug)} · {c.industry} · {c.client}
                  {c.source === "file" ? " · from content/case-studies/" : ""}
                </p>
              </div>
              <div className="flex items-center gap-3 text-xs text-slate-600">
                <ContentStateBadge state={c.status} />
                <span>{c.updatedAt ? `Saved ${deskDateTime(c.updatedAt)}` : ""}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DeskShell>
  );
}
