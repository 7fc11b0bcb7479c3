// Solutions list (SPEC 2): hero, card grid, alternating detailed rows, industries, CTA.
import { Link } from "react-router";
import { SpriteIcon } from "../components/ui/sprite-icon.tsx";
import type { Route } from "./+types/solutions";
import { readSections } from "../lib/data/sections.server.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ErrorText, PageHero, SectionHeading } from "../components/widgets/page-hero.tsx";
import { SolutionCard } from "../components/widgets/cards.tsx";
import { SmartImage } from "../components/widgets/smart-image.tsx";
import { CARD_GRID } from "../components/widgets/card-grid.ts";
import { SOLUTION_FALLBACK_IMAGE } from "../../common/fallback-images.ts";
import { LIST_ERROR } from "../../common/spec-texts.ts";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { solutionPath } from "../../common/paths.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return readSections({ solutions: () => context.contentApi.solutions() });
}

export const INDUSTRIES = ["Fintech", "Healthcare", "E-commerce", "Media & Entertainment", "Manufacturing", "SaaS Companies"];

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { solutions } = loaderData;
  return (
    <>
      <PageMeta
        title="Solutions"
        description="Proven solutions for video AI agents, Kubernetes security, cloud-native transformation, WebRTC, cost optimization, cloud migration and DevOps automation."
        canonicalPath="/solutions"
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Solutions", url: "/solutions" },
        ]}
      />
      <PageHero
        kicker="Solutions"
        title="Solutions built from dozens of real engagements"
        lead="Packaged approaches with clear scope, timelines and results, adapted to your stack."
      />
      <section className="mx-auto max-w-7xl px-4 py-16">
        {!solutions.ok ? (
          <ErrorText>{LIST_ERROR.solutions}</ErrorText>
        ) : (
          <>
            <div className={CARD_GRID}>
              {solutions.data.map((s, i) => (
                <SolutionCard key={s.slug} solution={s} priority={i === 0} headingLevel={2} />
              ))}
            </div>
            <div className="mt-20 space-y-16">
              {solutions.data.map((s, i) => (
                <article key={s.slug} className="grid items-center gap-10 lg:grid-cols-2">
                  <div className={i % 2 ? "lg:order-2" : ""}>
                    <SmartImage
                      src={s.image}
                      fallback={SOLUTION_FALLBACK_IMAGE}
                      alt=""
                      width={1200}
                      height={675}
                      className="aspect-video w-full rounded-2xl object-cover shadow-sm ring-1 ring-slate-200"
                    />
                  </div>
                  <div>
                    <h2 className="text-2xl font-bold text-slate-900">{s.title}</h2>
                    <p className="mt-3 text-slate-600">{s.description}</p>
                    <ul className="mt-5 space-y-2">
                      {s.features.map((f) => (
                        <li key={f} className="flex gap-2 text-slate-700">
                          <SpriteIcon name="check" className="mt-1 h-4 w-4 shrink-0 text-teal-600" /> {f}
                        </li>
                      ))}
                    </ul>
                    <Link
                      to={solutionPath(s.slug)}
                      className="mt-6 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
                      aria-label={`Explore solution: ${s.title}`}
                    >
                      Explore Solution <SpriteIcon name="arrow-right" className="h-4 w-4" />
                    </Link>
                  </div>
                </article>
              ))}
            </div>
          </>
        )}
      </section>
      <section className="bg-slate-50 py-16" aria-labelledby="industries">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="industries" kicker="Industries" title="Industries We Serve" />
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
            {INDUSTRIES.map((name) => (
              <li key={name} className="rounded-xl bg-white p-5 text-center font-semibold text-slate-800 ring-1 ring-slate-200">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
