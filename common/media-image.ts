// The firm's uploaded images (docs/images.md): how a stored image is named and how the
// site shows it. An upload is re-encoded at the standard widths below its own width,
// and at its own width up to the largest: `/media/{hash}-{width}.{avif|webp}`. The name
// of the widest file says every width there is, so a `<picture>` with its srcset can be
// made from the one address a marketer pastes into markdown, without asking the database.

export const MEDIA_PATH = "/media";
export const MEDIA_WIDTHS = [640, 1200, 1920] as const;
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** A stored file's name: 16 hex digits of the original's SHA-256, the width, the format. */
export const MEDIA_FILE_NAME = /^([0-9a-f]{16})-(\d{1,4})\.(avif|webp)$/;

/** The widths an image `width` pixels wide is stored at (never wider than it was uploaded). */
export function mediaWidths(width: number): number[] {
  const widest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  return [...MEDIA_WIDTHS.filter((w) => w < widest), widest];
}

export const mediaUrl = (hash: string, width: number, format: MediaFormat) => `${MEDIA_PATH}/${hash}-${width}.${format}`;

/** The image an address names: its hash and widest width; undefined for any other address. */
export function parseMediaUrl(src: string): { hash: string; widest: number } | undefined {
  if (!src.startsWith(`${MEDIA_PATH}/`)) return undefined;
  const m = MEDIA_FILE_NAME.exec(src.slice(MEDIA_PATH.length + 1));
  return m ? { hash: m[1]!, widest: Number(m[2]) } : undefined;
}

export const mediaSrcSet = (hash: string, widest: number, format: MediaFormat) =>
  mediaWidths(widest)
    .map((w) => `${mediaUrl(hash, w, format)} ${w}w`)
    .join(", ");

/** The sizes the site states: full width on phones, the text column (768 px) beyond. */
export const MEDIA_SIZES = "(max-width: 768px) 100vw, 768px";

/** The address a marketer pastes: the widest WebP (every browser the site supports shows it). */
export const mediaMarkdownUrl = (hash: string, widest: number) => mediaUrl(hash, widest, "webp");

export function mediaMarkdown(image: { hash: string; widest: number; alt: string }): string {
  const alt = image.alt.replace(/[[\]\\]/g, "\\$&");
  return `![${alt}](${mediaMarkdownUrl(image.hash, image.widest)})`;
}

const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The `<picture>` the site renders for an uploaded image, as HTML. */
export function mediaPictureHtml(image: { hash: string; widest: number; alt: string; width: number; height: number }): string {
  const { hash, widest } = image;
  const height = Math.round((image.height * widest) / image.width);
  return [
    "<picture>",
    `  <source type="image/avif" srcset="${mediaSrcSet(hash, widest, "avif")}" sizes="${MEDIA_SIZES}">`,
    `  <img src="${mediaUrl(hash, widest, "webp")}" srcset="${mediaSrcSet(hash, widest, "webp")}" sizes="${MEDIA_SIZES}" alt="${escapeAttribute(image.alt)}" width="${widest}" height="${height}" loading="lazy" decoding="async">`,
    "</picture>",
  ].join("\n");
}
