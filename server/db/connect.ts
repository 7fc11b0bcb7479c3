// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise a SQLite file
// under DATA_DIR. Both go through Kysely so the queries and migrations are shared.
import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type BetterSqlite3 from "better-sqlite3";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";
export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** SQLite only: the database file (the counter worker opens it too) and this connection to it (backups copy through it). */
  sqlite?: { file: string; connection: BetterSqlite3.Database };
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir?: string;
}

/** A process's first connection: the main thread of the server or of a CLI. */
export async function openDatabase(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const pg = (await import("pg")).default;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3000,
      // A search_path in the URL (?options=-c search_path=x) lets tests use a fresh schema.
    });
    // An idle client losing its server must not crash the process; the next query fails with 503.
    pool.on("error", () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  return openSqliteFile(preparedSqliteFile(opts.dataDir));
}

// Leads are personal data: only the server's own account may read them (0700 folder,
// 0600 files; SQLite gives its -wal and -shm files the database file's mode).
// The file is created by us only when it is absent ("wx" never opens an existing file):
// closing any descriptor of a file releases every POSIX lock the whole process holds on it,
// so an open and close of a database this process (another thread, another connection)
// already uses would leave it unlocked, and another program's SQLite would then delete the
// live WAL (audit H-1, docs/decisions/017). chmod takes a path, not a descriptor: it
// tightens a file copied in with a wider mode and leaves locks alone.
function preparedSqliteFile(dataDir = "./data"): string {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, "site.db");
  try {
    fs.closeSync(fs.openSync(file, "wx", 0o600));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  fs.chmodSync(file, 0o600);
  return file;
}

/**
 * A connection to a SQLite database file that exists already, with no file-system call of
 * our own: what a second connection in a process that has one must use (the counter worker).
 */
export async function openSqliteFile(file: string): Promise<Db> {
  const Sqlite = (await import("better-sqlite3")).default;
  const connection = new Sqlite(file, { fileMustExist: true });
  connection.pragma("journal_mode = WAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, dialect: "sqlite", sqlite: { file, connection }, close: () => db.destroy() };
}
