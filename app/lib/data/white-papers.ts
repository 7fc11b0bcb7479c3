// The fixed list of six white papers (SPEC section 3), from content/white-papers/papers.json.
import papers from "../../../content/white-papers/papers.json";
import type { WhitePaper } from "../../../common/entities.ts";

export const whitePapers: WhitePaper[] = papers;

/** SPEC: the id is read as a whole number; anything else matches no paper. */
export function findWhitePaper(id: string | undefined): WhitePaper | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  const n = Number.parseInt(id, 10);
  return whitePapers.find((p) => p.id === n);
}
