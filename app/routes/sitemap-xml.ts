// /sitemap.xml: every public page with its last modification.
import type { Route } from "./+types/sitemap-xml";
import { sitemapPages } from "../lib/data/sitemap-pages.server.ts";
import { todayIso } from "../../common/blog.ts";
import { appContext } from "../load-context.ts";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const today = todayIso();
  const urls = (await sitemapPages(context)).map(
    (p) => `<url><loc>${escapeXml(context.site.url + p.path)}</loc><lastmod>${p.lastModified ?? today}</lastmod></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
