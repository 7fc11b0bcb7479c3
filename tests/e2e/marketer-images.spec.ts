// A marketer's image survives the image build (issue 25): in a copy of the project with the
// fixture content and the images `npm run build` made (with its list of generated files),
// a marketer puts a photo in content/images/ for a post and replaces a case study's
// generated image in public/ by hand; then the real image build (scripts/build-images.ts)
// runs. Both files are byte for byte theirs after it, and the sizes the site serves are
// made from them, not drawn. (Here, not in the unit tests: it starts from the build's output.)
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { FIXTURE_CONTENT_DIR } from "../helpers/content-copy.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
let tree: string;

/** The project's code by symlink; content/ and public/ its own. */
function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "marketer-images-"));
  for (const f of ["scripts", "common", "app", "site.config.ts", "node_modules", "package.json"]) fs.symlinkSync(path.join(ROOT, f), path.join(dir, f));
  fs.cpSync(FIXTURE_CONTENT_DIR, path.join(dir, "content"), { recursive: true });
  // The build's output, with its times: what is up to date stays so.
  fs.cpSync(path.join(ROOT, "public"), path.join(dir, "public"), { recursive: true, preserveTimestamps: true });
  return dir;
}

const buildImages = () =>
  run(path.join(ROOT, "node_modules/.bin/tsx"), ["--tsconfig", path.join(ROOT, "tsconfig.json"), "scripts/build-images.ts"], {
    cwd: tree,
    env: { ...process.env, CONTENT_DIR: "content" },
  });

/** The colour in the middle of an image, as [r, g, b]. */
async function middle(file: string): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const near = (rgb: number[], want: number[]) => rgb.every((c, i) => Math.abs(c - want[i]!) < 24);

test.beforeAll(() => {
  tree = projectCopy();
});
test.afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

test("a marketer's images survive the image build, which makes the site's sizes from them", async () => {
  test.setTimeout(300_000);
  expect(fs.existsSync(path.join(tree, "public/images/.generated.json")), "run `npm run build` first").toBe(true);
  const post = "kubernetes-1-35-upgrade-notes";
  const caseStudy = fs.readdirSync(path.join(tree, "content/case-studies"))[0]!.replace(/\.md$/, "");
  const generatedCaseStudy = path.join(tree, "public/images/case-studies", `${caseStudy}.jpg`);
  expect(fs.existsSync(generatedCaseStudy), "the build drew the case study's image").toBe(true);

  // A photo for the post, committed with the content; a hand-made replacement in public/.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 220, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  fs.mkdirSync(path.join(tree, "content/images/blog"), { recursive: true });
  const marketerPhoto = path.join(tree, "content/images/blog", `${post}.jpg`);
  fs.writeFileSync(marketerPhoto, photo);
  const replacement = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 30, g: 200, b: 60 } } })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(generatedCaseStudy, replacement);
  // A missing size makes the build redo the case study's image (as a change to the
  // generator does): before issue 25 it then drew over the replacement.
  fs.rmSync(path.join(tree, "public/images/case-studies", `${caseStudy}-640.webp`));

  const { stdout } = await buildImages();
  expect(stdout).toMatch(/images: \d+ of \d+ rasterized/);
  expect(fs.readFileSync(marketerPhoto).equals(photo), "content/images is never written").toBe(true);
  expect(fs.readFileSync(generatedCaseStudy).equals(replacement), "the person's file in public/ is kept byte for byte").toBe(true);

  // What the site serves for the post is the marketer's photo, in its own shape.
  for (const size of ["", "-640"]) {
    for (const ext of ["jpg", "webp"]) {
      const served = path.join(tree, "public/images/blog", `${post}${size}.${ext}`);
      expect(near(await middle(served), [220, 40, 40]), `${post}${size}.${ext} is the photo`).toBe(true);
      const { width, height } = await sharp(served).metadata();
      expect(width! / height!).toBeCloseTo(1.6, 1);
    }
  }
  // The case study's other sizes follow the replacement.
  expect(near(await middle(path.join(tree, "public/images/case-studies", `${caseStudy}.webp`)), [30, 200, 60])).toBe(true);
  expect(near(await middle(path.join(tree, "public/images/case-studies", `${caseStudy}-640.webp`)), [30, 200, 60])).toBe(true);
});
