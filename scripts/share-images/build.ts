// Renders every page's share image (scripts/share-images/pages.ts) at build: satori lays
// the card out to SVG with the self-hosted Inter (WOFF: satori reads no WOFF2), sharp
// rasterizes it to a 1200x630 PNG under public/images/og/. An image whose words, site
// and design are unchanged since the last run is skipped (a manifest of their hashes).
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { resolveSiteConfig } from "../../site.config.ts";
import { SHARE_IMAGE, SHARE_IMAGE_DIR } from "../../common/share-image.ts";
import { shareCard } from "./card.tsx";
import { sharePages } from "./pages.ts";

const FONT_DIR = "node_modules/@fontsource/inter/files";
const FONTS: [Font["weight"], string][] = [
  [600, "latin-600"],
  [700, "latin-700"],
  [800, "latin-800"],
  [600, "latin-ext-600"],
  [700, "latin-ext-700"],
];
const DESIGN_FILES = ["scripts/share-images/card.tsx", "scripts/share-images/build.ts", "scripts/images/palette.ts"];

export async function buildShareImages(publicDir: string): Promise<{ built: number; total: number }> {
  const site = resolveSiteConfig(process.env);
  const siteInfo = { name: site.name, host: new URL(site.url).host };
  const fonts: Font[] = FONTS.map(([weight, file]) => ({
    name: "Inter",
    weight,
    style: "normal",
    data: fs.readFileSync(path.join(FONT_DIR, `inter-${file}-normal.woff`)),
  }));
  const design = createHash("sha256");
  for (const f of DESIGN_FILES) design.update(fs.readFileSync(f));
  design.update(JSON.stringify(siteInfo));
  const designHash = design.digest("hex");

  const manifestFile = path.join(publicDir, SHARE_IMAGE_DIR, "manifest.json");
  const previous: Record<string, string> = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : {};
  const manifest: Record<string, string> = {};
  const pages = sharePages();
  let built = 0;
  for (const page of pages) {
    const key = createHash("sha256")
      .update(designHash)
      .update(JSON.stringify([page.title, page.section]))
      .digest("hex")
      .slice(0, 16);
    const out = path.join(publicDir, page.image);
    manifest[page.image] = key;
    if (previous[page.image] === key && fs.existsSync(out)) continue;
    const svg = await satori(shareCard(page, siteInfo), { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    // Truecolor: a palette bands and speckles the gradient.
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out);
    built++;
  }
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  return { built, total: pages.length };
}
