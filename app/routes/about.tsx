// The words are content/pages/about.md (docs/content.md).
import type { Route } from "./+types/about";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ContentPage } from "../components/widgets/content-page.tsx";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { sitePage } from "../lib/data/site-page.server.ts";
import { appContext } from "../load-context.ts";

export function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return sitePage(context, "about");
}

export default function About({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageMeta title={page.title} description={page.description} canonicalPath="/about" />
      <ContentPage kicker={page.kicker} title={page.heading} lead={page.lead} html={page.html} />
      <CallToAction />
    </>
  );
}
