// Builds the six white-paper PDFs (public/whitepapers/*.pdf) from their sources in
// content/white-papers/ at build time, so no opaque binary is committed. Each PDF has a
// title page, contents, one page per section, a two-page worksheet per section (an
// assessment and an action plan for the reader's own team), notes pages and an "About"
// page, and exactly the page count that papers.json (and the listing) states.
//   npx tsx scripts/build-whitepapers.ts
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { BRAND_COLOR } from "../common/brand.ts";
import { whitePapersFile } from "../common/content-schema.ts";
import { CONTACT_PROMISES } from "../common/spec-texts.ts";
import { resolveSiteConfig } from "../site.config.ts";

const NAVY = "#0b1f3a";
const BRAND = BRAND_COLOR;
const FIRM = resolveSiteConfig(process.env).name;
const SKY = "#38bdf8";
const GREY = "#475569";
const A4 = { width: 595.28, height: 841.89 };
const M = 56;

interface Paper {
  id: number;
  title: string;
  description: string;
  pdfUrl: string;
  datePublished: string;
  pages: number;
}
interface Section {
  heading: string;
  paragraphs: string[];
  bullets: string[];
}

export function parseSource(markdown: string): Section[] {
  const sections: Section[] = [];
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) sections.push({ heading: line.slice(3).trim(), paragraphs: [], bullets: [] });
    else if (line.startsWith("- ")) sections.at(-1)?.bullets.push(line.slice(2).trim());
    else if (line.trim()) sections.at(-1)?.paragraphs.push(line.trim());
  }
  return sections;
}

function chrome(doc: PDFKit.PDFDocument, paper: Paper, n: number) {
  // The footer sits inside the bottom margin: lift the margin so pdfkit adds no page.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.save().fontSize(8).fillColor(GREY).font("Helvetica");
  doc.text(`${FIRM}  |  ${paper.title}`, M, 28, { width: A4.width - 2 * M, lineBreak: false });
  doc.text(`${n}`, M, A4.height - 36, { width: A4.width - 2 * M, align: "right", lineBreak: false });
  doc
    .moveTo(M, 42)
    .lineTo(A4.width - M, 42)
    .lineWidth(0.5)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.restore();
  doc.page.margins.bottom = bottom;
  doc.x = M;
  doc.y = M;
}

function heading(doc: PDFKit.PDFDocument, text: string, kicker: string) {
  doc.font("Helvetica-Bold").fontSize(9).fillColor(BRAND).text(kicker.toUpperCase(), M, 80, { characterSpacing: 1.5 });
  doc
    .moveDown(0.4)
    .font("Helvetica-Bold")
    .fontSize(24)
    .fillColor(NAVY)
    .text(text, { width: A4.width - 2 * M });
  doc.moveDown(0.8);
}

function lines(doc: PDFKit.PDFDocument, from: number, to: number, step = 26) {
  for (let y = from; y < to; y += step)
    doc
      .moveTo(M, y)
      .lineTo(A4.width - M, y)
      .lineWidth(0.5)
      .strokeColor("#cbd5e1")
      .stroke();
}

export function renderPaper(paper: Paper, sections: Section[]): Promise<Buffer> {
  const fixedPages = 3 + sections.length * 3;
  const notes = paper.pages - fixedPages;
  if (notes < 0) throw new Error(`White paper ${paper.id}: ${sections.length} sections need ${fixedPages} pages, more than ${paper.pages}`);
  const doc = new PDFDocument({
    size: "A4",
    margin: M,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: paper.title, Author: FIRM, Subject: paper.description, CreationDate: new Date("2023-01-01T00:00:00Z") },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  let n = 0;
  const page = () => {
    doc.addPage();
    n++;
    if (n > 1) chrome(doc, paper, n);
  };

  // Title page.
  page();
  doc.rect(0, 0, A4.width, A4.height * 0.62).fill(NAVY);
  for (let i = 0; i < 7; i++)
    doc
      .circle(430 + (i % 3) * 46, 120 + Math.floor(i / 3) * 46, 16)
      .fillOpacity(0.25 + i * 0.08)
      .fill(i % 2 ? SKY : BRAND);
  doc.fillOpacity(1).font("Helvetica-Bold").fontSize(10).fillColor(SKY).text("WHITE PAPER", M, 260, { characterSpacing: 2 });
  doc
    .moveDown(0.6)
    .fontSize(30)
    .fillColor("#ffffff")
    .text(paper.title, { width: A4.width - 2 * M });
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor(NAVY)
    .text(paper.description, M, A4.height * 0.62 + 40, { width: A4.width - 2 * M, lineGap: 4 });
  doc
    .moveDown(2)
    .font("Helvetica-Bold")
    .text(FIRM)
    .font("Helvetica")
    .fillColor(GREY)
    .text(`Bangalore, India  |  ${paper.datePublished}  |  ${paper.pages} pages`);

  // Contents.
  page();
  heading(doc, "Contents", "In this paper");
  sections.forEach((s, i) => {
    doc
      .font("Helvetica")
      .fontSize(12)
      .fillColor(NAVY)
      .text(`${i + 1}.  ${s.heading}`, M, doc.y, { continued: false });
    doc
      .moveUp()
      .text(`${3 + i}`, { align: "right" })
      .moveDown(0.5);
  });
  doc
    .moveDown(0.5)
    .fillColor(GREY)
    .text(`Worksheets for your team begin on page ${3 + sections.length}. Notes pages follow them.`);

  // One page per section.
  sections.forEach((s, i) => {
    page();
    heading(doc, s.heading, `Section ${i + 1}`);
    for (const p of s.paragraphs)
      doc
        .font("Helvetica")
        .fontSize(12)
        .fillColor("#1e293b")
        .text(p, { lineGap: 5, width: A4.width - 2 * M })
        .moveDown(0.8);
    for (const b of s.bullets) doc.font("Helvetica").fontSize(12).fillColor("#1e293b").text(`•  ${b}`, { indent: 8, lineGap: 4 }).moveDown(0.3);
    const first = s.paragraphs[0]?.split(/(?<=\.)\s/)[0] ?? s.bullets[0] ?? s.heading;
    const y = Math.max(doc.y + 20, 520);
    doc.roundedRect(M, y, A4.width - 2 * M, 110, 8).fill("#e0f2fe");
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(BRAND)
      .text("KEY POINT", M + 20, y + 18, { characterSpacing: 1.5 });
    doc
      .font("Helvetica-Oblique")
      .fontSize(13)
      .fillColor(NAVY)
      .text(first, M + 20, y + 36, { width: A4.width - 2 * M - 40, lineGap: 3 });
  });

  // Worksheets: an assessment and an action plan per section.
  sections.forEach((s, i) => {
    page();
    heading(doc, `Assessment: ${s.heading}`, `Worksheet ${i + 1}a`);
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor(GREY)
      .text("Rate where your team stands today (1 = not started, 5 = done and measured), and note the evidence.", { lineGap: 3 });
    const items = s.bullets.length ? s.bullets : s.paragraphs.flatMap((p) => p.split(/(?<=\.)\s/)).slice(0, 5);
    let y = doc.y + 16;
    for (const item of items.slice(0, 6)) {
      doc.font("Helvetica").fontSize(11).fillColor(NAVY).text(item, M, y, { width: 330 });
      for (let k = 0; k < 5; k++)
        doc
          .circle(M + 370 + k * 24, y + 6, 8)
          .lineWidth(0.8)
          .strokeColor(BRAND)
          .stroke();
      y = Math.max(doc.y, y + 20) + 22;
    }
    lines(doc, y + 20, A4.height - 70);
    page();
    heading(doc, `Action plan: ${s.heading}`, `Worksheet ${i + 1}b`);
    const cols = ["Action", "Owner", "Due", "Done"];
    const widths = [250, 110, 70, 53];
    let x = M;
    cols.forEach((c, k) => {
      doc
        .font("Helvetica-Bold")
        .fontSize(10)
        .fillColor(BRAND)
        .text(c, x + 4, doc.y, { width: widths[k], lineBreak: false });
      x += widths[k]!;
    });
    const top = doc.y + 18;
    for (let r = 0; r < 14; r++) {
      let cx = M;
      for (const w of widths) {
        doc
          .rect(cx, top + r * 40, w, 40)
          .lineWidth(0.5)
          .strokeColor("#cbd5e1")
          .stroke();
        cx += w;
      }
    }
  });

  // Notes pages bring the paper to its stated length.
  for (let i = 0; i < notes; i++) {
    page();
    heading(doc, "Notes", `Notes ${i + 1} of ${notes}`);
    lines(doc, doc.y + 10, A4.height - 70);
  }

  // About.
  page();
  heading(doc, `About ${FIRM}`, "Who we are");
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor("#1e293b")
    .text(
      `${FIRM} is a cloud-native consulting firm based in Bangalore, India. Our engineers design, build and operate Kubernetes platforms, LiveKit and WebRTC systems, CI/CD and GitOps delivery, and site reliability practices for fintech, healthcare, e-commerce, media and SaaS companies. ` +
        `If this paper raised questions about your own platform, book a consultation: we reply within ${CONTACT_PROMISES.reply}, and a discovery call typically happens within ${CONTACT_PROMISES.discoveryCall} of first contact.`,
      { lineGap: 5 },
    );

  const count = doc.bufferedPageRange().count;
  if (count !== paper.pages) throw new Error(`White paper ${paper.id} has ${count} pages, expected ${paper.pages}`);
  doc.end();
  return new Promise((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
}

/** Counts the pages of a written PDF by its page objects (independent of pdfkit). */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

export async function buildWhitePapers(outDir = path.resolve("public/whitepapers")) {
  const papers: Paper[] = whitePapersFile.parse(JSON.parse(fs.readFileSync("content/white-papers/papers.json", "utf8")));
  fs.mkdirSync(outDir, { recursive: true });
  for (const paper of papers) {
    const sections = parseSource(fs.readFileSync(`content/white-papers/${paper.id}.md`, "utf8"));
    const pdf = await renderPaper(paper, sections);
    const pages = countPdfPages(pdf);
    if (pages !== paper.pages) throw new Error(`White paper ${paper.id}: the written file has ${pages} pages, expected ${paper.pages}`);
    fs.writeFileSync(path.join(outDir, path.basename(paper.pdfUrl)), pdf);
  }
  return papers.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const n = await buildWhitePapers();
  console.log(`white papers: ${n} PDFs in ${Math.round(performance.now() - started)} ms`);
}
