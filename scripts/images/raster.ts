// How the site's drawn images are written: JPEG and WebP, at full size and 640 px wide (the
// srcset app/lib/presentation/images.ts states). One home for the sizes and qualities: the
// image build uses it, and so does the server for the art of case studies written in the
// desk (server/content/case-study-art.ts).
import type { Sharp } from "sharp";

export const SMALL_WIDTH = 640;

export interface ImageVariant {
  small: boolean;
  format: "jpg" | "webp";
}

export const IMAGE_VARIANTS: ImageVariant[] = [
  { small: false, format: "jpg" },
  { small: false, format: "webp" },
  { small: true, format: "jpg" },
  { small: true, format: "webp" },
];

/** What follows the image's base name: ".jpg", "-640.webp". */
export const variantSuffix = (v: ImageVariant) => `${v.small ? `-${SMALL_WIDTH}` : ""}.${v.format}`;

/** `image` (already at the variant's size) encoded as the variant's format. */
export const encodeVariant = (image: Sharp, v: ImageVariant): Sharp =>
  v.format === "jpg" ? image.jpeg({ quality: v.small ? 76 : 78, progressive: true, mozjpeg: true }) : image.webp({ quality: v.small ? 70 : 72 });

/** A drawing (SVG) as one variant, `width`×`height` at full size. */
export async function rasterize(sharp: (input: Buffer) => Sharp, svg: string, width: number, height: number, v: ImageVariant): Promise<Buffer> {
  const size = v.small ? [SMALL_WIDTH, Math.round((height * SMALL_WIDTH) / width)] : [width, height];
  return encodeVariant(sharp(Buffer.from(svg)).resize(size[0], size[1]), v).toBuffer();
}
