// A page's draft (about, open source, privacy policy, terms) as visitors will read it, at
// a signed link the editor hands out (/admin/preview/pages/{slug}/{expires}-{signature}):
// the page's own component and renderer, no account needed, for 7 days, never indexed and
// never cached. A wrong or expired link is a 404.
import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { ContentPage } from "../../components/widgets/content-page.tsx";
import { renderSitePage } from "../../lib/desk/pages.server.ts";
import { appContext } from "../../load-context.ts";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
export const headers = () => PRIVATE;

export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const page = context.previewLinks.opens(params.slug, params.token, "page") ? await context.deskPages.get(params.slug) : undefined;
  if (!page) throw data("This preview link is wrong or has expired. Ask for a new one.", { status: 404, headers: PRIVATE });
  return { state: page.state, page: renderSitePage(context, { ...page.fields, kicker: page.kicker, body: page.fields.markdown }, false) };
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { page, state } = loaderData;
  return (
    <>
      <PageMeta title={`Preview: ${page.title}`} description={page.description} noindex />
      <div className="mx-auto mt-6 max-w-3xl px-4">
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {state === "draft" ? "Preview of a draft: visitors still read the published page until it is published." : "Preview of the page as it is published."}
        </p>
      </div>
      <ContentPage kicker={page.kicker} title={page.heading} lead={page.lead} html={page.html} />
    </>
  );
}
