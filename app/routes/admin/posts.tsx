// The desk's blog posts: every post the database holds (written here, or synced from
// content/server-posts/ until its first save here), newest first, with its state.
import { Link } from "react-router";
import type { Route } from "./+types/posts";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle } from "../../components/desk/desk-card.tsx";
import { PostStateBadge } from "../../components/desk/post-state-badge.tsx";
import { deskDateTime, deskDay } from "../../lib/desk/desk-time.ts";
import { deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { postPath } from "../../../common/paths.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const posts = await context.deskPosts.list();
  return { user: session.user, csrf: session.csrfToken, posts };
}

export default function DeskPosts({ loaderData }: Route.ComponentProps) {
  const { user, csrf, posts } = loaderData;
  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Blog posts" description="Write, schedule and publish the blog's posts." canonicalPath="/admin/posts" noindex />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Blog posts</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            A post published here is on the blog, its tag pages, the feeds, the sitemap and the search within seconds. Posts kept as files in the repository
            (content/blog/) are edited there.
          </p>
        </div>
        <Link to="/admin/posts/new" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark">
          New post
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200">No posts yet. Write the first one.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
          {posts.map((p) => (
            <li key={p.slug} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <Link to={`/admin/posts/${p.slug}`} className="font-medium text-slate-900 hover:text-brand hover:underline">
                  {p.title}
                </Link>
                <p className="truncate text-xs text-slate-500">
                  {postPath(p.slug)}
                  {p.tags.length > 0 ? ` · ${p.tags.join(", ")}` : ""}
                  {p.source === "file" ? " · from content/server-posts/ (a save here takes it over)" : ""}
                </p>
              </div>
              <div className="flex items-center gap-3 text-xs text-slate-600">
                <PostStateBadge state={p.state} />
                <span>
                  {p.state === "scheduled" && p.publishAt
                    ? `Goes live ${deskDateTime(p.publishAt)}`
                    : p.state === "published"
                      ? deskDay(p.date)
                      : p.updatedAt
                        ? `Saved ${deskDateTime(p.updatedAt)}`
                        : ""}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DeskShell>
  );
}
