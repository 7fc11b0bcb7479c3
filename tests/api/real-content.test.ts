// The site's real content/ (the tests read tests/fixtures/content/ instead, so that a
// marketing edit cannot turn them red): it passes the server's own start-up checks, read,
// validated and synced into a database as a starting server does (server/index.ts), on
// every database the suite runs on. A bad edit fails here, naming the file and the field.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAllContent } from "../../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../../server/content/markdown-posts.ts";
import { syncContent } from "../../server/content/sync-content.ts";
import { migrateToLatest } from "../../server/db/migrations.ts";
import { restoreFixtureContent } from "../helpers/content-copy.ts";
import { openTestDatabase, testDatabases } from "../helpers/test-db.ts";

const REAL_CONTENT_DIR = path.resolve(import.meta.dirname, "../../content");

beforeAll(() => {
  process.env.CONTENT_DIR = REAL_CONTENT_DIR;
});
afterAll(restoreFixtureContent);

describe.each(testDatabases())("the real content/ on %s", (kind) => {
  it("is read, validated and synced as a starting server does it", async () => {
    const content = readAllContent();
    const markdownPosts = readMarkdownPostFiles();
    expect(content.services.length).toBeGreaterThan(0);
    expect(markdownPosts.length).toBeGreaterThan(0);
    const db = await openTestDatabase(kind);
    try {
      await migrateToLatest(db.db, db.dialect);
      await syncContent(db.db, content);
      const services = await db.db.selectFrom("services").select("slug").execute();
      expect(services.map((s) => s.slug).sort()).toEqual(content.services.map((s) => s.slug).sort());
    } finally {
      await db.close().catch(() => {});
      await db.drop();
    }
  });
});
