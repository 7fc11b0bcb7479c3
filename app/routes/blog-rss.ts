// /blog/rss.xml: the blog as an RSS 2.0 feed (the posts the blog list shows).
import type { Route } from "./+types/blog-rss";
import { loadBlogList } from "../../common/blog.ts";
import { blogFeedResponse } from "../lib/data/blog-feed.server.ts";
import { BLOG_FEED_PATH } from "../../common/paths.ts";
import { appContext } from "../load-context.ts";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const site = context.site;
  const { posts } = await loadBlogList(context.contentApi, (msg, err) => context.logger.warn({ err }, msg));
  return blogFeedResponse(site, {
    title: `${site.name} Blog`,
    description: "Kubernetes, LiveKit & DevOps Consulting Blog",
    path: "/blog",
    feedPath: BLOG_FEED_PATH,
    posts,
  });
}
