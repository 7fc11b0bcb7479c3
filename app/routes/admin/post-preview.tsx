// A draft as visitors will read it, at a signed link the editor hands out
// (/admin/preview/{slug}/{expires}-{signature}, server/content/post-preview.ts): no account
// needed, for 7 days, never indexed and never cached. A wrong or expired link is a 404.
import { data } from "react-router";
import type { Route } from "./+types/post-preview";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { formatDate } from "../../lib/presentation/format-date.ts";
import { renderDeskPost } from "../../lib/desk/posts.server.ts";
import { appContext } from "../../load-context.ts";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
export const headers = () => PRIVATE;

export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const post = context.previewLinks.opens(params.slug, params.token) ? await context.deskPosts.get(params.slug) : undefined;
  if (!post) throw data("This preview link is wrong or has expired. Ask for a new one.", { status: 404, headers: PRIVATE });
  return { state: post.state, post: await renderDeskPost(post) };
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post, state } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14">
      <PageMeta title={`Preview: ${post.title}`} description={post.description} noindex />
      <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        Preview of a {state === "scheduled" ? "scheduled post" : state === "draft" ? "draft" : "post"}: not public until it is published.
      </p>
      <article>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900">{post.title}</h1>
        <p className="mt-4 text-slate-600">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author} · {post.readingMinutes} min read
        </p>
        {post.image ? (
          <img src={post.image} alt="" width={1200} height={675} className="mt-8 h-72 w-full rounded-2xl bg-slate-100 object-cover sm:h-96" />
        ) : null}
        {post.html !== undefined ? (
          <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
        ) : (
          <div className="prose-content mt-10 whitespace-pre-wrap">{post.raw}</div>
        )}
      </article>
    </div>
  );
}
