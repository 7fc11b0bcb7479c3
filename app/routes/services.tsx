// Services list (SPEC 2): hero, a grid of all services, the three-step process.
import type { Route } from "./+types/services";
import { readSections } from "../lib/data/sections.server.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { PageHero, SectionHeading } from "../components/widgets/page-hero.tsx";
import { ServiceCard } from "../components/widgets/cards.tsx";
import { SectionGrid } from "../components/widgets/section-grid.tsx";
import { LIST_ERROR } from "../../common/spec-texts.ts";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { Steps } from "../components/widgets/steps.tsx";
import { useRootData } from "../lib/data/site.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return readSections({ services: () => context.contentApi.services() });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { processSteps } = useRootData();
  return (
    <>
      <PageMeta
        title="Services"
        description="Kubernetes managed services, LiveKit consulting, end-to-end DevOps, managed SRE, video conferencing frameworks and cloud-native consulting."
        canonicalPath="/services"
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Services", url: "/services" },
        ]}
      />
      <PageHero
        kicker="Services"
        title="Engineering services for cloud-native platforms and real-time video"
        lead="From a two-week assessment to 24/7 operations: pick the help you need, delivered by engineers who run these systems every day."
      />
      <section className="mx-auto max-w-7xl px-4 py-16">
        <SectionGrid section={loaderData.services} error={LIST_ERROR.services}>
          {(s) => <ServiceCard key={s.slug} service={s} headingLevel={2} />}
        </SectionGrid>
      </section>
      <section className="bg-slate-50 py-16" aria-labelledby="process">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="process" kicker="How we work" title="A three-step process" />
          <Steps steps={processSteps} />
        </div>
      </section>
      <CallToAction />
    </>
  );
}
