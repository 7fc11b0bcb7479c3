// The words are content/pages/open-source.md (docs/content.md).
import type { Route } from "./+types/open-source";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ContentPage } from "../components/widgets/content-page.tsx";
import { sitePage } from "../lib/data/site-page.server.ts";
import { appContext } from "../load-context.ts";

export function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return sitePage(context, "open-source");
}

export default function OpenSource({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageMeta title={page.title} description={page.description} canonicalPath="/resources/open-source" />
      <ContentPage kicker={page.kicker} title={page.heading} lead={page.lead} html={page.html} />
    </>
  );
}
