import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/solution-detail";
import { prefetchRoute } from "../lib/route-data.server.ts";
import { skipServerOnClient } from "../lib/route-data.ts";
import { solutionQuery } from "../lib/queries.ts";
import { httpFetcher } from "../lib/http.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return prefetchRoute([solutionQuery(context.readApi, params.slug)]);
}
export const clientLoader = skipServerOnClient;

export default function Screen({ params }: Route.ComponentProps) {
  const q = useQuery(solutionQuery(httpFetcher, params.slug));
  if (q.isPending) return <p className="px-4 py-12">Loading…</p>;
  if (q.isError || !q.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <title>Solution Not Found</title>
        <h1 className="text-3xl font-bold">Solution Not Found</h1>
        <Link to="/solutions">Back</Link>
      </div>
    );
  }
  const item = q.data as { title: string; description: string; content?: string | null };
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <title>{item.title}</title>
      <h1 className="text-4xl font-bold">{item.title}</h1>
      <p>{item.description}</p>
      {item.content ? <div dangerouslySetInnerHTML={{ __html: item.content }} /> : null}
      <Link to="/solutions">Back</Link>
    </article>
  );
}
