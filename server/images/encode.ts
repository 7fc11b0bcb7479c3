// What an upload really is, and its re-encoding (sharp): the type comes from decoding the
// bytes, never from the file's name or the request's Content-Type. Accepted: JPEG, PNG,
// WebP, AVIF. Each width is written as AVIF and WebP; sharp writes no metadata unless
// asked, so EXIF (camera, GPS position), XMP and IPTC are gone from every stored file.
// The EXIF orientation is applied first, so a phone photo stands the right way up.
import sharp, { type Metadata, type Sharp } from "sharp";
import { MEDIA_FORMATS, type MediaFormat } from "../../common/media-image.ts";
import { UploadRefused } from "./upload-refused.ts";

/** A decompression bomb stops here: 50 megapixels is more than any camera the firm uses. */
const MAX_PIXELS = 50_000_000;

export interface DecodedImage {
  format: "jpeg" | "png" | "webp" | "avif";
  /** As it is shown: after the EXIF orientation. */
  width: number;
  height: number;
}

export async function decodeImage(bytes: Buffer): Promise<DecodedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new UploadRefused(415, "not-an-image");
  }
  const format = meta.format === "heif" ? (meta.compression === "av1" ? "avif" : undefined) : meta.format;
  if (format !== "jpeg" && format !== "png" && format !== "webp" && format !== "avif") throw new UploadRefused(415, "not-an-image");
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) throw new UploadRefused(415, "not-an-image");
  const turned = (meta.orientation ?? 1) >= 5;
  return { format, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

const ENCODE: Record<MediaFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 55, effort: 2 }),
  webp: (s) => s.webp({ quality: 78 }),
};

export interface EncodedFile {
  width: number;
  format: MediaFormat;
  data: Buffer;
}

/** Every width in every format; a file that cannot be decoded to the end is refused (415). */
export async function encodeImage(bytes: Buffer, widths: number[]): Promise<EncodedFile[]> {
  const files: EncodedFile[] = [];
  try {
    for (const width of widths) {
      const resized = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
      for (const format of MEDIA_FORMATS) files.push({ width, format, data: await ENCODE[format](resized.clone()).toBuffer() });
    }
  } catch {
    throw new UploadRefused(415, "not-an-image");
  }
  return files;
}
