// Reads a white paper's source (content/white-papers/{id}.md) into blocks: "## " sections,
// "### " subsections, paragraphs (consecutive lines), "- " lists, "| " tables, "> " key
// points and figures written as
//   ::: bars Caption of the figure
//   - Label | 42 | 42%
//   :::
// (kinds and their rows in scripts/whitepapers/figures.ts).

export type Block =
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "table"; rows: string[][] }
  | { type: "callout"; text: string }
  | { type: "figure"; kind: string; caption: string; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());

export function parseSource(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split("\n");
  let figure: Extract<Block, { type: "figure" }> | undefined;
  for (const raw of lines) {
    const line = raw.trimEnd();
    const last = blocks.at(-1);
    if (figure) {
      if (line.trim() === ":::") {
        blocks.push(figure);
        figure = undefined;
      } else if (line.startsWith("- ")) figure.rows.push(cells(line.slice(2)));
      continue;
    }
    const open = /^::: (\S+)\s+(.*)$/.exec(line);
    if (open) figure = { type: "figure", kind: open[1]!, caption: open[2]!, rows: [] };
    else if (line.startsWith("## ")) blocks.push({ type: "h2", text: line.slice(3).trim() });
    else if (line.startsWith("### ")) blocks.push({ type: "h3", text: line.slice(4).trim() });
    else if (line.startsWith("- ")) {
      if (last?.type === "ul") last.items.push(line.slice(2).trim());
      else blocks.push({ type: "ul", items: [line.slice(2).trim()] });
    } else if (line.startsWith("|")) {
      if (/^\|[\s:|-]+\|$/.test(line)) continue; // the header's underline
      if (last?.type === "table") last.rows.push(cells(line));
      else blocks.push({ type: "table", rows: [cells(line)] });
    } else if (line.startsWith("> ")) {
      if (last?.type === "callout") last.text += ` ${line.slice(2).trim()}`;
      else blocks.push({ type: "callout", text: line.slice(2).trim() });
    } else if (!line.trim()) blocks.push({ type: "p", text: "" });
    else if (/^\s+\S/.test(raw) && last?.type === "ul") last.items[last.items.length - 1] += ` ${line.trim()}`;
    else if (last?.type === "p" && last.text) last.text += ` ${line.trim()}`;
    else blocks.push({ type: "p", text: line.trim() });
  }
  if (figure) throw new Error(`figure "${figure.caption}" is not closed with :::`);
  return blocks.filter((b) => b.type !== "p" || b.text);
}

/** Standard PDF fonts speak WinAnsi: a few typographic signs are written the ASCII way. */
export const winAnsi = (s: string) =>
  s.replace(/→/g, "->").replace(/←/g, "<-").replace(/≥/g, ">=").replace(/≤/g, "<=").replace(/−/g, "-").replace(/≈/g, "~").replace(/[‐‑]/g, "-");
