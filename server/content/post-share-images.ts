// The share image of a post the build never saw (a post written in the desk): made on the
// first request for /images/og/blog/{slug}.png, with the build's own design
// (scripts/share-images/card.tsx, satori and sharp), and kept under DATA_DIR by title, so
// a new title makes a new image. Mounted after the static files: an image the build made
// is sent from there. The renderers (satori, sharp, the Inter files) are runtime
// dependencies, loaded on demand; should one fail to load, the default share image answers.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { Router } from "express";
import type { Logger } from "pino";
import { isVisible } from "../../common/post-visibility.ts";
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE, SHARE_IMAGE_DIR } from "../../common/share-image.ts";
import type { StoredBlogPost } from "./repository.ts";

const FONT_DIR = "node_modules/@fontsource/inter/files";
const FONTS: [600 | 700 | 800, string][] = [
  [600, "latin-600"],
  [700, "latin-700"],
  [800, "latin-800"],
  [600, "latin-ext-600"],
  [700, "latin-ext-700"],
];

async function renderCard(title: string, site: { name: string; host: string }): Promise<Buffer> {
  const [{ default: satori }, { default: sharp }, { shareCard }] = await Promise.all([
    import("satori"),
    import("sharp"),
    import("../../scripts/share-images/card.tsx"),
  ]);
  const fonts = FONTS.map(([weight, file]) => ({
    name: "Inter",
    weight,
    style: "normal" as const,
    data: fs.readFileSync(path.join(FONT_DIR, `inter-${file}-normal.woff`)),
  }));
  const svg = await satori(shareCard({ title, section: "Blog" }, site), { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export function postShareImages(opts: { dataDir: string; site: { name: string; url: string }; posts: () => StoredBlogPost[]; logger: Logger }): Router {
  const site = { name: opts.site.name, host: new URL(opts.site.url).host };
  const dir = path.join(path.resolve(opts.dataDir), "share-images");
  const making = new Map<string, Promise<Buffer>>();
  const router = Router();
  router.get(`${SHARE_IMAGE_DIR}/blog/:file`, async (req, res, next) => {
    const slug = /^([a-z0-9-]+)\.png$/.exec(req.params.file)?.[1];
    const post = slug ? opts.posts().find((p) => p.slug === slug && isVisible(p)) : undefined;
    if (!post) return next();
    const file = path.join(dir, `${slug}-${createHash("sha256").update(`${post.title}\u0000${site.name}\u0000${site.host}`).digest("hex").slice(0, 12)}.png`);
    try {
      if (!fs.existsSync(file)) {
        let work = making.get(file);
        if (!work) {
          work = renderCard(post.title, site).finally(() => making.delete(file));
          making.set(file, work);
        }
        const png = await work;
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(file, png);
      }
      // Short: a new title makes a new image at the same address.
      res.set("Cache-Control", "public, max-age=3600").type("png").sendFile(file);
    } catch (err) {
      opts.logger.warn({ err, slug }, "share image not made; sending the default one");
      res.redirect(302, DEFAULT_SHARE_IMAGE);
    }
  });
  return router;
}
