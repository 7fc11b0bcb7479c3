// A white-paper cover: portrait 3:4 (720x960), with the paper's title, subtitle and page
// count set large enough to read on the listing's cover thumbnails (about 240 px wide).
import { escapeXml, textWidth } from "./diagram.ts";
import { motifFor } from "./motifs.ts";
import { palette as p, seeded } from "./palette.ts";

export const COVER = { width: 720, height: 960 };
const FAMILY = "DejaVu Sans, Verdana, sans-serif";
const TEXT_WIDTH = 600;

/** Greedy word wrap by the estimated width of DejaVu Sans. */
export function wrap(text: string, size: number, bold: boolean, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size, bold) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const lines = (ls: string[], x: number, y: number, size: number, lead: number, bold: boolean, fill: string) =>
  ls
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * lead}" font-family="${FAMILY}" font-size="${size}" font-weight="${bold ? 700 : 400}" fill="${fill}">${escapeXml(l)}</text>`,
    )
    .join("");

export function cover(paper: { title: string; pages: number }, brand: string): string {
  const [main, sub] = paper.title.split(/:\s*/, 2) as [string, string | undefined];
  const title = wrap(main, 56, true);
  const subtitle = sub ? wrap(sub, 34, false) : [];
  const titleTop = 250;
  const subTop = titleTop + title.length * 68 + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}" viewBox="0 0 720 960">
<title>${escapeXml(paper.title)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.navy}"/><stop offset="1" stop-color="#123a6b"/></linearGradient></defs>
<rect width="720" height="960" fill="url(#bg)"/>
<text x="60" y="120" font-family="${FAMILY}" font-size="26" font-weight="700" letter-spacing="4" fill="${p.sky}">WHITE PAPER</text>
<rect x="60" y="146" width="90" height="8" rx="4" fill="${p.sky}"/>
${lines(title, 60, titleTop, 56, 68, true, "#ffffff")}
${lines(subtitle, 60, subTop, 34, 46, false, p.sky)}
<g transform="translate(-170 470) scale(0.62)" opacity="0.9">${motifFor(paper.title.toLowerCase(), seeded(paper.title))}</g>
<rect y="880" width="720" height="80" fill="${p.brand}"/>
<text x="60" y="930" font-family="${FAMILY}" font-size="28" font-weight="700" fill="#ffffff">${escapeXml(brand)}</text>
<text x="660" y="930" font-family="${FAMILY}" font-size="28" fill="#ffffff" text-anchor="end">${paper.pages} pages</text>
</svg>`;
}
