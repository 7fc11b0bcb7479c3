// Vector figures for the white papers, drawn with pdfkit from rows in the paper's source:
//   bars   - Label | value | shown as        a horizontal bar chart
//   flow   - Box title | detail              boxes joined by arrows, left to right
//   layers - Layer | what it holds           a stack, top layer first
//   gantt  - Phase | start | end             a plan on a time axis (caption "[weeks]" style unit in kind: gantt:months)
//   grid   - Title | detail                  a 2-column grid of cards (checklists, options)
import { BRAND_COLOR } from "../../common/brand.ts";
import { winAnsi } from "./source.ts";

type Doc = PDFKit.PDFDocument;
const NAVY = "#0b1f3a";
const SKY = "#38bdf8";
const TEAL = "#0d9488";
const AMBER = "#d97706";
const INK = "#1e293b";
const MUTED = "#64748b";
const TINTS = ["#dbeafe", "#ccfbf1", "#e0e7ff", "#fef3c7", "#e0f2fe", "#f1f5f9"];

interface Figure {
  height: (doc: Doc, rows: string[][], w: number) => number;
  draw: (doc: Doc, rows: string[][], x: number, y: number, w: number, unit: string) => void;
}

const label = (
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  bold = false,
  colour = INK,
  align: "left" | "center" | "right" = "left",
) =>
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(size)
    .fillColor(colour)
    .text(winAnsi(text), x, y, { width, align, lineGap: 1 });

const textHeight = (doc: Doc, text: string, width: number, size: number, bold = false) =>
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(size)
    .heightOfString(winAnsi(text), { width, lineGap: 1 });

const bars: Figure = {
  height: (_doc, rows) => rows.length * 26 + 8,
  draw(doc, rows, x, y, w) {
    const max = Math.max(...rows.map((r) => Number(r[1]) || 0)) || 1;
    const labelW = 170;
    const barW = w - labelW - 70;
    rows.forEach((r, i) => {
      const v = Number(r[1]) || 0;
      const top = y + i * 26;
      label(doc, r[0] ?? "", x, top + 5, labelW - 10, 9, false, INK, "right");
      doc.roundedRect(x + labelW, top + 3, barW, 16, 3).fill("#f1f5f9");
      doc.roundedRect(x + labelW, top + 3, Math.max(3, (v / max) * barW), 16, 3).fill(i === 0 ? AMBER : i % 2 ? TEAL : BRAND_COLOR);
      label(doc, r[2] ?? String(v), x + labelW + Math.max(3, (v / max) * barW) + 6, top + 6, 70, 9, true, NAVY);
    });
  },
};

/** The tallest box title, so every box's detail starts at the same height. */
const titles = (doc: Doc, rows: string[][], bw: number) => Math.max(...rows.map((r) => textHeight(doc, r[0] ?? "", bw - 12, 9.5, true))) + 4;

const flow: Figure = {
  height: (doc, rows, w) => {
    const bw = (w - (rows.length - 1) * 16) / rows.length;
    return 18 + titles(doc, rows, bw) + Math.max(...rows.map((r) => textHeight(doc, r[1] ?? "", bw - 12, 8))) + 16;
  },
  draw(doc, rows, x, y, w) {
    const gap = 16;
    const bw = (w - (rows.length - 1) * gap) / rows.length;
    const h = this.height(doc, rows, w);
    rows.forEach((r, i) => {
      const bx = x + i * (bw + gap);
      doc.roundedRect(bx, y, bw, h, 6).fill(TINTS[i % TINTS.length]!);
      doc.rect(bx, y, bw, 4).fill(i === rows.length - 1 ? TEAL : BRAND_COLOR);
      label(doc, r[0] ?? "", bx + 6, y + 12, bw - 12, 9.5, true, NAVY);
      label(doc, r[1] ?? "", bx + 6, y + 18 + titles(doc, rows, bw), bw - 12, 8, false, INK);
      if (i < rows.length - 1) {
        const ax = bx + bw + 2;
        const ay = y + h / 2;
        doc
          .moveTo(ax, ay)
          .lineTo(ax + gap - 4, ay)
          .lineWidth(1.5)
          .strokeColor(NAVY)
          .stroke();
        doc
          .moveTo(ax + gap - 8, ay - 4)
          .lineTo(ax + gap - 3, ay)
          .lineTo(ax + gap - 8, ay + 4)
          .fill(NAVY);
      }
    });
  },
};

const layers: Figure = {
  height: (doc, rows, w) => rows.reduce((sum, r, i) => sum + Math.max(30, textHeight(doc, r[1] ?? "", w - 2 * i * 6 - 172, 8.5) + 14), 0) + 4,
  draw(doc, rows, x, y, w) {
    let top = y;
    rows.forEach((r, i) => {
      const inset = i * 6;
      const h = Math.max(30, textHeight(doc, r[1] ?? "", w - 2 * inset - 172, 8.5) + 14);
      doc.roundedRect(x + inset, top, w - 2 * inset, h - 4, 5).fill(TINTS[i % TINTS.length]!);
      doc.roundedRect(x + inset, top, 150, h - 4, 5).fill(i === 0 ? NAVY : i % 2 ? BRAND_COLOR : TEAL);
      label(doc, r[0] ?? "", x + inset + 8, top + (h - 4) / 2 - 5, 136, 9, true, "#ffffff");
      label(doc, r[1] ?? "", x + inset + 162, top + 6, w - 2 * inset - 172, 8.5, false, INK);
      top += h;
    });
  },
};

const gantt: Figure = {
  height: (_doc, rows) => rows.length * 22 + 30,
  draw(doc, rows, x, y, w, unit) {
    const end = Math.max(...rows.map((r) => Number(r[2]) || 0)) || 1;
    const labelW = 160;
    const span = w - labelW - 10;
    const step = end <= 12 ? 1 : end <= 26 ? 2 : end <= 52 ? 4 : 6;
    for (let t = 0; t <= end; t += step) {
      const tx = x + labelW + (t / end) * span;
      doc
        .moveTo(tx, y)
        .lineTo(tx, y + rows.length * 22)
        .lineWidth(0.4)
        .strokeColor("#cbd5e1")
        .stroke();
      label(doc, String(t), tx - 10, y + rows.length * 22 + 4, 20, 7.5, false, MUTED, "center");
    }
    label(doc, unit, x + labelW, y + rows.length * 22 + 16, span, 7.5, true, MUTED, "center");
    rows.forEach((r, i) => {
      const s = Number(r[1]) || 0;
      const e = Number(r[2]) || 0;
      const top = y + i * 22;
      label(doc, r[0] ?? "", x, top + 5, labelW - 8, 8.5, false, INK, "right");
      doc.roundedRect(x + labelW + (s / end) * span, top + 4, Math.max(4, ((e - s) / end) * span), 13, 3).fill([BRAND_COLOR, TEAL, SKY, AMBER][i % 4]!);
    });
  },
};

const grid: Figure = {
  height: (doc, rows, w) => {
    const cw = (w - 12) / 2;
    let h = 0;
    for (let i = 0; i < rows.length; i += 2) h += Math.max(...rows.slice(i, i + 2).map((r) => textHeight(doc, r[1] ?? "", cw - 20, 8.5) + 30)) + 10;
    return h;
  },
  draw(doc, rows, x, y, w) {
    const cw = (w - 12) / 2;
    let top = y;
    for (let i = 0; i < rows.length; i += 2) {
      const pair = rows.slice(i, i + 2);
      const h = Math.max(...pair.map((r) => textHeight(doc, r[1] ?? "", cw - 20, 8.5) + 30));
      pair.forEach((r, k) => {
        const cx = x + k * (cw + 12);
        doc.roundedRect(cx, top, cw, h, 6).fill("#f8fafc");
        doc.rect(cx, top, 3, h).fill((i + k) % 3 === 0 ? BRAND_COLOR : (i + k) % 3 === 1 ? TEAL : AMBER);
        label(doc, r[0] ?? "", cx + 12, top + 8, cw - 20, 9.5, true, NAVY);
        label(doc, r[1] ?? "", cx + 12, top + 24, cw - 20, 8.5, false, INK);
      });
      top += h + 10;
    }
  },
};

export const figures: Record<string, Figure> = { bars, flow, layers, gantt, grid };

/** "gantt:months" → the gantt figure with "months" on its axis. */
export function figureKind(kind: string): { figure: Figure; unit: string } {
  const [name, unit = "weeks"] = kind.split(":");
  const figure = figures[name!];
  if (!figure) throw new Error(`unknown figure kind "${kind}" (known: ${Object.keys(figures).join(", ")})`);
  return { figure, unit };
}
