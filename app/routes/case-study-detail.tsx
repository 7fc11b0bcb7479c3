// Case study detail (SPEC 2): the error text and back link on error or missing data;
// otherwise the study with its 'Project Highlights'.
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/case-study-detail";
import { readSections } from "../lib/data/sections.server.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { BACK_TO, CASE_STUDY_ERROR } from "../../common/spec-texts.ts";
import { CaseStudyArticle } from "../components/widgets/case-study-article.tsx";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { caseStudyPath } from "../../common/paths.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router, params }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return readSections({ caseStudy: () => context.contentApi.caseStudy(params.slug) });
}

export default function CaseStudyDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.caseStudy.ok) {
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
  const c = loaderData.caseStudy.data;
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
