// The cover art of a case study written in the desk (decision 054): the build's own drawing
// (scripts/images/case-art.ts: a chart of the study's figures, or a scene of its topic),
// made by the server because the build never sees a desk study. A study with no cover
// picked gets the address of its art, named by the drawing's hash, so a changed figure (or
// order, which picks the chart's form) gives a new address and the files are cached for a
// year as immutable. The sizes and formats are the build's (scripts/images/raster.ts), so
// the site's srcset (app/lib/presentation/images.ts) serves them like any drawn image:
//   /images/case-studies/art/{slug}-{hash}.jpg, .webp, -640.jpg, -640.webp
// Drawn when a study is published with new art, and on the first request wherever it is
// missing (another instance, an emptied DATA_DIR); kept under DATA_DIR/case-art.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { Router } from "express";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import sharp from "sharp";
import { caseArt } from "../../scripts/images/case-art.ts";
import { IMAGE_VARIANTS, rasterize, variantSuffix, type ImageVariant } from "../../scripts/images/raster.ts";
import { useDrawingFonts } from "../../scripts/images/drawing-fonts.ts";
import type { Database } from "../db/schema.ts";

const ART_DIR = "/images/case-studies/art";
const ART = { width: 1200, height: 675 };
const ART_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{16})(-640)?\.(jpg|webp)$/;

export interface ArtInput {
  slug: string;
  order: number;
  markdown: string;
}

const drawingHash = (svg: string) => createHash("sha256").update(svg).digest("hex").slice(0, 16);

/** The address of a study's art as it reads now: the full-size JPEG (the site derives the other sizes from it). */
export const caseArtAddress = (study: ArtInput) => `${ART_DIR}/${study.slug}-${drawingHash(caseArt(study))}.jpg`;

export function caseStudyArt(opts: { db: Kysely<Database>; dataDir: string; logger: Logger }) {
  useDrawingFonts(); // the container has no fonts of its own
  const dir = path.join(path.resolve(opts.dataDir), "case-art");
  const making = new Map<string, Promise<string>>();

  /** The file of one variant, drawn and written once (concurrent requests share the work). */
  function file(base: string, svg: string, v: ImageVariant): Promise<string> {
    const target = path.join(dir, base + variantSuffix(v));
    if (fs.existsSync(target)) return Promise.resolve(target);
    let work = making.get(target);
    if (!work) {
      work = rasterize(sharp, svg, ART.width, ART.height, v)
        .then((bytes) => {
          fs.mkdirSync(dir, { recursive: true });
          // Written whole, then renamed: a reader never sees half a file.
          fs.writeFileSync(`${target}.tmp`, bytes);
          fs.renameSync(`${target}.tmp`, target);
          return target;
        })
        .finally(() => making.delete(target));
      making.set(target, work);
    }
    return work;
  }

  /** The study whose art is at `address` now, with its drawing; undefined for any other address. */
  async function studyAt(slug: string, address: string) {
    const row = await opts.db
      .selectFrom("case_studies")
      .select(["slug", "sort_order", "markdown"])
      .where("slug", "=", slug)
      .where("cover_art", "=", address)
      .executeTakeFirst();
    return row ? caseArt({ slug: row.slug, order: row.sort_order, markdown: row.markdown }) : undefined;
  }

  const router = Router();
  router.get(`${ART_DIR}/:file`, async (req, res, next) => {
    const m = ART_FILE.exec(req.params.file);
    if (!m) return next();
    const [, slug, hash, small, format] = m as unknown as [string, string, string, string | undefined, "jpg" | "webp"];
    const base = `${slug}-${hash}`;
    try {
      const svg = await studyAt(slug, `${ART_DIR}/${base}.jpg`);
      if (!svg) return next();
      const target = await file(base, svg, { small: Boolean(small), format });
      res.set("Cache-Control", "public, max-age=31536000, immutable").type(format === "jpg" ? "jpeg" : "webp").sendFile(target);
    } catch (err) {
      opts.logger.warn({ err, file: req.params.file }, "case-study art not made");
      next();
    }
  });

  return {
    router,
    /** Draws every size of a study's art ahead of its first visitor (after a publish); failures are logged, and the first request tries again. */
    prepare(study: ArtInput, address: string): void {
      const base = path.basename(address, ".jpg");
      const svg = caseArt(study);
      Promise.all(IMAGE_VARIANTS.map((v) => file(base, svg, v))).catch((err: unknown) => opts.logger.warn({ err, slug: study.slug }, "case-study art not made"));
    },
  };
}
export type CaseStudyArt = ReturnType<typeof caseStudyArt>;
