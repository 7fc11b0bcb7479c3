// The site's font files, cut from @fontsource-variable/inter at build time (issue 11).
// On a phone's slow line the preloaded font shares the bandwidth with the HTML and the
// page's scripts; the package's Latin file carries every weight from 100 to 900 (48 KB).
// The site sets text in weights 400 to 800 only (Tailwind's font-normal … font-extrabold),
// so each file keeps that part of the weight axis and exactly the code points of its
// @font-face unicode-range in app/app.css, every glyph and OpenType feature of them
// (tabular figures on the desk) included: 32 KB. A weight outside the range renders at
// its nearest end.
// Outputs are generated, not committed (.gitignore); a run skips files newer than their inputs.
//   npx tsx scripts/build-fonts.ts
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const SOURCE_DIR = "node_modules/@fontsource-variable/inter/files";
const STYLESHEET = "app/app.css";
/** A generated file's name says its weights: inter-latin-wght-400-800-normal.woff2. */
const GENERATED = /\.\/fonts\/generated\/([\w-]+)-wght-(\d+)-(\d+)-normal\.woff2/;

interface Face {
  output: string;
  source: string;
  weights: { min: number; max: number };
  codePoints: string;
}

/** "U+0000-00FF, U+0131" → every code point of those ranges, as text. */
function codePointsOf(unicodeRange: string): string {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let c = parseInt(from!, 16); c <= parseInt(to, 16); c++) text += String.fromCodePoint(c);
  }
  return text;
}

/** The @font-face rules of app.css that use a generated file. */
function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, rule]) => {
    const file = GENERATED.exec(rule!);
    const range = /unicode-range:([^;]+);/.exec(rule!);
    if (!file) return [];
    if (!range) throw new Error(`${STYLESHEET}: the @font-face for ${file[0]} needs a unicode-range`);
    const [name, min, max] = [file[1]!, Number(file[2]), Number(file[3])];
    return [
      {
        output: path.join("app/fonts/generated", `${name}-wght-${min}-${max}-normal.woff2`),
        source: path.join(SOURCE_DIR, `${name}-wght-normal.woff2`),
        weights: { min, max },
        codePoints: codePointsOf(range[1]!),
      },
    ];
  });
}

const css = fs.readFileSync(STYLESHEET, "utf8");
const faces = facesOf(css);
if (faces.length === 0) throw new Error(`${STYLESHEET} uses no font from app/fonts/generated/`);
const inputsMtime = Math.max(fs.statSync(import.meta.filename).mtimeMs, fs.statSync(STYLESHEET).mtimeMs);
fs.mkdirSync("app/fonts/generated", { recursive: true });
for (const face of faces) {
  const newest = Math.max(inputsMtime, fs.statSync(face.source).mtimeMs);
  if (fs.existsSync(face.output) && fs.statSync(face.output).mtimeMs > newest) continue;
  const cut = await subsetFont(fs.readFileSync(face.source), face.codePoints, { targetFormat: "woff2", variationAxes: { wght: face.weights } });
  fs.writeFileSync(face.output, cut);
  console.log(`${face.output}: ${fs.statSync(face.source).size} → ${cut.length} bytes`);
}
