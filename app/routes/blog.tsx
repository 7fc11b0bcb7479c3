import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/blog";
import { prefetchRoute } from "../lib/route-data.server.ts";
import { skipServerOnClient } from "../lib/route-data.ts";
import { blogListQuery } from "../lib/queries.ts";
import { httpFetcher } from "../lib/http.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return prefetchRoute([blogListQuery(context.readApi)]);
}
export const clientLoader = skipServerOnClient;

export default function Blog() {
  const q = useQuery(blogListQuery(httpFetcher));
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <title>Blog</title>
      <h1 className="text-4xl font-bold">Kubernetes, LiveKit &amp; DevOps Consulting Blog</h1>
      {q.isError ? <p className="text-red-600">Error loading blog posts. Please try again.</p> : null}
      {q.data && q.data.posts.length === 0 ? <p>No blog posts available.</p> : null}
      <ul>{q.data?.posts.map((p) => <li key={p.slug}><Link to={`/blog/${p.slug}`}>{p.title}</Link> <p>{p.description}</p></li>)}</ul>
    </div>
  );
}
