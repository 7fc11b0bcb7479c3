// The words are content/pages/privacy-policy.md (docs/content.md). It states what this
// server does: LEAD_RETENTION_DAYS and whether Google Analytics is on fill its conditional parts.
import type { Route } from "./+types/privacy-policy";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ContentPage } from "../components/widgets/content-page.tsx";
import { sitePage } from "../lib/data/site-page.server.ts";
import { appContext } from "../load-context.ts";

export function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return sitePage(context, "privacy-policy");
}

export default function PrivacyPolicy({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageMeta title={page.title} description={page.description} canonicalPath="/privacy-policy" />
      <ContentPage kicker={page.kicker} title={page.heading} lead={page.lead} html={page.html} />
    </>
  );
}
