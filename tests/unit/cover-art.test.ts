// Post and case-study covers are art made from each one's topic (issue 25, section 3):
// posts a scene picked by the words of their slug, case studies a chart of their own
// before/after figures. No two covers alike, and no shared layout of placeholder bars.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "../../common/front-matter.ts";
import { caseStudyFigures, caseStudyFiguresFromHtml, figuresAlt } from "../../common/case-study-figures.ts";
import { markdownToSafeHtml } from "../../common/markdown.ts";
import { postCover, sceneFor } from "../../scripts/images/post-art.ts";
import { caseCover } from "../../scripts/images/case-art.ts";

const read = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => ({ slug: f.replace(/\.md$/, ""), ...parseFrontMatter(fs.readFileSync(`${dir}/${f}`, "utf8")) }));
const posts = [...read("content/blog"), ...read("content/server-posts")];
const cases = read("content/case-studies");

describe("post covers", () => {
  it("draw each post's topic as its own scene", () => {
    const scenes = posts.map((p) => sceneFor(p.slug).name);
    expect(new Set(scenes).size, scenes.join(", ")).toBe(posts.length);
    expect(sceneFor("kubernetes-network-policies-cilium").name).toBe("networkPolicy");
    expect(sceneFor("webrtc-turn-servers-explained").name).toBe("natTraversal");
    expect(sceneFor("cloud-native-basics").name).not.toBe("natTraversal");
  });

  it("are stable between builds", () => {
    expect(postCover("gitops-argocd-multi-cluster")).toBe(postCover("gitops-argocd-multi-cluster"));
  });
});

describe("case-study covers", () => {
  it("chart the case study's own figures", () => {
    for (const c of cases) {
      const figures = caseStudyFigures(c.body);
      expect(figures.length, c.slug).toBeGreaterThanOrEqual(2);
      const svg = caseCover(c.slug, Number(c.data.order), figures);
      expect(svg, c.slug).toContain(figures[0]!.afterText.replace(/&/g, "&amp;"));
    }
    const payments = caseStudyFigures(cases.find((c) => c.slug === "payments-platform-multi-az-eks")!.body);
    expect(payments[0]).toMatchObject({ label: "p99 API latency", beforeText: "410 ms", afterText: "255 ms" });
    expect(figuresAlt(payments)).toBe("Chart of the results: p99 API latency from 410 ms to 255 ms; compute cost from 100% to 78%.");
  });

  it("read the same figures from the page's rendered HTML, for the cover's alt text", () => {
    for (const c of cases) expect(caseStudyFiguresFromHtml(markdownToSafeHtml(c.body)), c.slug).toEqual(caseStudyFigures(c.body));
  });

  it("compare times written in different units in one unit", () => {
    const [lead] = caseStudyFigures("## Results\n\n| Metric | Before | After |\n|---|---|---|\n| Lead time | 6 days | under 3 hours |\n");
    expect(lead!.after / lead!.before).toBeCloseTo(3 / 144);
  });
});

it("no two post or case-study covers are alike", () => {
  const svgs = [...posts.map((p) => postCover(p.slug)), ...cases.map((c) => caseCover(c.slug, Number(c.data.order), caseStudyFigures(c.body)))];
  expect(new Set(svgs).size).toBe(svgs.length);
});
