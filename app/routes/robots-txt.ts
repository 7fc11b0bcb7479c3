// /robots.txt: everything may be crawled except the lead inbox; points at the sitemap.
import type { Route } from "./+types/robots-txt";
import { appContext } from "../load-context.ts";

export function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const body = `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/admin/\n\nSitemap: ${context.site.url}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
