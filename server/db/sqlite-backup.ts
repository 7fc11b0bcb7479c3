// An online backup of the SQLite database (docs/backup.md, docs/decisions/017): SQLite's
// backup API through the process's own better-sqlite3 connection, safe while the server runs
// in another process. PostgreSQL is backed up with pg_dump.
import fs from "node:fs";
import type { Db } from "./connect.ts";

// Every page in one step: the step reads one snapshot (a WAL reader does not hold the
// server's writes up), where page batches would restart whenever the server commits.
const ALL_PAGES = 0x7fffffff;

/** Copies the database to `target`, a new file (never overwritten: it could be the live one) that only this account may read. */
export async function backupSqlite(sqlite: NonNullable<Db["sqlite"]>, target: string): Promise<{ pages: number }> {
  // "wx": refused if anything is there. A new file, so closing it touches no lock of ours.
  fs.closeSync(fs.openSync(target, "wx", 0o600));
  try {
    const { totalPages } = await sqlite.connection.backup(target, { progress: () => ALL_PAGES });
    return { pages: totalPages };
  } catch (err) {
    fs.rmSync(target, { force: true });
    throw err;
  }
}
