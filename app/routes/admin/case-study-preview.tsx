// A draft case study as visitors will read it, at a signed link the editor hands out
// (/admin/preview/case-studies/{slug}/{expires}-{signature}, server/content/preview-links.ts):
// the case-study page's own component, no account needed, for 7 days, never indexed and
// never cached. A wrong or expired link is a 404.
import { data } from "react-router";
import type { Route } from "./+types/case-study-preview";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { CaseStudyArticle } from "../../components/widgets/case-study-article.tsx";
import { renderCaseStudyBody } from "../../lib/desk/case-studies.server.ts";
import { appContext } from "../../load-context.ts";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
export const headers = () => PRIVATE;

export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const found = context.previewLinks.opens(params.slug, params.token, "caseStudy") ? await context.deskCaseStudies.get(params.slug) : undefined;
  if (!found) throw data("This preview link is wrong or has expired. Ask for a new one.", { status: 404, headers: PRIVATE });
  const { title, description, image, industry, tags, markdown, status } = found;
  return { status, study: { title, description, image, industry, tags, content: renderCaseStudyBody(markdown) } };
}

export default function CaseStudyPreview({ loaderData }: Route.ComponentProps) {
  const { study, status } = loaderData;
  return (
    <>
      <PageMeta title={`Preview: ${study.title}`} description={study.description} noindex />
      <div className="mx-auto mt-6 max-w-6xl px-4">
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {status === "draft" ? "Preview of a draft case study: not public until it is published." : "Preview of a case study as saved."}
        </p>
      </div>
      <CaseStudyArticle study={study} />
    </>
  );
}
