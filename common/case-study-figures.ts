// The before/after figures a case study reports in its "Results" section, read from its
// markdown: table rows "| metric | before | after |" and bullets such as
// "**p99 API latency down 38%** (from 410 ms to 255 ms)" or "**55% lower cost**".
// The cover chart (scripts/images/case-art.ts) and its alt text both use them.

export interface Figure {
  label: string;
  before: number;
  after: number;
  /** The numbers as the case study writes them, e.g. "410 ms". */
  beforeText: string;
  afterText: string;
}

const SECONDS: Record<string, number> = {
  ms: 0.001,
  s: 1,
  sec: 1,
  min: 60,
  minute: 60,
  minutes: 60,
  hour: 3600,
  hours: 3600,
  h: 3600,
  day: 86400,
  days: 86400,
};
const NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*(%|ms|s|sec|minutes?|min|hours?|h|days?)?(?![\w])/i;

function value(text: string): { n: number; unit: string; text: string } | undefined {
  const m = NUMBER.exec(text);
  if (!m) return undefined;
  const unit = (m[2] ?? "").toLowerCase();
  const n = Number(m[1]!.replace(/,/g, ""));
  return { n, unit, text: `${m[1]}${unit ? (unit === "%" ? "%" : ` ${unit}`) : ""}` };
}

/** Times in different units (6 days, 3 hours) are compared in seconds. */
function pair(label: string, a: string, b: string): Figure | undefined {
  const x = value(a);
  const y = value(b);
  if (!x || !y) return undefined;
  // "from 94 to 41 minutes": the unit written once applies to both.
  if (!x.unit && y.unit) Object.assign(x, { unit: y.unit, text: `${x.text}${y.unit === "%" ? "%" : ` ${y.unit}`}` });
  const scale = (v: { n: number; unit: string }) => (SECONDS[v.unit] && SECONDS[x.unit] && SECONDS[y.unit] ? v.n * SECONDS[v.unit]! : v.n);
  return { label, before: scale(x), after: scale(y), beforeText: x.text, afterText: y.text };
}

const cleanLabel = (bold: string) =>
  bold
    .replace(/\s+(down|up|fell|rose|from|cut|lower)\b.*$/i, "")
    .replace(/^\d+x\s+/i, "")
    .replace(/[:.]$/, "")
    .trim();

export function caseStudyFigures(markdown: string): Figure[] {
  // "## Results", or "## The results" as the desk's new case study starts it.
  const results = /^## (?:The )?Results\s*$([\s\S]*?)(?=^## |(?![\s\S]))/im.exec(markdown)?.[1] ?? "";
  const figures: Figure[] = [];
  const rows = results.split("\n").filter((l) => l.trim().startsWith("|"));
  for (const row of rows.slice(2)) {
    const [label, before, after] = row
      .split("|")
      .slice(1, 4)
      .map((c) => c.trim());
    const f = label && before && after ? pair(label, before, after) : undefined;
    if (f) figures.push(f);
  }
  // A bullet's text runs until the next bullet or a blank line.
  for (const bullet of results.split(/\n(?=- )|\n\s*\n/).filter((b) => b.startsWith("- "))) {
    const text = bullet.replace(/\s+/g, " ");
    const bold = /\*\*(.+?)\*\*/.exec(text)?.[1];
    if (!bold) continue;
    const label = cleanLabel(bold);
    const fromTo = /from (?:about )?([\d.,]+\s*[a-z%]*) to (?:about |under )?([\d.,]+\s*[a-z%]*)/i.exec(text);
    // "55% lower cost per visit-minute" names its metric after "lower"; "Compute cost down 22%" before "down".
    const lower = /(\d+)% lower ([a-z][a-z -]*[a-z])/i.exec(text);
    const down = /\bdown (\d+)%/i.exec(bold);
    const f = fromTo
      ? pair(label, fromTo[1]!, fromTo[2]!)
      : lower
        ? pair(lower[2]!, "100%", `${100 - Number(lower[1])}%`)
        : down
          ? pair(label, "100%", `${100 - Number(down[1])}%`)
          : undefined;
    if (f?.label) figures.push({ ...f, label: /^[a-z]+\b/.test(f.label) ? f.label.charAt(0).toUpperCase() + f.label.slice(1) : f.label });
  }
  return figures;
}

/** The chart in words, for the cover's alt text. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);
export const figuresAlt = (figures: Figure[]) =>
  figures.length ? `Chart of the results: ${figures.map((f) => `${inSentence(f.label)} from ${f.beforeText} to ${f.afterText}`).join("; ")}.` : "";

/** The same figures from the case study as the page receives it (rendered HTML). */
export function caseStudyFiguresFromHtml(html: string): Figure[] {
  const markdown = html
    .replace(/<a class="heading-link"[\s\S]*?<\/a>/g, "")
    .replace(/<h2[^>]*>([\s\S]*?)<\/h2>/g, "\n## $1\n")
    .replace(/<\/thead>/g, "\n|---|---|---|")
    .replace(/<tr>/g, "\n|")
    .replace(/<\/t[dh]>/g, " |")
    .replace(/<\/?strong>/g, "**")
    .replace(/<li>/g, "\n- ")
    .replace(/<[^>]+>/g, "")
    .replace(/\n(?!##|\||- |\n)/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  return caseStudyFigures(markdown);
}
