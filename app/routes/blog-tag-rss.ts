// /blog/tag/{tag}/rss.xml: one tag's posts (both blog sources) as an RSS 2.0 feed.
import type { Route } from "./+types/blog-tag-rss";
import { loadTagPage } from "../../common/blog-tags.ts";
import { tagFeedPath, tagPath } from "../../common/paths.ts";
import { blogFeedResponse } from "../lib/data/blog-feed.server.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router, params }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const site = context.site;
  const tag = await loadTagPage(context.contentApi, params.tag, (msg, err) => context.logger.warn({ err }, msg));
  if (!tag) return new Response("No such tag", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return blogFeedResponse(site, {
    title: `${site.name} Blog: ${tag.name}`,
    description: `Articles tagged ${tag.name} on the ${site.name} blog`,
    path: tagPath(tag.name),
    feedPath: tagFeedPath(tag.name),
    posts: tag.posts,
  });
}
