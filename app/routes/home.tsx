// Home (SPEC 2): the nine sections in order. The tiles and the service cards' features
// are content/home.yaml, read from the root loader.
import { Link } from "react-router";
import { useRootData } from "../lib/data/site.ts";
import { useQuery } from "@tanstack/react-query";
import { SpriteIcon } from "../components/ui/sprite-icon.tsx";
import type { Route } from "./+types/home";
import { prefetchRoute } from "../lib/data/route-data.server.ts";
import { skipServerOnClient } from "../lib/data/route-data.ts";
import { blogListQuery, caseStudiesQuery, servicesQuery, solutionsQuery, testimonialsQuery } from "../lib/data/queries.ts";
import { httpContentApi } from "../lib/data/content-http.ts";
import { serviceFeatures } from "../lib/presentation/home-features.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ErrorText, SectionHeading, SkeletonGrid } from "../components/widgets/page-hero.tsx";
import { BlogCard, CaseStudyCard, ServiceCard, SolutionCard, TestimonialCard } from "../components/widgets/cards.tsx";
import { LogoStrip } from "../components/widgets/logo-strip.tsx";
import { IconTiles } from "../components/widgets/icon-tiles.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { QueryGrid } from "../components/widgets/query-state.tsx";
import { CARD_GRID } from "../components/widgets/card-grid.ts";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { PlatformDiagram } from "../components/widgets/platform-diagram.tsx";
import { HOME_COUNTS, SKELETON_COUNT } from "../../common/list-counts.ts";
import { LIST_ERROR, NO_BLOG_POSTS } from "../../common/spec-texts.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const f = context.contentApi;
  return prefetchRoute([servicesQuery(f), solutionsQuery(f), caseStudiesQuery(f), testimonialsQuery(f), blogListQuery(f)]);
}
export const clientLoader = skipServerOnClient;

export default function Home() {
  const services = useQuery(servicesQuery(httpContentApi));
  const solutions = useQuery(solutionsQuery(httpContentApi));
  const caseStudies = useQuery(caseStudiesQuery(httpContentApi));
  const testimonials = useQuery(testimonialsQuery(httpContentApi));
  const posts = useQuery(blogListQuery(httpContentApi));
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
          <QueryGrid query={services} loading={{ count: SKELETON_COUNT.services, label: "Loading services" }} error={LIST_ERROR.services}>
            {(s) => <ServiceCard key={s.slug} service={s} features={serviceFeatures(home, s.slug)} />}
          </QueryGrid>
        </div>
      </section>

      <section className="bg-slate-50 py-20" aria-labelledby="home-solutions">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="home-solutions" kicker="Solutions" title="Proven solutions for common problems" />
          <div className="mt-10">
            <QueryGrid
              query={solutions}
              loading={{ count: SKELETON_COUNT.homeSolutions, label: "Loading solutions" }}
              error={LIST_ERROR.solutions}
              limit={HOME_COUNTS.solutions}
            >
              {(s) => <SolutionCard key={s.slug} solution={s} />}
            </QueryGrid>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20" aria-labelledby="home-cases">
        <SectionHeading id="home-cases" kicker="Case studies" title="Results our clients can measure" />
        <div className="mt-10">
          <QueryGrid
            query={caseStudies}
            loading={{ count: SKELETON_COUNT.caseStudies, label: "Loading case studies" }}
            error={LIST_ERROR.caseStudies}
            limit={HOME_COUNTS.caseStudies}
          >
            {(c) => <CaseStudyCard key={c.slug} study={c} />}
          </QueryGrid>
        </div>
      </section>

      <section className="bg-slate-50 py-20" aria-labelledby="home-testimonials">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="home-testimonials" kicker="Testimonials" title="What engineering leaders say" />
          <div className="mt-10">
            <QueryGrid
              query={testimonials}
              loading={{ count: SKELETON_COUNT.testimonials, label: "Loading testimonials" }}
              error={LIST_ERROR.testimonials}
              limit={HOME_COUNTS.testimonials}
              grid="grid gap-6 md:grid-cols-2"
            >
              {(t) => <TestimonialCard key={t.id} testimonial={t} />}
            </QueryGrid>
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
          {posts.isPending ? (
            <SkeletonGrid count={SKELETON_COUNT.homeBlogPosts} label="Loading blog posts" />
          ) : posts.isError ? (
            <ErrorText>{LIST_ERROR.blogPosts}</ErrorText>
          ) : posts.data.posts.length === 0 ? (
            <p className="text-slate-600">{NO_BLOG_POSTS}</p>
          ) : (
            <div className={CARD_GRID}>
              {posts.data.posts.slice(0, HOME_COUNTS.posts).map((p) => (
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
