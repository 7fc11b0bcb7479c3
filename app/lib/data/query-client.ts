// TanStack Query with the SPEC's options: never stale, no refetch on focus, no polling,
// no retries. retryOnMount false keeps a server-rendered error instead of refetching it.
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
