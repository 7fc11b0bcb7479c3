// Service detail (SPEC 2): title, description, the HTML content or a default text,
// 'Back to Services' and the call to action; 'Service Not Found' when missing.
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { SpriteIcon } from "../components/ui/sprite-icon.tsx";
import { buttonClass } from "../components/ui/button.ts";
import type { Route } from "./+types/service-detail";
import { readSections } from "../lib/data/sections.server.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { NotFoundView } from "../components/widgets/not-found-view.tsx";
import { PageHero } from "../components/widgets/page-hero.tsx";
import { ServiceIcon } from "../components/widgets/service-icon.tsx";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { serviceImage } from "../lib/presentation/images.ts";
import { PLACEHOLDER_IMAGE } from "../../common/fallback-images.ts";
import { BACK_TO, NOT_FOUND_VIEW } from "../../common/spec-texts.ts";
import { diagramAlt } from "../lib/presentation/diagram-alt.ts";
import { DiagramFigure } from "../components/widgets/diagram-figure.tsx";
import type { Service } from "../../common/entities.ts";
import { servicePath } from "../../common/paths.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router, params }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return readSections({ service: () => context.contentApi.service(params.slug) });
}

function DefaultServiceText({ service }: { service: Service }) {
  return (
    <div className="prose-content">
      <h2>Overview</h2>
      <p>{service.description} Our engineers start from your current setup and goals, and change things in small, reviewed steps in your own repositories.</p>
      <h2>Features</h2>
      <ul>
        <li>An assessment of your current architecture, risks and costs</li>
        <li>Implementation by senior engineers, paired with your team</li>
        <li>Observability, runbooks and documentation for everything we build</li>
        <li>Optional ongoing operations with 24/7 support</li>
      </ul>
      <h2>Our approach</h2>
      <p>
        We measure before we change anything, agree targets with you, and show progress against them every week. Every decision is written down so your team can
        revisit it later.
      </p>
      <h2>Why choose us</h2>
      <p>
        We run these systems in production for fintech, healthcare, e-commerce, media and SaaS companies. You work with the engineers who do the work, not a
        sales team, and you keep everything we build.
      </p>
    </div>
  );
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  // Missing or unreadable, the SPEC shows the same view (its text says "or is temporarily unavailable").
  if (!loaderData.service.ok) return <NotFoundView {...NOT_FOUND_VIEW.service} />;
  const service = loaderData.service.data;
  return (
    <>
      <PageMeta
        title={service.title}
        description={service.description}
        canonicalPath={servicePath(service.slug)}
        image={serviceImage(service.slug)}
        pageType="service"
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Services", url: "/services" },
          { name: service.title, url: servicePath(service.slug) },
        ]}
      />
      <PageHero kicker="Service" title={service.title} lead={service.description}>
        {/* The call to action in the first screen, not only at the end of the page (issue 11). */}
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/10 text-sky-300">
            <ServiceIcon name={service.icon} />
          </div>
          <Link to="/book" className={buttonClass("inverse")}>
            Book a Consultation <SpriteIcon name="arrow-right" className="h-4 w-4" />
          </Link>
        </div>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-14">
        <DiagramFigure
          src={serviceImage(service.slug)}
          fallback={PLACEHOLDER_IMAGE}
          alt={diagramAlt(serviceImage(service.slug))}
          priority
          sizes="(min-width: 768px) 736px, 100vw"
          className="mb-12"
        />
        {service.content ? <div className="prose-content" dangerouslySetInnerHTML={{ __html: service.content }} /> : <DefaultServiceText service={service} />}
        <Link to="/services" className="mt-12 inline-flex items-center gap-2 font-semibold text-brand hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {BACK_TO.services}
        </Link>
      </article>
      <CallToAction />
    </>
  );
}
