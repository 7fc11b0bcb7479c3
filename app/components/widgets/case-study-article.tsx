// A case study as its page shows it (SPEC 2: industry, title, image, overview, tags, the
// story and the 'Project Highlights'): the page at /case-studies/{slug} and the desk's
// signed preview of a draft render the same component, so a preview is what visitors get.
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { SmartImage } from "./smart-image.tsx";
import { PLACEHOLDER_IMAGE } from "../../../common/fallback-images.ts";
import { BACK_TO, CASE_STUDY_ROI, CASE_STUDY_TIME_FRAME } from "../../../common/spec-texts.ts";
import { caseStudyFiguresFromHtml, figuresAlt } from "../../../common/case-study-figures.ts";
import type { CaseStudy } from "../../../common/entities.ts";

export function CaseStudyArticle({ study: c }: { study: Pick<CaseStudy, "title" | "description" | "image" | "industry" | "tags" | "content"> }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-14">
      <Link to="/case-studies" className="inline-flex items-center gap-2 text-sm font-semibold text-brand hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {BACK_TO.caseStudies}
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-wide text-teal-700 uppercase">{c.industry}</p>
      <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-slate-900">{c.title}</h1>
      <SmartImage
        src={c.image}
        fallback={PLACEHOLDER_IMAGE}
        alt={figuresAlt(caseStudyFiguresFromHtml(c.content)) || c.title}
        width={1200}
        height={675}
        priority
        fade={false}
        sizes="(min-width: 1024px) 896px, 100vw"
        // Whole, never cropped: the cover is often a chart of the study's own figures, whose
        // top and bottom labels a height cap cut off. Narrower instead, so it stays in view.
        className="mt-8 aspect-video w-full max-w-4xl rounded-2xl object-cover"
      />
      <div className="mt-12 grid gap-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-bold text-slate-900">Overview</h2>
          <p className="mt-3 text-lg text-slate-700">{c.description}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
            {c.tags.map((t) => (
              <li key={t} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                {t}
              </li>
            ))}
          </ul>
          <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: c.content }} />
        </div>
        <aside className="h-fit rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-28" aria-labelledby="highlights">
          <h2 id="highlights" className="text-lg font-semibold text-slate-900">
            Project Highlights
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">Industry</dt>
              <dd className="text-slate-700">{c.industry}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Technologies</dt>
              <dd className="text-slate-700">{c.tags.join(", ")}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-slate-700">{CASE_STUDY_TIME_FRAME}</p>
          <p className="mt-1 text-sm text-slate-700">{CASE_STUDY_ROI}</p>
        </aside>
      </div>
      <Link to="/case-studies" className="mt-12 inline-flex items-center gap-2 font-semibold text-brand hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {BACK_TO.caseStudies}
      </Link>
    </article>
  );
}
