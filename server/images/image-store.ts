// The firm's uploaded images: decoded and re-encoded (encode.ts), written under
// DATA_DIR/media with names made of the original's hash (so a name never changes what it
// serves, and a browser may keep it for a year), described by a row in `images`. Every
// upload and deletion goes to the audit log. The same bytes uploaded twice are one image.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { clock } from "../../common/clock.ts";
import { MEDIA_FORMATS, mediaMarkdown, mediaMarkdownUrl, mediaPictureHtml, mediaUrl, mediaWidths } from "../../common/media-image.ts";
import type { Database, ImagesTable } from "../db/schema.ts";
import { recordAudit } from "../desk/audit.ts";
import type { Actor } from "../desk/desk-user.ts";
import { decodeImage, encodeImage } from "./encode.ts";
import { UploadRefused } from "./upload-refused.ts";
import type { ImageUse } from "./image-uses.ts";

export const ALT_MAX = 300;

export interface ImageView {
  id: number;
  hash: string;
  alt: string;
  width: number;
  height: number;
  widest: number;
  originalFormat: string;
  originalBytes: number;
  storedBytes: number;
  createdAt: string;
  createdBy: string;
  /** The address to paste, and what to paste into markdown and into HTML. */
  url: string;
  markdown: string;
  picture: string;
  /** The posts, case studies and pages that show it (image-uses.ts); an image in use is not deleted. */
  usedBy: ImageUse[];
}

export type RemoveResult = { removed: true } | { removed: false; problem: "missing" } | { removed: false; problem: "in-use"; usedBy: ImageUse[] };

function view(row: Omit<ImagesTable, "id"> & { id: number }, usedBy: ImageUse[] = []): ImageView {
  const image = { hash: row.hash, widest: row.widest, alt: row.alt, width: row.width, height: row.height };
  return {
    id: row.id,
    hash: row.hash,
    alt: row.alt,
    width: row.width,
    height: row.height,
    widest: row.widest,
    originalFormat: row.original_format,
    originalBytes: row.original_bytes,
    storedBytes: row.stored_bytes,
    createdAt: row.created_at,
    createdBy: row.created_by,
    url: mediaMarkdownUrl(row.hash, row.widest),
    markdown: mediaMarkdown(image),
    picture: mediaPictureHtml(image),
    usedBy,
  };
}

/** The alt text as stored: one line, trimmed; refused when empty or too long. */
export function altText(value: unknown): string {
  const alt = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  if (!alt) throw new UploadRefused(400, "no-alt");
  if (alt.length > ALT_MAX) throw new UploadRefused(400, "alt-too-long");
  return alt;
}

/** `uses`: where each image is used, by hash (image-uses.ts). */
export function createImageStore({ db, dataDir, uses }: { db: Kysely<Database>; dataDir: string; uses: () => Promise<Map<string, ImageUse[]>> }) {
  const dir = path.resolve(dataDir, "media");
  const filesOf = (hash: string, widest: number) =>
    mediaWidths(widest).flatMap((w) => MEDIA_FORMATS.map((f) => path.join(dir, path.basename(mediaUrl(hash, w, f)))));

  return {
    /** The folder /media serves. */
    dir,

    async add(bytes: Buffer, altValue: unknown, actor: Actor): Promise<{ image: ImageView; created: boolean }> {
      const alt = altText(altValue);
      if (bytes.byteLength === 0) throw new UploadRefused(400, "no-file");
      const decoded = await decodeImage(bytes);
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
      const existing = await db.selectFrom("images").selectAll().where("hash", "=", hash).executeTakeFirst();
      if (existing) return { image: view(existing), created: false };

      const widths = mediaWidths(decoded.width);
      const files = await encodeImage(bytes, widths);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed: a reader never gets half a file.
      for (const file of files) {
        const target = path.join(dir, path.basename(mediaUrl(hash, file.width, file.format)));
        await fs.writeFile(`${target}.tmp`, file.data, { mode: 0o644 });
        await fs.rename(`${target}.tmp`, target);
      }
      const row = {
        hash,
        alt,
        width: decoded.width,
        height: decoded.height,
        widest: widths[widths.length - 1]!,
        original_format: decoded.format,
        original_bytes: bytes.byteLength,
        stored_bytes: files.reduce((n, f) => n + f.data.byteLength, 0),
        created_at: clock.date().toISOString(),
        created_by: actor,
      };
      const { id } = await db.insertInto("images").values(row).returning("id").executeTakeFirstOrThrow();
      await recordAudit(db, { actor, action: "image.upload", detail: { id, hash, bytes: bytes.byteLength, format: decoded.format } });
      return { image: view({ ...row, id }), created: true };
    },

    async list(): Promise<ImageView[]> {
      const [rows, used] = await Promise.all([db.selectFrom("images").selectAll().orderBy("id", "desc").execute(), uses()]);
      return rows.map((row) => view(row, used.get(row.hash)));
    },

    async get(id: number): Promise<ImageView | undefined> {
      const row = await db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? view(row, (await uses()).get(row.hash)) : undefined;
    },

    /**
     * Deletes the row and its files, unless a post, case study or page shows the image:
     * then nothing is deleted and the answer says where it is used, to edit those first.
     */
    async remove(id: number, actor: Actor): Promise<RemoveResult> {
      const row = await db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return { removed: false, problem: "missing" };
      const usedBy = (await uses()).get(row.hash) ?? [];
      if (usedBy.length > 0) return { removed: false, problem: "in-use", usedBy };
      await db.deleteFrom("images").where("id", "=", id).execute();
      await Promise.all(filesOf(row.hash, row.widest).map((f) => fs.rm(f, { force: true })));
      await recordAudit(db, { actor, action: "image.delete", detail: { id, hash: row.hash, alt: row.alt } });
      return { removed: true };
    },
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;
