// The three states of every data list (SPEC 4): skeletons while loading, the error
// text in red in place of the grid, then the content.
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorText, SkeletonGrid } from "./page-hero.tsx";
import { CARD_GRID } from "./card-grid.ts";

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

/** A list as a grid of cards in the three states; the skeletons stand in the same grid. */
export function QueryGrid<T>({
  query,
  loading,
  error,
  limit,
  grid = CARD_GRID,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** How many skeletons, and what a screen reader hears while they show. */
  loading: { count: number; label: string };
  error: string;
  /** Show at most this many items. */
  limit?: number;
  grid?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <QueryState query={query} skeleton={<SkeletonGrid count={loading.count} label={loading.label} className={grid} />} error={error}>
      {(items) => <div className={grid}>{items.slice(0, limit).map(children)}</div>}
    </QueryState>
  );
}
