// White paper detail (SPEC 2): the id is read as a whole number; unknown ids show
// 'White Paper Not Found' (HTTP 404).
import { data, Link } from "react-router";
import { ArrowLeft, CheckCircle2, Download } from "lucide-react";
import type { Route } from "./+types/white-paper-detail";
import { findWhitePaper } from "../lib/data/white-papers.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { NotFoundView } from "../components/widgets/not-found-view.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { optimizedSrc } from "../lib/presentation/images.ts";
import { useSite } from "../lib/data/site.ts";
import { BACK_TO, NOT_FOUND_VIEW } from "../../common/spec-texts.ts";
import { whitePaperPath } from "../../common/paths.ts";

export function loader({ params }: Route.LoaderArgs) {
  return data(null, { status: findWhitePaper(params.id) ? 200 : 404 });
}

const learningPoints = [
  "The architecture decisions that matter most, and their trade-offs",
  "A step-by-step implementation path used on real client projects",
  "The metrics to track and the targets that indicate success",
  "Figures, checklists and references to apply it with your own team",
];

export default function WhitePaperDetail({ params }: Route.ComponentProps) {
  const paper = findWhitePaper(params.id);
  const site = useSite();
  if (!paper) return <NotFoundView {...NOT_FOUND_VIEW.whitePaper} />;
  const download = (
    <a href={paper.pdfUrl} target="_blank" rel="noopener" className={buttonClass()}>
      <Download aria-hidden="true" className="h-4 w-4" /> Download PDF
    </a>
  );
  return (
    <>
      <PageMeta
        title={paper.title}
        description={paper.description}
        image={paper.thumbnailUrl}
        canonicalPath={whitePaperPath(paper.id)}
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "White Papers", url: "/white-papers" },
          { name: paper.title, url: whitePaperPath(paper.id) },
        ]}
      />
      <section className="mx-auto grid max-w-6xl gap-12 px-4 py-14 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <Link to="/white-papers" className="inline-flex items-center gap-2 text-sm font-semibold text-brand hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {BACK_TO.whitePapers}
          </Link>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900">{paper.title}</h1>
          <p className="mt-3 text-slate-500">
            {paper.datePublished} · {paper.pages} pages
          </p>
          <p className="mt-6 text-lg text-slate-700">{paper.description}</p>
          <div className="mt-8">{download}</div>
          <h2 className="mt-14 text-2xl font-bold text-slate-900">Inside This White Paper</h2>
          <ul className="mt-5 space-y-3">
            {learningPoints.map((p) => (
              <li key={p} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-teal-600" /> {p}
              </li>
            ))}
          </ul>
          <p className="mt-10 text-slate-700">
            Our white papers are written by the engineers who do this work for clients every week. They are vendor-neutral, cite the numbers we see in
            production, and close with a checklist and the sources we rely on, so you can turn the ideas into a plan for your own team.
          </p>
          <blockquote className="mt-8 border-l-4 border-sky-400 pl-5 text-lg text-slate-700 italic">
            “The best architecture is the one your team can operate at three in the morning.”
            <span className="mt-2 block text-sm font-medium text-slate-500 not-italic">{`— ${site.name} engineering principles`}</span>
          </blockquote>
          <div className="mt-10 flex flex-wrap gap-4">
            {download}
            <Link to="/contact" className={buttonClass("outline")}>
              Schedule a Consultation
            </Link>
          </div>
        </div>
        <div className="lg:col-span-2">
          <img
            src={optimizedSrc(paper.thumbnailUrl)}
            alt={`Cover of ${paper.title}`}
            width={720}
            height={960}
            className="aspect-[3/4] w-full rounded-2xl shadow-lg ring-1 ring-slate-200"
            fetchPriority="high"
            data-testid="white-paper-cover"
          />
        </div>
      </section>
    </>
  );
}
