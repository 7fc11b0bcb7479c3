import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/case-studies";
import { prefetchRoute } from "../lib/route-data.server.ts";
import { skipServerOnClient } from "../lib/route-data.ts";
import { caseStudiesQuery } from "../lib/queries.ts";
import { httpFetcher } from "../lib/http.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return prefetchRoute([caseStudiesQuery(context.readApi)]);
}
export const clientLoader = skipServerOnClient;

export default function Screen() {
  const q = useQuery(caseStudiesQuery(httpFetcher));
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <title>Case Studies</title>
      <h1 className="text-4xl font-bold">Case Studies</h1>
      {q.isError ? <p className="text-red-600">Error loading case studies. Please try again.</p> : null}
      <ul>{q.data?.map((item) => <li key={item.slug}><Link to={`/case-studies/${item.slug}`}>{item.title}</Link> <p>{item.description}</p></li>)}</ul>
    </div>
  );
}
