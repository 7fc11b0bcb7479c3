// Composes small SVG images: avatars and client wordmarks.
import { palette as p, seeded } from "./palette.ts";

const skin = ["#f1c7a5", "#d9a06f", "#b7794a", "#8d5a3b", "#e8b894", "#c68b5f"];
const hair = ["#1f2937", "#3f2a1d", "#111827", "#6b4226", "#4b5563", "#2d1b12"];
const bg = ["#dbeafe", "#ccfbf1", "#fef3c7", "#e0e7ff", "#e0f2fe", "#fae8ff"];

export function avatar(key: string): string {
  const r = seeded(key);
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)]!;
  const long = r() > 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="48" fill="${pick(bg)}"/>
<path d="M16 96 c2 -22 16 -30 32 -30 s30 8 32 30z" fill="${pick([p.brand, p.teal, "#334155", "#7c3aed"])}"/>
<rect x="41" y="54" width="14" height="14" rx="5" fill="${skin[0]}"/>
${long ? `<path d="M26 44 c0 -20 10 -28 22 -28 s22 8 22 28 v22 h-44z" fill="${pick(hair)}"/>` : ""}
<ellipse cx="48" cy="42" rx="17" ry="19" fill="${pick(skin)}"/>
<path d="M31 38 c0 -14 8 -20 17 -20 s17 6 17 20 c-6 -6 -20 -8 -34 0z" fill="${pick(hair)}"/>
</svg>`;
}

export function wordmark(name: string): string {
  const r = seeded(name);
  const mark = [
    `<circle cx="22" cy="24" r="14" fill="none" stroke="#334155" stroke-width="5"/>`,
    `<rect x="8" y="10" width="28" height="28" rx="7" fill="#334155"/>`,
    `<path d="M8 38 L22 10 L36 38z" fill="#334155"/>`,
    `<path d="M8 24 h10 l4 -12 l4 24 l4 -12 h6" fill="none" stroke="#334155" stroke-width="4" stroke-linejoin="round"/>`,
  ][Math.floor(r() * 4)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${name}">
${mark}
<text x="44" y="30" font-family="Inter Variable, Inter, DejaVu Sans, system-ui, sans-serif" font-size="15" font-weight="700" fill="#334155" ${name.length > 11 ? `textLength="110" lengthAdjust="spacingAndGlyphs"` : ""}>${name}</text>
</svg>`;
}
