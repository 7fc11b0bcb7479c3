// The tests' content: tests/fixtures/content/, a frozen copy of content/ taken when the
// tests were decoupled from it (docs/testing.md), so a marketing edit of content/ cannot
// turn CI red. vitest.config.ts and playwright.config.ts point CONTENT_DIR at it, and every
// server the tests start inherits it. tests/unit/real-content.test.ts checks content/ itself.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const FIXTURE_CONTENT_DIR = path.resolve(import.meta.dirname, "../fixtures/content");

/** A copy of the fixture content in a temporary folder, with CONTENT_DIR pointing at it, for tests that change or break content files. */
export function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  process.env.CONTENT_DIR = dir;
  return dir;
}

/** Back to the fixture content, after copyContent(). */
export function restoreFixtureContent(): void {
  process.env.CONTENT_DIR = FIXTURE_CONTENT_DIR;
}
