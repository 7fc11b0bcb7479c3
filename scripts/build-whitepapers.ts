// Builds the six white-paper PDFs (public/whitepapers/*.pdf) from their sources in
// content/white-papers/{id}.md at build time, so no opaque binary is committed. A paper is a
// title page, then contents (with page numbers) and the text flowing on: sections, tables,
// key points, vector figures (scripts/whitepapers/figures.ts) and references, with no
// worksheets or notes pages to pad it. The page count papers.json states (and the listing
// shows) must be the count of the PDF built here: the build fails and names the right
// number when they differ.
//   npx tsx scripts/build-whitepapers.ts
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { BRAND_COLOR } from "../common/brand.ts";
import { whitePapersFile } from "../common/content-schema.ts";
import { CONTACT_PROMISES } from "../common/spec-texts.ts";
import { resolveSiteConfig } from "../site.config.ts";
import { type Block, parseSource, winAnsi } from "./whitepapers/source.ts";
import { figureKind } from "./whitepapers/figures.ts";

const NAVY = "#0b1f3a";
const BRAND = BRAND_COLOR;
const FIRM = resolveSiteConfig(process.env).name;
const SKY = "#38bdf8";
const GREY = "#475569";
const INK = "#1e293b";
const A4 = { width: 595.28, height: 841.89 };
const M = 56;
const W = A4.width - 2 * M;
const BOTTOM = A4.height - 64;
const BODY = { size: 10, gap: 2.6 };

interface Paper {
  id: number;
  title: string;
  description: string;
  pdfUrl: string;
  datePublished: string;
  pages: number;
}
type Doc = PDFKit.PDFDocument;

export { parseSource };

/** Text with **bold** runs, flowing across pages. */
function rich(doc: Doc, text: string, options: PDFKit.Mixins.TextOptions = {}, x?: number) {
  const parts = winAnsi(text).split(/\*\*/);
  parts.forEach((part, i) => {
    doc.font(i % 2 ? "Helvetica-Bold" : "Helvetica");
    const last = i === parts.length - 1;
    if (x !== undefined && i === 0) doc.text(part, x, doc.y, { ...options, continued: !last });
    else doc.text(part, { ...options, continued: !last });
  });
}

/** Starts a new page when fewer than `need` points are left on this one. */
function room(doc: Doc, need: number) {
  if (doc.y + need > BOTTOM) doc.addPage();
}

function titlePage(doc: Doc, paper: Paper) {
  doc.rect(0, 0, A4.width, A4.height * 0.62).fill(NAVY);
  for (let i = 0; i < 7; i++)
    doc
      .circle(430 + (i % 3) * 46, 120 + Math.floor(i / 3) * 46, 16)
      .fillOpacity(0.25 + i * 0.08)
      .fill(i % 2 ? SKY : BRAND);
  doc.fillOpacity(1).font("Helvetica-Bold").fontSize(10).fillColor(SKY).text("WHITE PAPER", M, 260, { characterSpacing: 2 });
  doc.moveDown(0.6).fontSize(30).fillColor("#ffffff").text(winAnsi(paper.title), { width: W });
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor(NAVY)
    .text(winAnsi(paper.description), M, A4.height * 0.62 + 40, { width: W, lineGap: 4 });
  doc
    .moveDown(2)
    .font("Helvetica-Bold")
    .text(FIRM)
    .font("Helvetica")
    .fillColor(GREY)
    .text(`Bangalore, India  |  ${paper.datePublished}  |  ${paper.pages} pages`);
}

function table(doc: Doc, rows: string[][]) {
  const cols = Math.max(...rows.map((r) => r.length));
  const longest = Array.from({ length: cols }, (_, c) => Math.max(...rows.map((r) => Math.min(60, (r[c] ?? "").length))) + 6);
  // No column narrower than its longest word (set bold, as the first column is).
  const minimum = Array.from(
    { length: cols },
    (_, c) => Math.max(...rows.flatMap((r) => winAnsi(r[c] ?? "").split(/\s+/)).map((w) => doc.font("Helvetica-Bold").fontSize(8.5).widthOfString(w))) + 12,
  );
  const total = longest.reduce((a, b) => a + b, 0);
  let widths = longest.map((l, c) => Math.max(minimum[c]!, (l / total) * W));
  const over = widths.reduce((a, b) => a + b, 0) - W;
  if (over > 0) {
    const flexible = widths.map((w, c) => w - minimum[c]!);
    const room = flexible.reduce((a, b) => a + b, 0) || 1;
    widths = widths.map((w, c) => w - (flexible[c]! / room) * over);
  }
  const height = (r: string[], bold: boolean) =>
    Math.max(
      ...r.map((cell, c) =>
        doc
          .font(bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(8.5)
          .heightOfString(winAnsi(cell), { width: widths[c]! - 10 }),
      ),
    ) + 10;
  const draw = (r: string[], y: number, header: boolean, shade: boolean) => {
    const h = height(r, header);
    if (header || shade) doc.rect(M, y, W, h).fill(header ? NAVY : "#f1f5f9");
    let x = M;
    r.forEach((cell, c) => {
      doc
        .font(header || c === 0 ? "Helvetica-Bold" : "Helvetica")
        .fontSize(8.5)
        .fillColor(header ? "#ffffff" : INK)
        .text(winAnsi(cell), x + 5, y + 5, { width: widths[c]! - 10 });
      x += widths[c]!;
    });
    return y + h;
  };
  room(doc, height(rows[0]!, true) + height(rows[1] ?? rows[0]!, false) + 10);
  let y = draw(rows[0]!, doc.y + 4, true, false);
  rows.slice(1).forEach((r, i) => {
    if (y + height(r, false) > BOTTOM) {
      doc.addPage();
      y = draw(rows[0]!, doc.y, true, false);
    }
    y = draw(r, y, false, i % 2 === 1);
  });
  doc.x = M;
  doc.y = y + 12;
}

/** The text of the paper; returns the page each section starts on. */
function body(doc: Doc, blocks: Block[]): Map<string, number> {
  const starts = new Map<string, number>();
  let figureNo = 0;
  let section = 0;
  let references = false;
  const page = () => doc.bufferedPageRange().start + doc.bufferedPageRange().count;
  for (const [i, b] of blocks.entries()) {
    const next = blocks[i + 1];
    if (b.type === "h2") {
      room(doc, 110);
      if (doc.y > M + 10) doc.moveDown(1.2);
      section++;
      references = /^references$/i.test(b.text);
      starts.set(b.text, page());
      doc.font("Helvetica-Bold").fontSize(8.5).fillColor(BRAND).text(`SECTION ${section}`, M, doc.y, { characterSpacing: 1.5 });
      doc.moveDown(0.2).font("Helvetica-Bold").fontSize(17).fillColor(NAVY).text(winAnsi(b.text), M, doc.y, { width: W });
      doc.moveDown(0.5);
    } else if (b.type === "h3") {
      room(doc, next?.type === "figure" || next?.type === "table" ? 150 : 70);
      doc.moveDown(0.5).font("Helvetica-Bold").fontSize(11.5).fillColor(NAVY).text(winAnsi(b.text), M, doc.y, { width: W });
      doc.moveDown(0.3);
    } else if (b.type === "p") {
      room(doc, 30);
      doc.fontSize(BODY.size).fillColor(INK);
      rich(doc, b.text, { width: W, lineGap: BODY.gap, align: "left" }, M);
      doc.moveDown(0.55);
    } else if (b.type === "ul" && references) {
      // References: numbered, set smaller, as a bibliography is.
      b.items.forEach((item, n) => {
        room(doc, 20);
        const y = doc.y;
        doc
          .font("Helvetica")
          .fontSize(8.5)
          .fillColor(GREY)
          .text(`[${n + 1}]`, M, y, { width: 22 });
        doc.fillColor(INK).y = y;
        rich(doc, item, { width: W - 26, lineGap: 1.2 }, M + 26);
        doc.moveDown(0.25);
      });
    } else if (b.type === "ul") {
      for (const item of b.items) {
        room(doc, 24);
        const y = doc.y;
        doc.circle(M + 5, y + 5, 1.8).fill(BRAND);
        doc.fontSize(BODY.size).fillColor(INK);
        rich(doc, item, { width: W - 16, lineGap: BODY.gap - 0.6 }, M + 16);
        doc.moveDown(0.3);
      }
      doc.moveDown(0.35);
    } else if (b.type === "table") {
      table(doc, b.rows);
    } else if (b.type === "callout") {
      const h =
        doc
          .font("Helvetica-Oblique")
          .fontSize(10.5)
          .heightOfString(winAnsi(b.text), { width: W - 36, lineGap: 2.5 }) + 34;
      room(doc, h + 8);
      const y = doc.y + 2;
      doc.roundedRect(M, y, W, h, 6).fill("#e0f2fe");
      doc.rect(M, y, 4, h).fill(BRAND);
      doc
        .font("Helvetica-Bold")
        .fontSize(7.5)
        .fillColor(BRAND)
        .text("KEY POINT", M + 18, y + 10, { characterSpacing: 1.5 });
      doc
        .font("Helvetica-Oblique")
        .fontSize(10.5)
        .fillColor(NAVY)
        .text(winAnsi(b.text), M + 18, y + 23, { width: W - 36, lineGap: 2.5 });
      doc.x = M;
      doc.y = y + h + 12;
    } else {
      const { figure, unit } = figureKind(b.kind);
      figureNo++;
      const h = figure.height(doc, b.rows, W);
      const caption = `Figure ${figureNo}. ${b.caption}`;
      const ch = doc.font("Helvetica-Oblique").fontSize(8.5).heightOfString(winAnsi(caption), { width: W });
      room(doc, h + ch + 24);
      const y = doc.y + 6;
      figure.draw(doc, b.rows, M, y, W, unit);
      doc
        .font("Helvetica-Oblique")
        .fontSize(8.5)
        .fillColor(GREY)
        .text(winAnsi(caption), M, y + h + 6, { width: W });
      doc.x = M;
      doc.moveDown(1);
    }
  }
  return starts;
}

/** Who wrote the paper, at the foot of the title page (not a page of its own). */
function about(doc: Doc) {
  const text =
    `${FIRM} is a cloud-native consulting firm based in Bangalore, India. Our engineers design, build and operate Kubernetes platforms, LiveKit and WebRTC systems, CI/CD and GitOps delivery, and site reliability practices for fintech, healthcare, e-commerce, media and SaaS companies. ` +
    `If this paper raised questions about your own platform, book a consultation: we reply within ${CONTACT_PROMISES.reply}, and a discovery call typically happens within ${CONTACT_PROMISES.discoveryCall} of first contact.`;
  const h =
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .heightOfString(text, { width: W - 32, lineGap: 2 }) + 40;
  const y = A4.height - 40 - h;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // drawn inside the margin: no page break
  doc.roundedRect(M, y, W, h, 8).fill("#f1f5f9");
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(NAVY)
    .text(`About ${FIRM}`, M + 16, y + 12);
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(INK)
    .text(text, M + 16, y + 30, { width: W - 32, lineGap: 2 });
  doc.page.margins.bottom = bottom;
}

function chrome(doc: Doc, paper: Paper) {
  const { count } = doc.bufferedPageRange();
  for (let i = 1; i < count; i++) {
    doc.switchToPage(i);
    // The header and footer sit inside the margins: lift them so pdfkit adds no page.
    const margins = { ...doc.page.margins };
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;
    doc.fontSize(8).fillColor(GREY).font("Helvetica");
    doc.text(`${FIRM}  |  ${winAnsi(paper.title)}`, M, 28, { width: W, lineBreak: false });
    doc.text(`${i + 1}`, M, A4.height - 36, { width: W, align: "right", lineBreak: false });
    doc
      .moveTo(M, 42)
      .lineTo(A4.width - M, 42)
      .lineWidth(0.5)
      .strokeColor("#cbd5e1")
      .stroke();
    doc.page.margins = margins;
  }
}

function contents(doc: Doc, entries: string[], at: number) {
  doc.font("Helvetica-Bold").fontSize(8.5).fillColor(BRAND).text("IN THIS PAPER", M, at, { characterSpacing: 1.5 });
  doc.moveDown(0.2).fontSize(17).fillColor(NAVY).text("Contents");
  doc.moveDown(0.4);
  const rows = entries.map((e, i) => {
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(INK)
      .text(`${i + 1}.   ${winAnsi(e)}`, M, y, { width: W - 40 });
    doc.moveDown(0.25);
    return y;
  });
  doc
    .moveTo(M, doc.y + 4)
    .lineTo(A4.width - M, doc.y + 4)
    .lineWidth(0.5)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.y += 16;
  return rows;
}

/** Renders the paper; `paper.pages` is only printed on the title page, never enforced here. */
export function renderPaper(paper: Paper, blocks: Block[]): Promise<{ pdf: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: M + 8, bottom: A4.height - BOTTOM, left: M, right: M },
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: paper.title, Author: FIRM, Subject: paper.description, CreationDate: new Date("2023-01-01T00:00:00Z") },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  doc.addPage();
  titlePage(doc, paper);
  about(doc);
  doc.addPage();
  const sections = blocks.filter((b) => b.type === "h2").map((b) => b.text);
  const tocRows = contents(doc, sections, doc.y);
  const starts = body(doc, blocks);
  // The contents' page numbers are known once the text is laid out.
  doc.switchToPage(1);
  for (const [i, s] of sections.entries())
    doc
      .font("Helvetica-Bold")
      .fontSize(10.5)
      .fillColor(NAVY)
      .text(String(starts.get(s)), M, tocRows[i]!, { width: W, align: "right", lineBreak: false });
  chrome(doc, paper);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  return new Promise((resolve) => doc.on("end", () => resolve({ pdf: Buffer.concat(chunks), pages })));
}

/** Counts the pages of a written PDF by its page objects (independent of pdfkit). */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

export async function buildWhitePapers(outDir = path.resolve("public/whitepapers"), contentDir = "content/white-papers") {
  const papers: Paper[] = whitePapersFile.parse(JSON.parse(fs.readFileSync(path.join(contentDir, "papers.json"), "utf8")));
  fs.mkdirSync(outDir, { recursive: true });
  const wrong: string[] = [];
  for (const paper of papers) {
    const { pdf } = await renderPaper(paper, parseSource(fs.readFileSync(path.join(contentDir, `${paper.id}.md`), "utf8")));
    const pages = countPdfPages(pdf);
    if (pages !== paper.pages) wrong.push(`paper ${paper.id} has ${pages} pages: set "pages": ${pages} in ${contentDir}/papers.json`);
    fs.writeFileSync(path.join(outDir, path.basename(paper.pdfUrl)), pdf);
  }
  if (wrong.length) throw new Error(`The listing must state each PDF's real page count:\n${wrong.join("\n")}`);
  return papers.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const n = await buildWhitePapers();
  console.log(`white papers: ${n} PDFs in ${Math.round(performance.now() - started)} ms`);
}
