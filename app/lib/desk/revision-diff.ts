// A revision against what is saved now, for the desk's editors (posts, case studies,
// pages): the short fields that differ, side by side, and the body line by line (the
// `diff` package), long unchanged runs folded to their edges.
import { diffLines } from "diff";

export interface DiffLine {
  kind: "added" | "removed" | "same";
  text: string;
}

export interface RevisionCompare {
  id: number;
  at: string;
  actor: string;
  fields: { field: string; label: string; before: string; after: string }[];
  lines: DiffLine[];
}

export function revisionDiff(before: string, after: string): DiffLine[] {
  const out: DiffLine[] = [];
  for (const part of diffLines(before, after)) {
    const kind: DiffLine["kind"] = part.added ? "added" : part.removed ? "removed" : "same";
    const lines = part.value.replace(/\n$/, "").split("\n");
    if (kind === "same" && lines.length > 6) {
      out.push(...lines.slice(0, 2).map((t) => ({ kind, text: t })));
      out.push({ kind, text: `… ${lines.length - 4} unchanged lines …` });
      out.push(...lines.slice(-2).map((t) => ({ kind, text: t })));
    } else out.push(...lines.map((t) => ({ kind, text: t })));
  }
  return out;
}

const shown = (v: unknown) => (Array.isArray(v) ? v.join(", ") : v === undefined || v === null ? "" : String(v));

/** `fields`: the short fields to compare, with their labels; `markdown` is the body. */
export function revisionCompare<R extends { markdown: string }, C extends { markdown: string }>(
  revision: R & { id: number; at: string; actor: string },
  current: C,
  fields: Partial<Record<keyof R & keyof C & string, string>>,
): RevisionCompare {
  return {
    id: revision.id,
    at: revision.at,
    actor: revision.actor,
    fields: (Object.entries(fields) as [keyof R & keyof C & string, string][]).flatMap(([field, label]) => {
      const [before, after] = [shown(revision[field]), shown(current[field])];
      return before !== after ? [{ field, label, before, after }] : [];
    }),
    lines: revisionDiff(revision.markdown, current.markdown),
  };
}
