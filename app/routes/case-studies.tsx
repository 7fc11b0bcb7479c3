// Case study list (SPEC 2): hero, card grid ('Read case study' is a full page load), stats.
import type { Route } from "./+types/case-studies";
import { readSections } from "../lib/data/sections.server.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { PageHero } from "../components/widgets/page-hero.tsx";
import { CaseStudyCard } from "../components/widgets/cards.tsx";
import { SectionGrid } from "../components/widgets/section-grid.tsx";
import { LIST_ERROR } from "../../common/spec-texts.ts";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { Stats, type Stat } from "../components/widgets/stats.tsx";
import { appContext } from "../load-context.ts";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return readSections({ caseStudies: () => context.contentApi.caseStudies() });
}

export const CASE_STUDY_STATS: Stat[] = [
  { value: "25+", label: "Fintech Companies" },
  { value: "30+", label: "Healthcare Organizations" },
  { value: "40+", label: "E-commerce Businesses" },
  { value: "20+", label: "SaaS Providers" },
];

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageMeta
        title="Case Studies"
        description="How we helped fintech, healthcare, e-commerce, SaaS and media companies run Kubernetes, LiveKit and DevOps at scale, with the numbers to show for it."
        canonicalPath="/case-studies"
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Case Studies", url: "/case-studies" },
        ]}
      />
      <PageHero
        kicker="Case studies"
        title="Case Studies"
        lead="Real problems, the approach we took and the results we measured. Client names are fictional; the engineering is not."
      />
      <section className="mx-auto max-w-7xl px-4 py-16">
        <SectionGrid section={loaderData.caseStudies} error={LIST_ERROR.caseStudies}>
          {(c, i) => <CaseStudyCard key={c.slug} study={c} fullPageLink priority={i === 0} headingLevel={2} />}
        </SectionGrid>
      </section>
      <Stats items={CASE_STUDY_STATS} label="Clients by industry" />
      <CallToAction />
    </>
  );
}
