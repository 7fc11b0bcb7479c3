// `npm run admin -- backup <file>` (docs/backup.md): on SQLite, a new file that only the
// server's account may read, holding the data; it never overwrites a file; on PostgreSQL it
// refuses and names pg_dump. Under a running server's load: tests/e2e/sqlite-backup.spec.ts.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { migrateToLatest } from "../../server/db/migrations.ts";
import { openTestDatabase, testDatabases, type TestDb } from "../helpers/test-db.ts";

const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function backupCli(db: TestDb, file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: "", ...db.env, LOG_LEVEL: "silent" };
  try {
    const { stdout, stderr } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", "backup", file], { env });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const { code, stdout, stderr } = e as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe.each(testDatabases())("npm run admin -- backup on %s", (kind) => {
  async function database() {
    const db = await openTestDatabase(kind);
    await migrateToLatest(db.db, db.dialect);
    cleanups.push(async () => (await db.close(), await db.drop()));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    await db.db.insertInto("leads").values(lead).execute();
    return { db, target: path.join(dir, "site-backup.db") };
  }

  if (kind === "sqlite")
    it("writes the data to a new 0600 file and never overwrites one", async () => {
      const { db, target } = await database();
      const done = await backupCli(db, target);
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toContain(`to ${target}`);
      expect((fs.statSync(target).mode & 0o777).toString(8)).toBe("600");
      const copy = new Database(target, { readonly: true, fileMustExist: true });
      try {
        expect(copy.prepare("select name, message from leads").all()).toEqual([{ name: lead.name, message: lead.message }]);
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      } finally {
        copy.close();
      }

      const before = fs.readFileSync(target);
      const again = await backupCli(db, target);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`${target} exists: name a new file.`);
      expect(fs.readFileSync(target).equals(before)).toBe(true);
    }, 60_000); // two processes start

  if (kind === "postgres")
    it("refuses and names pg_dump, writing no file", async () => {
      const { db, target } = await database();
      const refused = await backupCli(db, target);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("The database is PostgreSQL (DATABASE_URL): back it up with pg_dump");
      expect(fs.existsSync(target)).toBe(false);
    }, 60_000);
});

const lead = {
  source: "contact" as const,
  status: "new" as const,
  delivery_state: "skipped" as const,
  name: "Backup Person",
  email: "backup@example.org",
  message: "Please keep this lead in the backup.",
  created_at: "2026-11-25T10:00:00.000Z",
};
