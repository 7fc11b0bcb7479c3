// Home (SPEC 2): the nine sections in order. The tiles and the service cards' features
// are content/home.yaml, read from the root loader.
import { Link } from "react-router";
import { useRootData } from "../lib/data/site.ts";
import { SpriteIcon } from "../components/ui/sprite-icon.tsx";
import type { Route } from "./+types/home";
import { logReadError, readSections } from "../lib/data/sections.server.ts";
import { serviceFeatures } from "../lib/presentation/home-features.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ErrorText, SectionHeading } from "../components/widgets/page-hero.tsx";
import { BlogCard, CaseStudyCard, ServiceCard, SolutionCard, TestimonialCard } from "../components/widgets/cards.tsx";
import { LogoStrip } from "../components/widgets/logo-strip.tsx";
import { IconTiles } from "../components/widgets/icon-tiles.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { SectionGrid } from "../components/widgets/section-grid.tsx";
import { CARD_GRID } from "../components/widgets/card-grid.ts";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { PlatformDiagram } from "../components/widgets/platform-diagram.tsx";
import { HOME_COUNTS } from "../../common/list-counts.ts";
import { LIST_ERROR, NO_BLOG_POSTS } from "../../common/spec-texts.ts";
import { loadBlogList } from "../../common/blog.ts";
import { appContext } from "../load-context.ts";

// Each list cut to what the home page shows (SPEC 9); a list that cannot be read shows its error text.
export async function loader({ context: router }: Route.LoaderArgs) {
  const api = router.get(appContext).contentApi;
  return readSections({
    services: () => api.services(),
    solutions: async () => (await api.solutions()).slice(0, HOME_COUNTS.solutions),
    caseStudies: async () => (await api.caseStudies()).slice(0, HOME_COUNTS.caseStudies),
    testimonials: async () => (await api.testimonials()).slice(0, HOME_COUNTS.testimonials),
    posts: async () => (await loadBlogList(api, logReadError)).posts.slice(0, HOME_COUNTS.posts),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, solutions, caseStudies, testimonials, posts } = loaderData;
  const { clients, home } = useRootData();

  return (
    <>
      <PageMeta
        title="Home"
        description="Kubernetes managed services, LiveKit and WebRTC deployment, DevOps and SRE, cloud migration and cost optimization by senior engineers in Bangalore."
        canonicalPath="/"
      />
      <section className="relative overflow-hidden bg-gradient-to-br from-[#0b1f3a] via-[#0f3b6e] to-brand pt-16 pb-20 text-white sm:pt-24">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,.05)_1px,transparent_1px)] bg-[size:48px_48px]"
        />
        <div className="relative mx-auto max-w-7xl px-4">
          <div className="lg:grid lg:grid-cols-12 lg:items-center lg:gap-10">
            <div className="lg:col-span-7">
              <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-sky-200 ring-1 ring-white/20">
                Kubernetes · LiveKit · DevOps · SRE
              </p>
              <h1 className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl lg:text-5xl xl:text-6xl">
                Cloud-native platforms and real-time video, run by engineers who have done it before
              </h1>
              <p className="mt-6 max-w-2xl text-lg text-slate-200">
                We design, build and operate Kubernetes platforms, LiveKit and WebRTC systems and the delivery pipelines around them, so your team ships faster
                and sleeps through the night.
              </p>
              <div className="mt-10 flex flex-wrap gap-4">
                <Link to="/book" className={buttonClass("inverse")}>
                  Book a Consultation <SpriteIcon name="arrow-right" className="h-4 w-4" />
                </Link>
                <Link
                  to="/services"
                  className="inline-flex items-center rounded-lg px-6 py-3 font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10"
                >
                  Explore Services
                </Link>
              </div>
            </div>
            <PlatformDiagram className="hidden w-full lg:col-span-5 lg:block" />
          </div>
          <IconTiles tiles={home.tiles} />
        </div>
      </section>

      <LogoStrip clients={clients} />

      <section className="mx-auto max-w-7xl px-4 py-20" aria-labelledby="home-services">
        <SectionHeading
          id="home-services"
          kicker="Services"
          title="What we do"
          lead="Hands-on engineering for the platforms and real-time systems your business runs on."
        />
        <div className="mt-10">
          <SectionGrid section={services} error={LIST_ERROR.services}>
            {(s) => <ServiceCard key={s.slug} service={s} features={serviceFeatures(home, s.slug)} />}
          </SectionGrid>
        </div>
      </section>

      <section className="bg-slate-50 py-20" aria-labelledby="home-solutions">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="home-solutions" kicker="Solutions" title="Proven solutions for common problems" />
          <div className="mt-10">
            <SectionGrid section={solutions} error={LIST_ERROR.solutions}>
              {(s) => <SolutionCard key={s.slug} solution={s} />}
            </SectionGrid>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20" aria-labelledby="home-cases">
        <SectionHeading id="home-cases" kicker="Case studies" title="Results our clients can measure" />
        <div className="mt-10">
          <SectionGrid section={caseStudies} error={LIST_ERROR.caseStudies}>
            {(c) => <CaseStudyCard key={c.slug} study={c} />}
          </SectionGrid>
        </div>
      </section>

      <section className="bg-slate-50 py-20" aria-labelledby="home-testimonials">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="home-testimonials" kicker="Testimonials" title="What engineering leaders say" />
          <div className="mt-10">
            <SectionGrid section={testimonials} error={LIST_ERROR.testimonials} grid="grid gap-6 md:grid-cols-2">
              {(t) => <TestimonialCard key={t.id} testimonial={t} />}
            </SectionGrid>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20" aria-labelledby="home-blog">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="home-blog" kicker="Blog" title="Notes from production" />
          <Link to="/blog" className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
            View all articles <SpriteIcon name="arrow-right" className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-10">
          {!posts.ok ? (
            <ErrorText>{LIST_ERROR.blogPosts}</ErrorText>
          ) : posts.data.length === 0 ? (
            <p className="text-slate-600">{NO_BLOG_POSTS}</p>
          ) : (
            <div className={CARD_GRID}>
              {posts.data.map((p) => (
                <BlogCard key={p.slug} post={p} />
              ))}
            </div>
          )}
        </div>
      </section>

      <CallToAction />
    </>
  );
}
