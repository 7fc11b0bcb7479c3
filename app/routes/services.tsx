import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/services";
import { prefetchRoute } from "../lib/route-data.server.ts";
import { skipServerOnClient } from "../lib/route-data.ts";
import { servicesQuery } from "../lib/queries.ts";
import { httpFetcher } from "../lib/http.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return prefetchRoute([servicesQuery(context.readApi)]);
}
export const clientLoader = skipServerOnClient;

export default function Screen() {
  const q = useQuery(servicesQuery(httpFetcher));
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <title>Services</title>
      <h1 className="text-4xl font-bold">Services</h1>
      {q.isError ? <p className="text-red-600">Error loading services. Please try again.</p> : null}
      <ul>{q.data?.map((item) => <li key={item.slug}><Link to={`/services/${item.slug}`}>{item.title}</Link> <p>{item.description}</p></li>)}</ul>
    </div>
  );
}
