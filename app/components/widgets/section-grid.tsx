// A data list as the server renders it (SPEC 4, decision 036): its cards in the grid, or
// the SPEC's error text in red in place of the grid when the list could not be read.
import type { ReactNode } from "react";
import type { Section } from "../../lib/data/section.ts";
import { ErrorText } from "./page-hero.tsx";
import { CARD_GRID } from "./card-grid.ts";

export function SectionGrid<T>({
  section,
  error,
  grid = CARD_GRID,
  children,
}: {
  section: Section<T[]>;
  error: string;
  grid?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (!section.ok) return <ErrorText>{error}</ErrorText>;
  return <div className={grid}>{section.data.map(children)}</div>;
}
