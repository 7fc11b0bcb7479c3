// Blog list (SPEC 2 and 4): markdown posts first, server posts as the fallback,
// the error text in place of the list, 'No blog posts available.'.
import { Link } from "react-router";
import { FileText } from "lucide-react";
import { SpriteIcon } from "../components/ui/sprite-icon.tsx";
import type { Route } from "./+types/blog";
import { logReadError, readSections } from "../lib/data/sections.server.ts";
import { loadBlogList } from "../../common/blog.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ErrorText, PageHero } from "../components/widgets/page-hero.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { BlogCard } from "../components/widgets/cards.tsx";
import { LIST_ERROR, NO_BLOG_POSTS } from "../../common/spec-texts.ts";
import { servicePath } from "../../common/paths.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return readSections({ posts: async () => (await loadBlogList(context.contentApi, logReadError)).posts });
}

export const BLOG_HASHTAGS = ["KubernetesConsulting", "LiveKitTutorials", "DevOpsAutomation", "CloudNative", "WebRTCDevelopment"];
const resources = [
  {
    href: servicePath("kubernetes-managed-services"),
    title: "Kubernetes Managed Services",
    text: "24/7 operations, upgrades and cost control for your clusters.",
  },
  { href: servicePath("livekit-consulting"), title: "LiveKit Consulting", text: "Architecture, deployment and scaling of real-time video and voice." },
  { href: servicePath("end-to-end-devops"), title: "End-to-End DevOps", text: "CI/CD, GitOps and infrastructure as code, built with your team." },
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <PageMeta
        title="Kubernetes, LiveKit & DevOps Consulting Blog"
        description="Practical articles by our engineers on Kubernetes, LiveKit and WebRTC, DevOps automation, SRE and cloud-native platforms."
        canonicalPath="/blog"
        pageType="blog"
        keywords={["Kubernetes consulting", "LiveKit tutorials", "DevOps automation", "Cloud native", "WebRTC development", "SRE"]}
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Blog", url: "/blog" },
        ]}
        feed
      />
      <PageHero
        badge="Expert Insights"
        title="Kubernetes, LiveKit & DevOps Consulting Blog"
        lead="Field notes from the platforms and real-time systems we build and run."
      >
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Topics">
          {BLOG_HASHTAGS.map((t) => (
            <li key={t} className="rounded-full bg-white/10 px-3 py-1 text-sm text-white ring-1 ring-white/20">
              #{t}
            </li>
          ))}
        </ul>
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="latest">
        <h2 id="latest" className="text-3xl font-bold tracking-tight text-slate-900">
          Latest Kubernetes, LiveKit & DevOps Articles
        </h2>
        <div className="mt-10">
          {!posts.ok ? (
            <ErrorText>{LIST_ERROR.blogPosts}</ErrorText>
          ) : posts.data.length === 0 ? (
            <p className="text-slate-600">{NO_BLOG_POSTS}</p>
          ) : (
            <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.data.map((p, i) => (
                <BlogCard key={p.slug} post={p} priority={i === 0} />
              ))}
            </div>
          )}
        </div>
      </section>
      <section className="bg-slate-50 py-16" aria-labelledby="resources">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="resources" className="text-2xl font-bold text-slate-900">
            Expert Consulting Resources
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {resources.map((r) => (
              <li key={r.href}>
                <Link to={r.href} className="block h-full rounded-2xl bg-white p-6 ring-1 ring-slate-200 hover:shadow-md">
                  <span className="font-semibold text-brand">{r.title}</span>
                  <span className="mt-2 block text-sm text-slate-600">{r.text}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-brand p-8 text-white sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-4">
              <FileText aria-hidden="true" className="h-8 w-8 shrink-0 text-sky-300" />
              <div>
                <h2 className="text-xl font-semibold">White Papers & Technical Guides</h2>
                <p className="mt-1 text-sky-100">In-depth guides on WebRTC, Kubernetes cost, security, CI/CD and AI in video.</p>
              </div>
            </div>
            <Link to="/white-papers" className={buttonClass("inverse")}>
              Browse White Papers <SpriteIcon name="arrow-right" className="h-4 w-4" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
