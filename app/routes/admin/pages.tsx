// The desk's pages: the four of content/pages/ (about, open source, privacy policy, terms),
// each with whether visitors read the file's words or the desk's, and any draft waiting.
// Their set and addresses are the SPEC's: there is no "new page" here.
import { Link } from "react-router";
import type { Route } from "./+types/pages";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle } from "../../components/desk/desk-card.tsx";
import { ContentStateBadge } from "../../components/desk/content-state-badge.tsx";
import { deskDateTime } from "../../lib/desk/desk-time.ts";
import { deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { sitePagePath } from "../../../common/paths.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const pages = await context.deskPages.list();
  return {
    user: session.user,
    csrf: session.csrfToken,
    pages: pages.map((p) => ({ slug: p.slug, title: p.live.title, state: p.state, edited: p.edited, updatedAt: p.updatedAt })),
  };
}

export default function DeskPages({ loaderData }: Route.ComponentProps) {
  const { user, csrf, pages } = loaderData;
  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Pages" description="Edit the firm's pages." canonicalPath="/admin/pages" noindex />
      <h1 className="text-2xl font-bold text-slate-900">Pages</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        The site&rsquo;s own pages. Each starts from its file in content/pages/; a version published here replaces the file&rsquo;s words on the site within
        seconds, until you revert to the file.
      </p>
      <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
        {pages.map((p) => (
          <li key={p.slug} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <Link to={`/admin/pages/${p.slug}`} className="font-medium text-slate-900 hover:text-brand hover:underline">
                {p.title}
              </Link>
              <p className="truncate text-xs text-slate-500">
                {sitePagePath(p.slug)} · content/pages/{p.slug}.md
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <ContentStateBadge state={p.edited ? "edited" : "file"} />
              {p.state === "draft" ? <ContentStateBadge state="pendingDraft" /> : null}
              <span>{p.updatedAt ? `Saved ${deskDateTime(p.updatedAt)}` : ""}</span>
            </div>
          </li>
        ))}
      </ul>
    </DeskShell>
  );
}
