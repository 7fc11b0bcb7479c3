// Real databases for API tests: a fresh SQLite file in a temporary folder, and, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL schema that is dropped afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Db } from "../../server/db/connect.ts";

export type TestDbKind = "sqlite" | "postgres";

/** The databases every API suite runs against. */
export function testDatabases(): TestDbKind[] {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn("TEST_DATABASE_URL is not set: API tests run against SQLite only (.ci/run sets it).");
    return ["sqlite"];
  }
  return ["sqlite", "postgres"];
}

export interface TestDb extends Db {
  /** A DATABASE_URL / DATA_DIR pair that opens the same database from another process. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  drop(): Promise<void>;
}

export async function openTestDatabase(kind: TestDbKind): Promise<TestDb> {
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
    const db = await openDatabase({ dataDir: dir });
    return { ...db, env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}
