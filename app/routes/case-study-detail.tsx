// Case study detail (SPEC 2): skeleton while loading; the error text and back link on
// error or missing data; otherwise the study with its 'Project Highlights'.
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/case-study-detail";
import { prefetchRoute } from "../lib/data/route-data.server.ts";
import { skipServerOnClient } from "../lib/data/route-data.ts";
import { caseStudyQuery } from "../lib/data/queries.ts";
import { httpContentApi } from "../lib/data/content-http.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { PageSkeleton } from "../components/widgets/page-hero.tsx";
import { BACK_TO, CASE_STUDY_ERROR } from "../../common/spec-texts.ts";
import { CaseStudyArticle } from "../components/widgets/case-study-article.tsx";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { caseStudyPath } from "../../common/paths.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router, params }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return prefetchRoute([caseStudyQuery(context.contentApi, params.slug)]);
}
export const clientLoader = skipServerOnClient;

export default function CaseStudyDetail({ params }: Route.ComponentProps) {
  const q = useQuery(caseStudyQuery(httpContentApi, params.slug));
  if (q.isPending) {
    return (
      <PageSkeleton label="Loading case study" className="max-w-4xl py-16" data-testid="case-study-skeleton">
        <div className="h-4 w-32 rounded bg-slate-200" />
        <div className="mt-4 h-10 w-3/4 rounded bg-slate-200" />
        <div className="mt-8 aspect-video rounded-2xl bg-slate-100" />
        <div className="mt-8 space-y-3">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-4 rounded bg-slate-100" />
          ))}
        </div>
      </PageSkeleton>
    );
  }
  if (q.isError || !q.data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <PageMeta title="Case Study" noindex />
        <p role="alert" className="text-lg font-medium text-red-700">
          {CASE_STUDY_ERROR}
        </p>
        <Link to="/case-studies" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {BACK_TO.caseStudies}
        </Link>
      </section>
    );
  }
  const c = q.data;
  return (
    <>
      <PageMeta
        title={c.title}
        description={c.description}
        image={c.image}
        canonicalPath={caseStudyPath(c.slug)}
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Case Studies", url: "/case-studies" },
          { name: c.title, url: caseStudyPath(c.slug) },
        ]}
      />
      <CaseStudyArticle study={c} />
      <CallToAction title="Want results like these?" />
    </>
  );
}
