// Route loaders return their prefetched queries (see docs/decisions/001).
import { data } from "react-router";
import type { FetchQueryOptions } from "@tanstack/react-query";
import { prefetch } from "./prefetch.server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function prefetchRoute(queries: FetchQueryOptions<any, any, any, any>[]) {
  const result = await prefetch(queries);
  return data(result, { status: result.status });
}
