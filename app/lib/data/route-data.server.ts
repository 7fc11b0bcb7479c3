// Route loaders return their prefetched queries (see docs/decisions/001).
import { data } from "react-router";
import type { FetchQueryOptions } from "@tanstack/react-query";
import { prefetch } from "./prefetch.server.ts";
import { collectionQuery } from "./queries.ts";
import type { AppLoadContext } from "../../load-context.ts";

/** The loader of a collection's list page: its entries, or a 404 when the collection does not exist. */
export const prefetchCollection = (context: AppLoadContext, name: string) => prefetchRoute([collectionQuery(context.contentApi, name)]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function prefetchRoute(queries: FetchQueryOptions<any, any, any, any>[]) {
  const result = await prefetch(queries);
  return data(result, { status: result.status });
}
