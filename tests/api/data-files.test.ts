// The files that hold lead data and the form secret are the server account's alone,
// and the secret generated once is the one every later start (and process) uses.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase } from "../../server/db/connect.ts";
import { migrateToLatest } from "../../server/db/migrations.ts";
import { formTokens, resolveFormSecret } from "../../server/leads/form-token.ts";

const mode = (p: string) => fs.statSync(p).mode & 0o777;
const dirs: string[] = [];
const newDir = () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "site-files-"));
  dirs.push(base);
  return path.join(base, "data"); // not there yet: the server creates it
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("data files", () => {
  it("creates DATA_DIR 0700 and the SQLite file and its WAL 0600", async () => {
    const dir = newDir();
    const db = await openDatabase({ dataDir: dir });
    try {
      await migrateToLatest(db.db, db.dialect);
      await sql`insert into meta (key, value) values ('k', 'v')`.execute(db.db);
      expect(mode(dir).toString(8)).toBe("700");
      for (const file of ["site.db", "site.db-wal", "site.db-shm"]) expect(mode(path.join(dir, file)).toString(8), file).toBe("600");
    } finally {
      await db.close();
    }
  });

  it("tightens an existing world-readable database file", async () => {
    const dir = newDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "site.db"), "", { mode: 0o644 });
    fs.chmodSync(path.join(dir, "site.db"), 0o644);
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    expect(mode(path.join(dir, "site.db")).toString(8)).toBe("600");
  });

  it("generates the form secret once, 0600, and uses it on every later start", () => {
    const dir = newDir();
    const first = resolveFormSecret({ dataDir: dir });
    expect(mode(path.join(dir, "form-secret")).toString(8)).toBe("600");
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(resolveFormSecret({ dataDir: dir })).toBe(first);
    // A token from one start verifies after a restart; one signed with another secret does not.
    const token = formTokens(first).issue();
    expect(formTokens(resolveFormSecret({ dataDir: dir })).check(token)).toMatchObject({ ok: true });
    expect(formTokens(resolveFormSecret({ dataDir: newDir() })).check(token)).toEqual({ ok: false, problem: "forged" });
    // FORM_SECRET wins, and writes nothing.
    const other = newDir();
    expect(resolveFormSecret({ formSecret: "shared-by-every-instance-0123456789", dataDir: other })).toBe("shared-by-every-instance-0123456789");
    expect(fs.existsSync(other)).toBe(false);
  });
});
