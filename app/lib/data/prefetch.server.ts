// SSR: run a route's queries against the in-process ContentApi and dehydrate them
// (errors included, so the first HTML shows the same error text the client would).
import { dehydrate, type DehydratedState, type FetchQueryOptions } from "@tanstack/react-query";
import { statusOf } from "../../../common/http-error.ts";
import { createQueryClient } from "./query-client.ts";

export interface Prefetched {
  dehydratedState: DehydratedState;
  /** 404 when a query's resource does not exist, 503 when the database failed. */
  status: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function prefetch(queries: FetchQueryOptions<any, any, any, any>[]): Promise<Prefetched> {
  const client = createQueryClient();
  await Promise.all(queries.map((q) => client.prefetchQuery(q)));
  let status = 200;
  for (const q of queries) {
    const state = client.getQueryState(q.queryKey);
    if (state?.status === "error") {
      const s = statusOf(state.error) ?? statusOf((state.error as { cause?: unknown })?.cause) ?? 500;
      status = Math.max(status, s === 404 ? 404 : 503);
    } else if (state?.data === null) {
      status = Math.max(status, 404);
    }
  }
  return { dehydratedState: dehydrate(client, { shouldDehydrateQuery: () => true }), status };
}
