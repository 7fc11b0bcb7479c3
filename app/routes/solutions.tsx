import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/solutions";
import { prefetchRoute } from "../lib/route-data.server.ts";
import { skipServerOnClient } from "../lib/route-data.ts";
import { solutionsQuery } from "../lib/queries.ts";
import { httpFetcher } from "../lib/http.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return prefetchRoute([solutionsQuery(context.readApi)]);
}
export const clientLoader = skipServerOnClient;

export default function Screen() {
  const q = useQuery(solutionsQuery(httpFetcher));
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <title>Solutions</title>
      <h1 className="text-4xl font-bold">Solutions</h1>
      {q.isError ? <p className="text-red-600">Error loading solutions. Please try again.</p> : null}
      <ul>{q.data?.map((item) => <li key={item.slug}><Link to={`/solutions/${item.slug}`}>{item.title}</Link> <p>{item.description}</p></li>)}</ul>
    </div>
  );
}
