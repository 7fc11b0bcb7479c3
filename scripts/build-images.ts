// Builds the site's images (issue: real images made for this site). Each service and
// solution gets its own architecture diagram (scripts/images/diagrams.ts), white papers a
// portrait cover with their title (images/cover.ts), posts a scene of their topic
// (images/post-art.ts) and case studies a chart of their own figures (images/case-art.ts).
// All are rasterized with sharp to JPEG and WebP at full size and 640 px wide. Outputs are
// generated, not committed, and a run skips images that are newer than their inputs.
//   npx tsx scripts/build-images.ts
import fs from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { parse as parseYaml } from "yaml";
import { parseFrontMatter } from "../common/front-matter.ts";
import { clientsFile, testimonialsFile, whitePapersFile } from "../common/content-schema.ts";
import { avatar, wordmark } from "./images/compose.ts";
import { cover } from "./images/cover.ts";
import { postCover } from "./images/post-art.ts";
import { caseArt } from "./images/case-art.ts";
import { renderDiagram } from "./images/diagram.ts";
import { diagrams } from "./images/diagrams.ts";
import { resolveSiteConfig } from "../site.config.ts";
import { buildShareImages } from "./share-images/build.ts";
import { PLACEHOLDER_IMAGE, SOLUTION_FALLBACK_IMAGE } from "../common/fallback-images.ts";
import { generatedFiles, marketerSource } from "./images/marketer-images.ts";
import { encodeVariant, IMAGE_VARIANTS, SMALL_WIDTH, variantSuffix } from "./images/raster.ts";
import { useDrawingFonts } from "./images/drawing-fonts.ts";

useDrawingFonts();
const PUBLIC = path.resolve("public");
const started = performance.now();
const inputsMtime = Math.max(
  ...[
    "build-images.ts",
    "images/compose.ts",
    "images/motifs.ts",
    "images/palette.ts",
    "images/diagram.ts",
    "images/diagrams.ts",
    "images/cover.ts",
    "images/post-art.ts",
    "images/case-art.ts",
    "images/raster.ts",
    "../common/case-study-figures.ts",
  ].map((f) => fs.statSync(path.join("scripts", f)).mtimeMs),
);

function frontMatterImages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => parseFrontMatter(fs.readFileSync(path.join(dir, f), "utf8")).data.image)
    .filter((x): x is string => typeof x === "string");
}

// `input`: a content file the picture is drawn from (a case study's figures): a change redraws it.
type Job = { url: string; out: string; svg: () => string; width: number; height: number; responsive: boolean; input?: string };
const jobs: Job[] = [];
const add = (url: string, svg: () => string, width = 1200, height = 675, responsive = true, input?: string) =>
  jobs.push({ url, out: path.join(PUBLIC, url.replace(/\.(jpe?g|png)$/, "")), svg, width, height, responsive, input });

/** A service's or solution's own diagram when it has one (keyed by the file's base name). */
const picture = (url: string) => () => {
  const key = path.basename(url).replace(/\.\w+$/, "");
  return diagrams[key] ? renderDiagram(diagrams[key]) : postCover(key);
};
for (const url of frontMatterImages("content/solutions")) add(url, picture(url));
// Posts: a scene of the post's topic; case studies: a chart of their own figures.
for (const url of [...frontMatterImages("content/blog"), ...frontMatterImages("content/server-posts")])
  add(url, () => postCover(path.basename(url).replace(/\.\w+$/, "")));
for (const f of fs.readdirSync("content/case-studies").filter((f) => f.endsWith(".md"))) {
  const { data, body } = parseFrontMatter(fs.readFileSync(path.join("content/case-studies", f), "utf8"));
  if (typeof data.image !== "string") continue;
  const slug = f.replace(/\.md$/, "");
  // The chart follows the case study's text: a changed figure redraws it.
  add(data.image, () => caseArt({ slug, order: Number(data.order), markdown: body }), 1200, 675, true, path.join("content/case-studies", f));
}
for (const f of fs.readdirSync("content/services").filter((f) => f.endsWith(".md"))) {
  const url = `/images/services/${f.replace(/\.md$/, "")}.jpg`;
  add(url, picture(url));
}
const papers = whitePapersFile.parse(JSON.parse(fs.readFileSync("content/white-papers/papers.json", "utf8")));
const brand = resolveSiteConfig(process.env).name;
for (const paper of papers) add(paper.thumbnailUrl, () => cover(paper, brand), 720, 960);
for (const url of ["/images/solutions/video-conferencing-agents-room.jpg", "/images/solutions/video-conferencing-agents-pipeline.jpg"]) add(url, picture(url));
add(SOLUTION_FALLBACK_IMAGE, () => postCover("fallback-graph"));
add(PLACEHOLDER_IMAGE, () => postCover("placeholder-graph"));
add("/images/og-default.jpg", () => postCover("og-default-kubernetes-fleet", 1200, 630), 1200, 630, false);

// A marketer's image is never overwritten (scripts/images/marketer-images.ts): one in
// content/images is the source of its address, one a person put in public/ is kept as it
// is and the source of the other sizes; either replaces the illustration.
const generated = generatedFiles(PUBLIC);

async function render(job: Job) {
  const variants = job.responsive ? IMAGE_VARIANTS : IMAGE_VARIANTS.filter((v) => !v.small);
  const targets = variants.map((v) => job.out + variantSuffix(v));
  const source = marketerSource(job.url) ?? (generated.isPersons(targets[0]!) ? targets[0] : undefined);
  const writes = targets.filter((t) => !generated.isPersons(t));
  const newest = Math.max(inputsMtime, source ? fs.statSync(source).mtimeMs : 0, job.input ? fs.statSync(job.input).mtimeMs : 0);
  if (writes.every((t) => fs.existsSync(t) && fs.statSync(t).mtimeMs > newest)) {
    for (const target of writes) generated.wrote(target); // up to date, and the build's own
    return false;
  }
  fs.mkdirSync(path.dirname(job.out), { recursive: true });
  const h = Math.round((job.height * SMALL_WIDTH) / job.width);
  // A marketer's image keeps its own shape; an illustration is drawn at the job's.
  const base = source
    ? sharp(source).rotate().resize({ width: job.width, withoutEnlargement: true })
    : sharp(Buffer.from(job.svg())).resize(job.width, job.height);
  const small = () => (source ? base.clone().resize({ width: SMALL_WIDTH, withoutEnlargement: true }) : base.clone().resize(SMALL_WIDTH, h));
  for (const v of variants) {
    const target = job.out + variantSuffix(v);
    if (!writes.includes(target)) continue;
    await encodeVariant(v.small ? small() : base.clone(), v).toFile(target);
    generated.wrote(target);
  }
  return true;
}

let built = 0;
for (const job of jobs) if (await render(job)) built++;

// Avatars and client wordmarks stay SVG (small, crisp); the logo also gets a PNG for JSON-LD.
const testimonials = testimonialsFile.parse(parseYaml(fs.readFileSync("content/testimonials.yaml", "utf8")));
for (const t of testimonials) writeIfChanged(path.join(PUBLIC, t.avatar), avatar(t.name));
const clients = clientsFile.parse(parseYaml(fs.readFileSync("content/clients.yaml", "utf8")));
for (const c of clients) writeIfChanged(path.join(PUBLIC, c.logo), wordmark(c.name));
for (const [from, to, png] of [
  ["images/logo.svg", "images/logo.png", (s: Sharp) => s.resize(280, 60).png()],
  ["favicon.svg", "apple-touch-icon.png", (s: Sharp) => s.resize(180, 180).flatten({ background: "#ffffff" }).png()],
] as const) {
  const file = path.join(PUBLIC, to);
  if (generated.isPersons(file)) continue;
  await png(sharp(path.join(PUBLIC, from))).toFile(file);
  generated.wrote(file);
}
generated.save();

function writeIfChanged(file: string, text: string) {
  if (generated.isPersons(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) fs.writeFileSync(file, text);
  generated.wrote(file);
}

// Every page's 1200x630 link-preview image (scripts/share-images/).
const share = await buildShareImages(PUBLIC);

console.log(
  `images: ${built} of ${jobs.length} rasterized (others up to date), ${share.built} of ${share.total} share images, ${testimonials.length} avatars, ${clients.length} logos in ${Math.round(performance.now() - started)} ms`,
);
