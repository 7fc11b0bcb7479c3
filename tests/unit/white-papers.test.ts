// The six white papers are real documents (issue 25, section 4): every page after the
// title page is filled with text or carries a figure, the contents give each section's
// real page, each paper cites its sources, and the listing's page count is the PDF's own.
// Read back with poppler's pdftotext, as a reader's tools would.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildWhitePapers, countPdfPages } from "../../scripts/build-whitepapers.ts";

const papers = JSON.parse(fs.readFileSync("content/white-papers/papers.json", "utf8")) as { id: number; pdfUrl: string; pages: number }[];
const out = fs.mkdtempSync(path.join(os.tmpdir(), "white-papers-"));
const pageText = (file: string, n: number) => execFileSync("pdftotext", ["-layout", "-f", String(n), "-l", String(n), file, "-"], { encoding: "utf8" });
const words = (text: string) => text.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;

beforeAll(async () => {
  await buildWhitePapers(out, "content/white-papers");
}, 60_000);

describe.each(papers)("white paper $id", (paper) => {
  const file = () => path.join(out, path.basename(paper.pdfUrl));
  const pages = () => Array.from({ length: countPdfPages(fs.readFileSync(file())) }, (_, i) => pageText(file(), i + 1));

  it("has the page count the listing states", () => {
    expect(countPdfPages(fs.readFileSync(file()))).toBe(paper.pages);
  });

  it("fills every page after the title page: 250 words or a figure, the last page 150 words", () => {
    const all = pages();
    all.slice(1).forEach((text, i) => {
      const n = i + 2;
      const min = n === all.length ? 150 : 250;
      expect(words(text) >= min || /Figure \d+\./.test(text), `page ${n} has ${words(text)} words and no figure`).toBe(true);
    });
    expect(all.join("\n")).not.toMatch(/Notes \d+ of \d+|Worksheet \d|Action plan:/i);
  });

  it("lists its sections in the contents with the page each starts on", () => {
    const all = pages();
    const entries = [...all[1]!.matchAll(/^\s*(\d+)\.\s+(.+?)\s{2,}(\d+)\s*$/gm)].map((m) => ({ n: Number(m[1]), page: Number(m[3]) }));
    expect(entries.length).toBeGreaterThanOrEqual(8);
    for (const e of entries) expect(all[e.page - 1], `section ${e.n} on page ${e.page}`).toMatch(new RegExp(`SECTION ${e.n}\\b`));
  });

  it("has figures and cites at least six references", () => {
    const text = pages().join("\n");
    expect(text).toMatch(/Figure 2\./);
    const refs = text.slice(text.lastIndexOf("References"));
    expect([...refs.matchAll(/^\s*\[\d+\]/gm)].length).toBeGreaterThanOrEqual(6);
  });
});
