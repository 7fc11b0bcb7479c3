// Cover art for case studies: a chart of the case study's own before/after figures
// (common/case-study-figures.ts), in one of three chart forms picked by the case study's
// order so neighbours on the list differ: paired bars with the headline change, a slope
// chart, or grouped columns. The headline numbers stay legible on a 340 px card. The build
// draws the file case studies' covers with it, the server those of case studies written in
// the desk (server/content/case-study-art.ts).
import { caseStudyFigures, type Figure } from "../../common/case-study-figures.ts";
import { escapeXml } from "./diagram.ts";
import { postCover } from "./post-art.ts";
import { wrap } from "./cover.ts";
import { palette as p, seeded } from "./palette.ts";

const FAMILY = "DejaVu Sans, Verdana, sans-serif";
const f = (n: number) => n.toFixed(0);
const text = (x: number, y: number, s: string, size: number, fill: string, extra = "") =>
  `<text x="${f(x)}" y="${f(y)}" font-family="${FAMILY}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(s)}</text>`;

/** The change as a reader says it: "−86%", "4×", "+64 pts". */
export function change(fig: Figure): string {
  if (fig.before === 0) return `+${fig.afterText}`;
  if (fig.after === 0) return "−100%";
  const ratio = fig.after / fig.before;
  if (ratio >= 2) return `${Math.round(ratio)}×`;
  return ratio < 1 ? `−${Math.round((1 - ratio) * 100)}%` : `+${Math.round((ratio - 1) * 100)}%`;
}

/** The figure that changed most (by ratio), for the headline. */
const headline = (figs: Figure[]) =>
  figs.filter((x) => x.before > 0 && x.after > 0).sort((a, b) => Math.abs(Math.log(b.after / b.before)) - Math.abs(Math.log(a.after / a.before)))[0] ??
  figs[0]!;

function bars(figs: Figure[]): string {
  const out: string[] = [];
  const shown = figs.slice(0, 3);
  const rowH = Math.min(170, 480 / shown.length);
  const top = 338 - (rowH * shown.length) / 2;
  shown.forEach((fig, i) => {
    const y = top + i * rowH;
    const max = Math.max(fig.before, fig.after) || 1;
    const w = 480;
    const before = Math.max(8, (fig.before / max) * w);
    const after = Math.max(8, (fig.after / max) * w);
    out.push(text(80, y + 30, fig.label, 34, "#ffffff", 'fill-opacity="0.9"'));
    out.push(`<rect x="80" y="${f(y + 46)}" width="${f(before)}" height="22" rx="11" fill="${p.slate}" fill-opacity="0.45"/>`);
    out.push(text(94 + before, y + 66, fig.beforeText, 28, p.slate));
    out.push(`<rect x="80" y="${f(y + 78)}" width="${f(after)}" height="40" rx="20" fill="${i === 0 ? p.amber : p.teal}"/>`);
    out.push(text(96 + after, y + 111, fig.afterText, 38, "#ffffff", 'font-weight="700"'));
  });
  const h = headline(figs);
  out.push(
    `<rect x="800" y="130" width="330" height="415" rx="28" fill="#ffffff" fill-opacity="0.07" stroke="${p.sky}" stroke-opacity="0.4" stroke-width="2"/>`,
  );
  const big = change(h);
  out.push(text(965, 340, big, Math.min(120, Math.floor(280 / (big.length * 0.72))), p.amber, 'font-weight="700" text-anchor="middle"'));
  wrap(h.label, 34, false, 280).forEach((l, i) => out.push(text(965, 410 + i * 42, l, 34, "#ffffff", 'text-anchor="middle"')));
  return out.join("");
}

function slope(figs: Figure[]): string {
  const out: string[] = [];
  const shown = figs.slice(0, 4);
  const [xl, xr, top, bottom] = [110, 440, 110, 540];
  out.push(`<path d="M${xl} ${top - 30} V${bottom + 10} M${xr} ${top - 30} V${bottom + 10}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`);
  out.push(
    text(xl, bottom + 56, "Before", 28, p.slate, 'text-anchor="middle"'),
    text(xr, bottom + 56, "After", 28, "#ffffff", 'text-anchor="middle" font-weight="700"'),
  );
  const ys = (v: number, fig: Figure) => bottom - (v / (Math.max(fig.before, fig.after) || 1)) * (bottom - top);
  // Labels at the right end, pushed apart so none overlap.
  const ends = shown.map((fig, i) => ({ fig, i, y: ys(fig.after, fig) })).sort((a, b) => a.y - b.y);
  let last = -Infinity;
  for (const e of ends) {
    const colour = e.i === 0 ? p.amber : [p.teal, p.sky, "#a78bfa"][e.i % 3]!;
    const y0 = ys(e.fig.before, e.fig);
    out.push(`<line x1="${xl}" y1="${f(y0)}" x2="${xr}" y2="${f(e.y)}" stroke="${colour}" stroke-width="8" stroke-linecap="round"/>`);
    out.push(
      `<circle cx="${xl}" cy="${f(y0)}" r="12" fill="${colour}"/><circle cx="${xr}" cy="${f(e.y)}" r="16" fill="${colour}" stroke="#ffffff" stroke-width="4"/>`,
    );
    const ly = Math.max(e.y + 12, last + 104);
    last = ly;
    out.push(text(490, ly, `${change(e.fig)}  ${e.fig.label}`, 40, colour, 'font-weight="700"'));
    out.push(text(490, ly + 42, `${e.fig.beforeText} → ${e.fig.afterText}`, 32, "#ffffff", 'fill-opacity="0.85"'));
  }
  return out.join("");
}

function columns(figs: Figure[]): string {
  const out: string[] = [];
  const shown = figs.slice(0, 4);
  const group = 1000 / shown.length;
  const base = 470;
  const height = 310;
  out.push(`<path d="M90 ${base} H1110" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>`);
  shown.forEach((fig, i) => {
    const x = 100 + i * group + group / 2;
    const max = Math.max(fig.before, fig.after) || 1;
    const hb = Math.max(6, (fig.before / max) * height);
    const ha = Math.max(6, (fig.after / max) * height);
    out.push(`<rect x="${f(x - 74)}" y="${f(base - hb)}" width="66" height="${f(hb)}" rx="8" fill="${p.slate}" fill-opacity="0.45"/>`);
    out.push(`<rect x="${f(x + 4)}" y="${f(base - ha)}" width="74" height="${f(ha)}" rx="8" fill="${i % 2 ? p.sky : p.teal}"/>`);
    out.push(text(x + 41, base - ha - 16, fig.afterText, 38, "#ffffff", 'font-weight="700" text-anchor="middle"'));
    out.push(text(x - 41, base - hb - 14, fig.beforeText, 28, p.slate, 'text-anchor="middle"'));
    wrap(fig.label, 30, false, group - 16)
      .slice(0, 3)
      .forEach((l, k) => out.push(text(x, base + 48 + k * 36, l, 30, "#ffffff", 'fill-opacity="0.9" text-anchor="middle"')));
  });
  return out.join("");
}

const grounds: [string, string][] = [
  ["#0b1f3a", "#123a6b"],
  ["#0b1f3a", "#134e4a"],
  ["#0f172a", "#312e81"],
];

/** A case study's cover: its figures as a chart; `order` (1-based) picks the chart form. */
export function caseCover(slug: string, order: number, figures: Figure[], width = 1200, height = 675): string {
  const r = seeded(slug);
  const form = [bars, slope, columns][(order - 1) % 3]!;
  const [from, to] = grounds[Math.floor((order - 1) / 3 + r() * 3) % 3]!;
  const lines = Array.from({ length: 6 }, (_, i) => `<path d="M0 ${100 + i * 100} H1200" stroke="#ffffff" stroke-opacity="0.05" stroke-width="2"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 675" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#bg)"/>${lines}
<circle cx="${f(900 + r() * 200)}" cy="${f(r() * 200)}" r="260" fill="${p.sky}" fill-opacity="0.06"/>
${figures.length ? form(figures) : ""}
</svg>`;
}

/** A case study's cover from its markdown: the chart of its figures, or a scene of its topic when it reports none. */
export function caseArt(study: { slug: string; order: number; markdown: string }): string {
  const figures = caseStudyFigures(study.markdown);
  return figures.length ? caseCover(study.slug, study.order || 1, figures) : postCover(study.slug);
}
