// The image build never overwrites a marketer's image (issue 25). Two places hold one:
// - content/images/{path}: committed with the content, the source of /images/{path}. The
//   build writes the site's sizes of it (JPEG and WebP, full and 640 px) into public/,
//   and never writes into content/.
// - a file in public/ that the build did not write: the build keeps it as it is, and makes
//   only the other sizes from it. What the build wrote is in public/images/.generated.json
//   (each file's SHA-256), so a file that is not listed there, or has changed since, is a
//   person's. Without that list (a first build, or output from before it existed) every
//   file there counts as generated.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const MARKETER_IMAGES = path.join("content", "images");
const SOURCE_TYPES = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/** The generated files' list, read once; `save()` writes it back. */
export function generatedFiles(publicDir: string) {
  const file = path.join(publicDir, "images", ".generated.json");
  const known = fs.existsSync(file);
  const hashes: Record<string, string> = known ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
  const key = (target: string) => path.relative(publicDir, target);
  return {
    /** A file in public/ that a person put there or changed: the build must not write it. */
    isPersons(target: string): boolean {
      if (!known || !fs.existsSync(target)) return false;
      return hashes[key(target)] !== sha256(target);
    },
    /** After the build wrote `target`. */
    wrote(target: string): void {
      hashes[key(target)] = sha256(target);
    },
    save(): void {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(hashes, null, 1)}\n`);
    },
  };
}

/** The marketer's own image for a site address such as /images/blog/x.jpg, in content/images, in any of the types sharp reads. */
export function marketerSource(url: string): string | undefined {
  const base = path.join(MARKETER_IMAGES, url.replace(/^\/images\//, "").replace(/\.\w+$/, ""));
  return SOURCE_TYPES.map((ext) => base + ext).find((f) => fs.existsSync(f));
}
