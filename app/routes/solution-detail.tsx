// Solution detail (SPEC 2): hero, image (max 400 px high), about text, key features,
// 'Get Started with This Solution', three fixed cross-links; 'Solution Not Found'.
import { Link } from "react-router";
import { SpriteIcon } from "../components/ui/sprite-icon.tsx";
import type { Route } from "./+types/solution-detail";
import { readSections } from "../lib/data/sections.server.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { NotFoundView } from "../components/widgets/not-found-view.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { PageHero } from "../components/widgets/page-hero.tsx";
import { SmartImage } from "../components/widgets/smart-image.tsx";
import { diagramAlt } from "../lib/presentation/diagram-alt.ts";
import { DiagramFigure } from "../components/widgets/diagram-figure.tsx";
import { SOLUTION_FALLBACK_IMAGE } from "../../common/fallback-images.ts";
import { NOT_FOUND_VIEW } from "../../common/spec-texts.ts";
import { solutionPath } from "../../common/paths.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router, params }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return readSections({ solution: () => context.contentApi.solution(params.slug) });
}

const VIDEO_AGENTS = "video-conferencing-agents";
const videoAgentImages = ["/images/solutions/video-conferencing-agents-room.jpg", "/images/solutions/video-conferencing-agents-pipeline.jpg"];
const crossLinks = [
  { slug: "kubernetes-security-suite", title: "Kubernetes Security Suite" },
  { slug: "cloud-native-transformation", title: "Cloud-Native Transformation" },
  { slug: "webrtc-consulting-development", title: "WebRTC Consulting & Development" },
];

export default function SolutionDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.solution.ok) return <NotFoundView {...NOT_FOUND_VIEW.solution} />;
  const s = loaderData.solution.data;
  const special = s.slug === VIDEO_AGENTS;
  return (
    <>
      <PageMeta
        title={s.title}
        description={s.description}
        image={s.image}
        canonicalPath={solutionPath(s.slug)}
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Solutions", url: "/solutions" },
          { name: s.title, url: solutionPath(s.slug) },
        ]}
      />
      <PageHero kicker="Solution" title={s.title} lead={s.description}>
        {/* The call to action in the first screen, not only below the features (issue 11). */}
        <Link to="/contact" className={buttonClass("inverse", "md", "mt-8")}>
          Talk to an Engineer <SpriteIcon name="arrow-right" className="h-4 w-4" />
        </Link>
      </PageHero>
      <section className="mx-auto max-w-5xl px-4 py-14">
        {/* The diagram keeps its 16:9 shape whole; 712 px wide keeps it within the SPEC's 400 px height. */}
        <DiagramFigure
          src={s.image}
          fallback={SOLUTION_FALLBACK_IMAGE}
          alt={diagramAlt(s.image) || s.title}
          priority
          sizes="(min-width: 768px) 712px, 100vw"
          className="mx-auto max-h-[400px] w-full max-w-[712px]"
        />
        <h2 className="mt-12 text-2xl font-bold text-slate-900">About this solution</h2>
        {special ? (
          <div className="prose-content mt-4">
            <p>
              Our video conferencing agents join calls as real participants: they listen, understand and respond in real time. Built on LiveKit Agents and
              running next to your media servers, they transcribe and translate conversations, take notes, and hold natural voice conversations with sub-second
              responses, while your data stays in your cloud.
            </p>
          </div>
        ) : s.about ? (
          <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: s.about }} />
        ) : (
          <p className="mt-4 text-slate-700">{s.description}</p>
        )}
        {special ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            {videoAgentImages.map((src) => (
              <SmartImage
                key={src}
                src={src}
                fallback={SOLUTION_FALLBACK_IMAGE}
                alt={diagramAlt(src)}
                width={1200}
                height={675}
                sizes="(min-width: 640px) 480px, 100vw"
                className="aspect-video w-full rounded-xl object-cover ring-1 ring-slate-200"
              />
            ))}
          </div>
        ) : null}
        <h2 className="mt-12 text-2xl font-bold text-slate-900">Key features</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {s.features.map((f) => (
            <li key={f} className="flex gap-3 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <SpriteIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-teal-600" /> <span className="text-slate-800">{f}</span>
            </li>
          ))}
        </ul>
        <Link to="/contact" className={buttonClass("primary", "md", "mt-10")}>
          Get Started with This Solution <SpriteIcon name="arrow-right" className="h-4 w-4" />
        </Link>
        <h2 className="mt-16 text-xl font-bold text-slate-900">Related solutions</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {crossLinks.map((c) => (
            <li key={c.slug}>
              <Link to={solutionPath(c.slug)} className="block rounded-xl p-5 font-semibold text-brand ring-1 ring-slate-200 hover:bg-sky-50">
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
