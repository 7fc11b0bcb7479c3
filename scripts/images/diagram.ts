// Draws an architecture diagram (labelled boxes, groups and arrows) as a 1200x675 SVG in
// the brand palette. The pages show these images as narrow as 640 px, a scale of 0.53, so
// no text is set below MIN_FONT (27 units, about 14.4 px at 640 px wide).
import { palette as p } from "./palette.ts";

export const CANVAS = { width: 1200, height: 675 };
export const MIN_FONT = 27;
const FONT = 28;
const LINE = 34;
const FAMILY = "DejaVu Sans, Verdana, sans-serif";

export type NodeKind = "box" | "brand" | "accent" | "muted";
export interface DiagramNode {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** First line bold, the rest regular. */
  lines: string[];
  kind?: NodeKind;
}
export interface DiagramGroup {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
}
export interface DiagramEdge {
  from: string;
  to: string;
  label?: string;
  both?: boolean;
  dashed?: boolean;
  /** Explicit bends between the two boxes, when the straight or elbow route would cross a box. */
  via?: [number, number][];
  /** Where the label sits, when the middle of the route is crowded. */
  labelAt?: [number, number];
}
/** Free text on the canvas (a legend or a scale). */
export interface DiagramText {
  x: number;
  y: number;
  text: string;
  anchor?: "start" | "middle" | "end";
  bold?: boolean;
  color?: string;
}
export interface Diagram {
  title: string;
  nodes: DiagramNode[];
  edges?: DiagramEdge[];
  groups?: DiagramGroup[];
  texts?: DiagramText[];
  /** Extra SVG drawn under the nodes (bars, rings); its text must respect MIN_FONT too. */
  under?: string;
  /** Extra SVG drawn over the nodes. */
  over?: string;
}

const kinds: Record<NodeKind, { fill: string; stroke: string; text: string }> = {
  box: { fill: "#ffffff", stroke: "#ffffff", text: p.navy },
  brand: { fill: p.brand, stroke: p.sky, text: "#ffffff" },
  accent: { fill: p.sky, stroke: p.sky, text: p.navy },
  muted: { fill: "#16335c", stroke: p.slate, text: "#ffffff" },
};

export const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A conservative width estimate for DejaVu Sans, the font the rasteriser has, so tests can check fit. */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const c of text) {
    if ("iljtfrI.,:;'|!() /-".includes(c)) em += 0.36;
    else if ("mwMW@%".includes(c)) em += 0.92;
    else if (c >= "A" && c <= "Z") em += 0.74;
    else if (c >= "0" && c <= "9") em += 0.64;
    else em += 0.62;
  }
  return em * size * (bold ? 1.1 : 1);
}

function label(x: number, y: number, text: string, opts: { size?: number; bold?: boolean; color?: string; anchor?: string } = {}) {
  const size = Math.max(opts.size ?? FONT, MIN_FONT);
  return `<text x="${x}" y="${y}" font-family="${FAMILY}" font-size="${size}" font-weight="${opts.bold ? 700 : 400}" fill="${opts.color ?? "#fff"}" text-anchor="${opts.anchor ?? "middle"}">${escapeXml(text)}</text>`;
}

function node(n: DiagramNode): string {
  const k = kinds[n.kind ?? "box"];
  const top = n.y + n.h / 2 - ((n.lines.length - 1) * LINE) / 2 + FONT * 0.36;
  const text = n.lines.map((l, i) => label(n.x + n.w / 2, top + i * LINE, l, { bold: i === 0, color: k.text })).join("");
  return `<rect x="${n.x}" y="${n.y}" width="${n.w}" height="${n.h}" rx="14" fill="${k.fill}" stroke="${k.stroke}" stroke-width="3"/>${text}`;
}

function group(g: DiagramGroup): string {
  return `<rect x="${g.x}" y="${g.y}" width="${g.w}" height="${g.h}" rx="20" fill="#ffffff" fill-opacity="0.06" stroke="${p.sky}" stroke-width="3" stroke-dasharray="12 9"/>${label(g.x + 20, g.y + 38, g.label, { bold: true, color: p.sky, anchor: "start" })}`;
}

/** The point where a line from a box's centre towards (tx, ty) leaves the box, on the nearest side. */
function anchor(n: DiagramNode, tx: number, ty: number): [number, number] {
  const cx = n.x + n.w / 2;
  const cy = n.y + n.h / 2;
  if (tx >= n.x && tx <= n.x + n.w) return [tx, ty < cy ? n.y : n.y + n.h];
  if (ty >= n.y && ty <= n.y + n.h) return [tx < cx ? n.x : n.x + n.w, ty];
  const dx = tx - cx;
  const dy = ty - cy;
  return Math.abs(dx) / n.w > Math.abs(dy) / n.h ? [dx < 0 ? n.x : n.x + n.w, cy] : [cx, dy < 0 ? n.y : n.y + n.h];
}

/** Straight when the boxes share a row or column band, otherwise an elbow (or the given bends). */
export function route(a: DiagramNode, b: DiagramNode, via?: [number, number][]): [number, number][] {
  if (via?.length) {
    const first = via[0]!;
    const last = via[via.length - 1]!;
    return [anchor(a, first[0], first[1]), ...via, anchor(b, last[0], last[1])];
  }
  const ox = [Math.max(a.x, b.x), Math.min(a.x + a.w, b.x + b.w)] as const;
  const oy = [Math.max(a.y, b.y), Math.min(a.y + a.h, b.y + b.h)] as const;
  if (ox[1] - ox[0] > 20) {
    const x = (ox[0] + ox[1]) / 2;
    return a.y < b.y
      ? [
          [x, a.y + a.h],
          [x, b.y],
        ]
      : [
          [x, a.y],
          [x, b.y + b.h],
        ];
  }
  if (oy[1] - oy[0] > 20) {
    const y = (oy[0] + oy[1]) / 2;
    return a.x < b.x
      ? [
          [a.x + a.w, y],
          [b.x, y],
        ]
      : [
          [a.x, y],
          [b.x + b.w, y],
        ];
  }
  // Elbow: leave a horizontally, enter b vertically.
  const ay = a.y + a.h / 2;
  const bx = b.x + b.w / 2;
  const start: [number, number] = [bx > a.x + a.w ? a.x + a.w : a.x, ay];
  const end: [number, number] = [bx, b.y > ay ? b.y : b.y + b.h];
  return [start, [bx, ay], end];
}

function edge(e: DiagramEdge, byId: Map<string, DiagramNode>): string {
  const a = byId.get(e.from);
  const b = byId.get(e.to);
  if (!a || !b) throw new Error(`diagram edge ${e.from} -> ${e.to}: unknown box`);
  const pts = route(a, b, e.via);
  const d = pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(0)} ${y.toFixed(0)}`).join(" ");
  const line = `<path d="${d}" fill="none" stroke="${p.sky}" stroke-width="4" stroke-linejoin="round"${e.dashed ? ` stroke-dasharray="12 9"` : ""} marker-end="url(#arrow)"${e.both ? ` marker-start="url(#arrow-start)"` : ""}/>`;
  if (!e.label) return line;
  const [mx, my] = e.labelAt ?? midpoint(pts);
  const w = textWidth(e.label, MIN_FONT) + 20;
  return `${line}<rect x="${(mx - w / 2).toFixed(0)}" y="${my - 22}" width="${w.toFixed(0)}" height="40" rx="10" fill="${p.navy}" fill-opacity="0.92"/>${label(mx, my + 9, e.label, { size: MIN_FONT, color: p.sky })}`;
}

function midpoint(pts: [number, number][]): [number, number] {
  // The middle of the longest segment, so the label sits on a straight run.
  let best = 0;
  let at: [number, number] = pts[0]!;
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i - 1]!;
    const [x2, y2] = pts[i]!;
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (len > best) [best, at] = [len, [(x1 + x2) / 2, (y1 + y2) / 2]];
  }
  return at;
}

export function renderDiagram(d: Diagram, width = CANVAS.width, height = CANVAS.height): string {
  const byId = new Map(d.nodes.map((n) => [n.id, n]));
  const grid = Array.from({ length: 24 }, (_, i) => `<path d="M${i * 50} 0 V675 M0 ${i * 50} H1200" stroke="#fff" stroke-opacity="0.035"/>`).join("");
  const texts = (d.texts ?? []).map((t) => label(t.x, t.y, t.text, { bold: t.bold, color: t.color ?? "#fff", anchor: t.anchor ?? "middle" })).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 675">
<title>${escapeXml(d.title)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.navy}"/><stop offset="1" stop-color="#123a6b"/></linearGradient>
<marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0 L10 5 L0 10z" fill="${p.sky}"/></marker>
<marker id="arrow-start" viewBox="0 0 10 10" refX="2" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M10 0 L0 5 L10 10z" fill="${p.sky}"/></marker></defs>
<rect width="1200" height="675" fill="url(#bg)"/>${grid}
${label(48, 66, d.title, { size: 32, bold: true, anchor: "start" })}<rect x="48" y="84" width="72" height="6" rx="3" fill="${p.sky}"/>
${(d.groups ?? []).map(group).join("")}${d.under ?? ""}
${(d.edges ?? []).map((e) => edge(e, byId)).join("")}
${d.nodes.map(node).join("")}${d.over ?? ""}${texts}
</svg>`;
}
