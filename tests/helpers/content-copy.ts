// A copy of the real content/ in a temporary folder, with CONTENT_DIR pointing at it, for
// tests that change or break content files without touching the repository's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync("content", dir, { recursive: true });
  process.env.CONTENT_DIR = dir;
  return dir;
}
