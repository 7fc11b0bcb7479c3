// A tag's page (issue 14): every visible post of both blog sources with the tag, newest
// first, server-rendered; its RSS feed linked from the head; an unknown tag is a 404.
import { Link } from "react-router";
import { ArrowLeft, Rss } from "lucide-react";
import type { Route } from "./+types/blog-tag";
import { logReadError, readSections } from "../lib/data/sections.server.ts";
import { loadTagPage } from "../../common/blog-tags.ts";
import { tagFeedPath, tagPath } from "../../common/paths.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ErrorText, PageHero } from "../components/widgets/page-hero.tsx";
import { NotFoundView } from "../components/widgets/not-found-view.tsx";
import { BlogCard } from "../components/widgets/cards.tsx";
import { BACK_TO, LIST_ERROR } from "../../common/spec-texts.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router, params }: Route.LoaderArgs) {
  const context = router.get(appContext);
  // null (a 404) when no visible post has the tag.
  return readSections({ tag: () => loadTagPage(context.contentApi, params.tag, logReadError) });
}

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag } = loaderData;
  if (!tag.ok && tag.status === 503)
    return (
      <div className="mx-auto max-w-3xl px-4 py-24">
        <ErrorText>{LIST_ERROR.blogPosts}</ErrorText>
      </div>
    );
  if (!tag.ok) {
    return <NotFoundView title="Tag Not Found" text="No article on our blog carries this tag." backTo="/blog" backLabel={BACK_TO.blog} />;
  }
  const { name, posts } = tag.data;
  const path = tagPath(name);
  const count = `${posts.length} ${posts.length === 1 ? "article" : "articles"}`;
  return (
    <>
      <PageMeta
        title={`${name} Articles`}
        description={`${count} by our engineers on ${name}: field notes from the platforms and real-time systems we build and run.`}
        canonicalPath={path}
        pageType="blog"
        keywords={[name, ...posts.flatMap((p) => p.tags)].filter((t, i, all) => all.indexOf(t) === i).slice(0, 10)}
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Blog", url: "/blog" },
          { name, url: path },
        ]}
        feed={{ title: `${name} articles`, href: tagFeedPath(name) }}
      />
      <PageHero
        badge="Blog topic"
        title={`${name} Articles`}
        lead={`What our engineers have written about ${name}, from the platforms and real-time systems we build and run.`}
      >
        <div className="mt-6 flex flex-wrap gap-4 text-sm font-semibold">
          <Link to="/blog" className="inline-flex min-h-6 items-center gap-2 text-sky-200 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All articles
          </Link>
          <a href={tagFeedPath(name)} className="inline-flex min-h-6 items-center gap-2 text-sky-200 hover:underline">
            <Rss aria-hidden="true" className="h-4 w-4" /> RSS feed<span className="sr-only"> of {name} articles</span>
          </a>
        </div>
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="tagged">
        <h2 id="tagged" className="text-3xl font-bold tracking-tight text-slate-900">
          {count} tagged {name}
        </h2>
        <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((p, i) => (
            <BlogCard key={p.slug} post={p} priority={i === 0} />
          ))}
        </div>
      </section>
    </>
  );
}
