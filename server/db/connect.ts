// Opens the database: PostgreSQL when DATABASE_URL is set, otherwise a SQLite file
// under DATA_DIR. Both go through Kysely so the queries and migrations are shared.
import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";
export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir?: string;
}

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
  const Sqlite = (await import("better-sqlite3")).default;
  const dir = path.resolve(opts.dataDir ?? "./data");
  // Leads are personal data: only the server's own account may read them (0700 folder,
  // 0600 files; SQLite gives its -wal and -shm files the database file's mode).
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const dbPath = path.join(dir, "site.db");
  fs.closeSync(fs.openSync(dbPath, "a", 0o600));
  fs.chmodSync(dbPath, 0o600);
  const file = new Sqlite(dbPath);
  file.pragma("journal_mode = WAL");
  file.pragma("busy_timeout = 5000");
  file.pragma("synchronous = NORMAL");
  file.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
