// Blog post (SPEC 2 and 4): the markdown file first, then the server post; the not-found
// view for missing, unpublished or failing posts.
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/blog-post";
import { logReadError, readSections } from "../lib/data/sections.server.ts";
import { loadPostFooterLinks } from "../../common/blog-tags.ts";
import { formatDate } from "../lib/presentation/format-date.ts";
import { useSite } from "../lib/data/site.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
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
  // The post arrives rendered with its reading aids (common/blog-post-body.ts); related posts and previous/next follow it.
  return readSections({
    post: () => context.contentApi.renderedPost(params.slug),
    footer: () => loadPostFooterLinks(context.contentApi, params.slug, logReadError),
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  if (!loaderData.post.ok) return <NotFoundView {...NOT_FOUND_VIEW.blogPost} />;
  // The body arrives rendered and sanitized, or raw if conversion failed (SPEC 5).
  const post = loaderData.post.data;
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
        <PostFooterLinks links={loaderData.footer} />
        <Link to="/blog" className={buttonClass("primary", "md", "mt-10")}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {BACK_TO.blog}
        </Link>
      </article>
      {toc && <TocSidebar toc={toc} />}
    </div>
  );
}
