// The three states of every data list (SPEC 4): skeletons while loading, the error
// text in red in place of the grid, then the content.
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorText } from "./page-hero.tsx";

export function QueryState<T>({
  query,
  skeleton,
  error,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  error: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError) return <ErrorText>{error}</ErrorText>;
  return <>{children(query.data)}</>;
}
