// The blog's RSS 2.0 feeds (/blog/rss.xml and one per tag at /blog/tag/{tag}/rss.xml),
// built the same way with the `feed` package.
import { Feed } from "feed";
import type { SiteConfig } from "../../../site.config.ts";
import type { BlogListItem } from "../../../common/blog.ts";
import { absoluteUrl } from "../../../common/seo.ts";
import { clock } from "../../../common/clock.ts";
import { postPath } from "../../../common/paths.ts";

export function blogFeedResponse(
  site: SiteConfig,
  feed: { title: string; description: string; path: string; feedPath: string; posts: BlogListItem[] },
): Response {
  const { posts } = feed;
  const rss = new Feed({
    title: feed.title,
    description: feed.description,
    id: `${site.url}${feed.path}`,
    link: `${site.url}${feed.path}`,
    language: "en-US",
    image: absoluteUrl(site, "/images/logo.png"),
    copyright: `© ${clock.date().getUTCFullYear()} ${site.name}`,
    feedLinks: { rss: `${site.url}${feed.feedPath}` },
    updated: posts[0] ? new Date(posts[0].date) : clock.date(),
  });
  for (const p of posts) {
    rss.addItem({
      title: p.title,
      id: site.url + postPath(p.slug),
      link: site.url + postPath(p.slug),
      description: p.description,
      // No author: RSS 2.0's <author> is an e-mail address, and we publish none. feed 6
      // writes a name alone there, which the W3C validator rejects (feed 5 left it out).
      date: new Date(p.date),
      image: absoluteUrl(site, p.image),
      category: p.tags.map((name) => ({ name })),
    });
  }
  return new Response(rss.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
