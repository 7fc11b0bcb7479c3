// Run as a child process (fontconfig reads its configuration once a process): draws "III"
// and "WWW" as SVG text through sharp and prints whether the two differ. Boxes drawn for
// missing glyphs are all alike, letters are not. With `--drawing-fonts` it first points
// fontconfig at the site's drawing fonts (scripts/images/drawing-fonts.ts).
import sharp from "sharp";

if (process.argv.includes("--drawing-fonts")) (await import("../../scripts/images/drawing-fonts.ts")).useDrawingFonts();
const draw = (s) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="45" font-family="DejaVu Sans" font-size="40">${s}</text></svg>`,
    ),
  )
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer();
const [a, b] = await Promise.all([draw("III"), draw("WWW")]);
console.log(JSON.stringify({ differ: !a.equals(b) }));
