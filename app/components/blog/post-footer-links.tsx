// The end of a post (issue 14): up to three related posts (most shared tags, then newest)
// and the previous (older) and next (newer) posts by date, over both blog sources.
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import type { Section } from "../../lib/data/section.ts";
import { formatDate } from "../../lib/presentation/format-date.ts";
import type { PostFooterLinks as Links, PostLink } from "../../../common/blog-tags.ts";
import { postPath } from "../../../common/paths.ts";

export function PostFooterLinks({ links }: { links: Section<Links> }) {
  // Extras: if they cannot be read, the post simply ends.
  if (!links.ok) return null;
  const { related, previous, next } = links.data;
  return (
    <>
      {related.length > 0 ? (
        <section className="mt-14 border-t border-slate-200 pt-10" aria-labelledby="related-posts">
          <h2 id="related-posts" className="text-2xl font-bold text-slate-900">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="related-posts">
            {related.map((p) => (
              <li key={p.slug}>
                <Link to={postPath(p.slug)} className="block h-full rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50 hover:shadow-sm">
                  <span className="font-semibold text-slate-900">{p.title}</span>
                  <time dateTime={p.date} className="mt-2 block text-sm text-slate-600">
                    {formatDate(p.date)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {previous || next ? (
        <nav className="mt-10 grid gap-4 sm:grid-cols-2" aria-label="Previous and next articles">
          {previous ? <Neighbour post={previous} rel="prev" /> : <span />}
          {next ? <Neighbour post={next} rel="next" /> : null}
        </nav>
      ) : null}
    </>
  );
}

function Neighbour({ post, rel }: { post: PostLink; rel: "prev" | "next" }) {
  const older = rel === "prev";
  return (
    <Link
      to={postPath(post.slug)}
      rel={rel}
      className={`flex flex-col rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50 ${older ? "" : "sm:items-end sm:text-right"}`}
    >
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand">
        {older ? (
          <>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Previous article
          </>
        ) : (
          <>
            Next article <SpriteIcon name="arrow-right" className="h-4 w-4" />
          </>
        )}
      </span>
      <span className="mt-1 font-medium text-slate-900">{post.title}</span>
    </Link>
  );
}
