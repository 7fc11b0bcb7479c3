// The letters in the site's drawn images (covers, diagrams, case-study charts) are DejaVu
// Sans from the dejavu-fonts-ttf package, never the machine's own fonts: fontconfig (which
// sharp's SVG renderer asks) is pointed at a file of ours that names only that folder. So a
// build machine, a laptop and the container image (which has no fonts at all, and drew
// boxes instead of letters) set the same text. The production build carries the two faces
// and their licence in build/fonts/ (scripts/build-server.mjs), for the server's drawings.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const DRAWING_FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE"] as const;
/** Where the production build keeps them (the container has no node_modules devDependencies). */
export const BUILT_FONTS_DIR = path.join("build", "fonts");
const PACKAGE_FONTS_DIR = path.join("node_modules", "dejavu-fonts-ttf", "ttf");

let pointed = false;

/** Points fontconfig at the drawing fonts (once a process); call before the first SVG with text is rendered. */
export function useDrawingFonts(): void {
  if (pointed) return;
  const dir = [BUILT_FONTS_DIR, PACKAGE_FONTS_DIR].map((d) => path.resolve(d)).find((d) => fs.existsSync(path.join(d, DRAWING_FONT_FILES[0])));
  if (!dir)
    throw new Error(
      `The drawing fonts are missing: neither ${BUILT_FONTS_DIR} nor ${PACKAGE_FONTS_DIR} holds ${DRAWING_FONT_FILES[0]} (run npm ci, or npm run build).`,
    );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "drawing-fonts-"));
  const conf = path.join(work, "fonts.conf");
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dir}</dir>\n  <cachedir>${path.join(work, "cache")}</cachedir>\n</fontconfig>\n`,
  );
  // Read by fontconfig when it first starts, in this process (Node sets the real environment).
  process.env.FONTCONFIG_FILE = conf;
  pointed = true;
}

/** Copies the faces and their licence into the build (the container's only copy). */
export function copyDrawingFonts(): void {
  fs.mkdirSync(BUILT_FONTS_DIR, { recursive: true });
  for (const file of DRAWING_FONT_FILES) {
    const from = file === "LICENSE" ? path.join(PACKAGE_FONTS_DIR, "..", "LICENSE") : path.join(PACKAGE_FONTS_DIR, file);
    fs.copyFileSync(from, path.join(BUILT_FONTS_DIR, file));
  }
}
