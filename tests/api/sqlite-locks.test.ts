// A process's later connections to its SQLite file leave the POSIX lock of its first one in
// place (audit H-1, docs/decisions/017): the server's counter worker opens the file while the
// server's connection is open, and tests and CLIs open it more than once. The built server's
// path, with a foreign reader and a crash, is tests/e2e/sqlite-locks.spec.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, openSqliteFile, type Db } from "../../server/db/connect.ts";
import { migrateToLatest } from "../../server/db/migrations.ts";
import { posixLocksOn } from "../helpers/sqlite-file.ts";

const opened: Db[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const db of opened.splice(0).reverse()) await db.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

it("keeps the first connection's lock when the same process opens the file again and closes it", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-locks-"));
  dirs.push(dir);
  const first = await openDatabase({ dataDir: dir });
  opened.push(first);
  await migrateToLatest(first.db, first.dialect);
  await sql`select count(*) from leads`.execute(first.db); // a WAL reader holds its shared lock from here
  const file = path.join(dir, "site.db");
  expect(posixLocksOn(process.pid, file)).not.toEqual([]);

  // As a CLI or a test helper does (openDatabase), and as the counter worker does (openSqliteFile).
  for (const again of [await openDatabase({ dataDir: dir }), await openSqliteFile(file)]) {
    await sql`select count(*) from leads`.execute(again.db);
    await again.close();
    expect(posixLocksOn(process.pid, file)).not.toEqual([]);
  }
});

it("does not create a missing file for a second connection", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-locks-"));
  dirs.push(dir);
  await expect(openSqliteFile(path.join(dir, "site.db"))).rejects.toThrow();
  expect(fs.existsSync(path.join(dir, "site.db"))).toBe(false);
});
