// Blog post (SPEC 2 and 4): the markdown file first, then the server post; a skeleton
// while loading; the not-found view for missing, unpublished or failing posts.
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/blog-post";
import { prefetchRoute } from "../lib/data/route-data.server.ts";
import { skipServerOnClient } from "../lib/data/route-data.ts";
import { blogPostFooterQuery, blogPostQuery } from "../lib/data/queries.ts";
import { httpContentApi } from "../lib/data/content-http.ts";
import { formatDate } from "../lib/presentation/format-date.ts";
import { useSite } from "../lib/data/site.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { PageSkeleton } from "../components/widgets/page-hero.tsx";
import { NotFoundView } from "../components/widgets/not-found-view.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { SmartImage } from "../components/widgets/smart-image.tsx";
import { PLACEHOLDER_IMAGE } from "../../common/fallback-images.ts";
import { BACK_TO, NOT_FOUND_VIEW } from "../../common/spec-texts.ts";
import { TagChips } from "../components/blog/tag-chips.tsx";
import { PostFooterLinks } from "../components/blog/post-footer-links.tsx";
import { TocDetails, TocSidebar } from "../components/blog/table-of-contents.tsx";
import { postPath } from "../../common/paths.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router, params }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return prefetchRoute([blogPostQuery(context.contentApi, params.slug), blogPostFooterQuery(context.contentApi, params.slug)]);
}
export const clientLoader = skipServerOnClient;

export default function BlogPost({ params }: Route.ComponentProps) {
  const q = useQuery(blogPostQuery(httpContentApi, params.slug));
  const site = useSite();
  if (q.isPending) {
    return (
      <PageSkeleton label="Loading article" className="max-w-3xl py-14" data-testid="blog-post-skeleton">
        <div className="h-10 w-4/5 rounded bg-slate-200" />
        <div className="mt-4 flex gap-3">
          <div className="h-4 w-32 rounded bg-slate-200" />
          <div className="h-4 w-24 rounded bg-slate-200" />
        </div>
        <div className="mt-8 h-72 rounded-2xl bg-slate-100" />
        <div className="mt-8 space-y-3">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-4 rounded bg-slate-100" />
          ))}
        </div>
      </PageSkeleton>
    );
  }
  if (!q.data) {
    return <NotFoundView {...NOT_FOUND_VIEW.blogPost} />;
  }
  // The body arrives rendered and sanitized, or raw if conversion failed (SPEC 5).
  const post = q.data;
  const toc = post.toc.length ? post.toc : null; // only posts with three sections or more have one
  return (
    <div
      className={toc ? "mx-auto max-w-3xl px-4 py-14 xl:grid xl:max-w-[68rem] xl:grid-cols-[minmax(0,48rem)_15rem] xl:gap-12" : "mx-auto max-w-3xl px-4 py-14"}
    >
      <article className="min-w-0">
        <PageMeta
          title={post.title}
          description={post.description}
          canonicalPath={postPath(post.slug)}
          image={post.image}
          pageType="blog"
          ogType="article"
          type="article"
          datePublished={post.date}
          author={post.author || undefined}
          keywords={post.tags}
          breadcrumbs={[
            { name: "Home", url: "/" },
            { name: "Blog", url: "/blog" },
            { name: post.title, url: postPath(post.slug) },
          ]}
          feed
        />
        <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-semibold text-brand hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {BACK_TO.blog}
        </Link>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900">{post.title}</h1>
        <p className="mt-4 text-slate-600">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author || `The ${site.name} Team`} ·{" "}
          <span data-testid="reading-time">{post.readingMinutes} min read</span>
          {post.updated && (
            <>
              <br />
              <span data-testid="updated">
                Updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
              </span>
            </>
          )}
        </p>
        <SmartImage
          src={post.image}
          fallback={PLACEHOLDER_IMAGE}
          alt=""
          width={1200}
          height={675}
          priority
          fade={false}
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-8 h-72 w-full rounded-2xl bg-slate-100 object-cover sm:h-96"
        />
        {toc && <TocDetails toc={toc} />}
        {post.html !== undefined ? (
          // The code blocks' copy buttons are answered by the page's script (app/islands/loader.ts).
          <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
        ) : (
          <div className="prose-content mt-10 whitespace-pre-wrap">{post.raw}</div>
        )}
        <TagChips tags={post.tags} className="mt-10" />
        <PostFooterLinks slug={post.slug} />
        <Link to="/blog" className={buttonClass("primary", "md", "mt-10")}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {BACK_TO.blog}
        </Link>
      </article>
      {toc && <TocSidebar toc={toc} />}
    </div>
  );
}
