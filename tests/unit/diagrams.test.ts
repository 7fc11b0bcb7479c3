// Each service and solution has its own architecture diagram that can be read at 640 px
// wide, a description for screen readers, and white papers a portrait cover with their title.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "../../common/front-matter.ts";
import { diagrams } from "../../scripts/images/diagrams.ts";
import { CANVAS, MIN_FONT, renderDiagram, textWidth } from "../../scripts/images/diagram.ts";
import { COVER, cover } from "../../scripts/images/cover.ts";
import { diagramAlt } from "../../app/lib/presentation/diagram-alt.ts";
import { serviceImage } from "../../app/lib/presentation/images.ts";

const slugs = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.replace(/\.md$/, ""));
const images = [
  ...slugs("content/services").map(serviceImage),
  ...slugs("content/solutions").map((s) => parseFrontMatter(fs.readFileSync(`content/solutions/${s}.md`, "utf8")).data.image as string),
  "/images/solutions/video-conferencing-agents-room.jpg",
  "/images/solutions/video-conferencing-agents-pipeline.jpg",
];
const key = (url: string) => url.replace(/^.*\//, "").replace(/\.\w+$/, "");

describe("service and solution diagrams", () => {
  it("exist for every service and solution, each drawn differently", () => {
    expect(images.length).toBeGreaterThanOrEqual(15);
    for (const url of images) expect(diagrams[key(url)], url).toBeDefined();
    const svgs = images.map((url) => renderDiagram(diagrams[key(url)]!));
    expect(new Set(svgs).size).toBe(images.length);
  });

  it("set no text smaller than 14 px when shown 640 px wide", () => {
    expect((MIN_FONT * 640) / CANVAS.width).toBeGreaterThanOrEqual(14);
    for (const url of images) {
      const sizes = [...renderDiagram(diagrams[key(url)]!).matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
      expect(sizes.length, url).toBeGreaterThan(0);
      expect(Math.min(...sizes), url).toBeGreaterThanOrEqual(MIN_FONT);
    }
  });

  it("fit every label inside its box and every box on the canvas", () => {
    for (const [name, d] of Object.entries(diagrams)) {
      for (const n of d.nodes) {
        expect(n.x >= 0 && n.y >= 0 && n.x + n.w <= CANVAS.width && n.y + n.h <= CANVAS.height, `${name}/${n.id} on canvas`).toBe(true);
        n.lines.forEach((line, i) => expect(textWidth(line, 28, i === 0), `${name}/${n.id}: "${line}"`).toBeLessThanOrEqual(n.w - 16));
        expect(n.lines.length * 34, `${name}/${n.id} height`).toBeLessThanOrEqual(n.h);
      }
      for (const t of d.texts ?? []) {
        const w = textWidth(t.text, 28, t.bold);
        const left = t.anchor === "start" ? t.x : t.anchor === "end" ? t.x - w : t.x - w / 2;
        expect(left >= 0 && left + w <= CANVAS.width, `${name}: "${t.text}"`).toBe(true);
      }
    }
  });

  it("are described for screen readers, each in its own words", () => {
    const alts = images.map(diagramAlt);
    for (const [i, alt] of alts.entries()) expect(alt.length, images[i]).toBeGreaterThan(60);
    expect(new Set(alts).size).toBe(images.length);
    expect(diagramAlt("/images/blog/anything.jpg")).toBe("");
  });
});

describe("white-paper covers", () => {
  const papers = JSON.parse(fs.readFileSync("content/white-papers/papers.json", "utf8")) as { title: string; pages: number }[];

  it("are portrait and carry the paper's title, wrapped to the page", () => {
    expect(COVER.height).toBeGreaterThan(COVER.width);
    for (const paper of papers) {
      const svg = cover(paper, "Clustermind");
      expect(svg).toContain(`viewBox="0 0 ${COVER.width} ${COVER.height}"`);
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(" ");
      for (const word of paper.title.replace(/:/g, "").split(" ")) expect(words, paper.title).toContain(word.replace(/&/g, "&amp;"));
      expect(words).toContain(`${paper.pages} pages`);
    }
  });
});
