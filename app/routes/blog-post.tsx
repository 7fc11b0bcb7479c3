import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/blog-post";
import { prefetchRoute } from "../lib/route-data.server.ts";
import { skipServerOnClient } from "../lib/route-data.ts";
import { blogPostQuery } from "../lib/queries.ts";
import { httpFetcher } from "../lib/http.ts";
import { contentToSafeHtml } from "../../common/markdown.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return prefetchRoute([blogPostQuery(context.readApi, params.slug)]);
}
export const clientLoader = skipServerOnClient;

export default function BlogPost({ params }: Route.ComponentProps) {
  const q = useQuery(blogPostQuery(httpFetcher, params.slug));
  if (q.isPending) return <p className="px-4 py-12">Loading…</p>;
  if (!q.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <title>Blog Post Not Found</title>
        <h1 className="text-3xl font-bold">Blog Post Not Found</h1>
        <p>The blog post you're looking for couldn't be found or is temporarily unavailable.</p>
        <Link to="/blog">Back to Blog</Link>
      </div>
    );
  }
  const post = q.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <title>{post.title}</title>
      <h1 className="text-4xl font-bold">{post.title}</h1>
      <p>{post.author} · {post.date}</p>
      <div dangerouslySetInnerHTML={{ __html: contentToSafeHtml(post.content) }} />
      <Link to="/blog">Back to Blog</Link>
    </article>
  );
}
