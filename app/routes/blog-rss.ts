// /blog/rss.xml: the blog as an RSS 2.0 feed (the posts the blog list shows).
import { Feed } from "feed";
import type { Route } from "./+types/blog-rss";
import { loadBlogList } from "../../common/blog.ts";
import { absoluteUrl } from "../../common/seo.ts";
import { clock } from "../../common/clock.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.site;
  const { posts } = await loadBlogList(context.readApi, (msg, err) => context.logger.warn({ err }, msg));
  const feed = new Feed({
    title: `${site.name} Blog`,
    description: "Kubernetes, LiveKit & DevOps Consulting Blog",
    id: `${site.url}/blog`,
    link: `${site.url}/blog`,
    language: "en-US",
    image: absoluteUrl(site, "/images/logo.png"),
    copyright: `© ${clock.date().getUTCFullYear()} ${site.name}`,
    feedLinks: { rss: `${site.url}/blog/rss.xml` },
    updated: posts[0] ? new Date(posts[0].date) : clock.date(),
  });
  for (const p of posts) {
    feed.addItem({
      title: p.title,
      id: `${site.url}/blog/${p.slug}`,
      link: `${site.url}/blog/${p.slug}`,
      description: p.description,
      author: [{ name: p.author }],
      date: new Date(p.date),
      image: absoluteUrl(site, p.image),
      category: p.tags.map((name) => ({ name })),
    });
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
