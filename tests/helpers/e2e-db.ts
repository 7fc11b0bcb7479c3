// Reads the e2e server's SQLite database (its DATA_DIR comes from global setup).
import path from "node:path";
import Database from "better-sqlite3";

export interface LeadRow {
  id: number;
  source: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  spam: number;
  flag: string | null;
}

export function findLead(message: string): LeadRow | undefined {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts (global setup).");
  const db = new Database(path.join(dir, "site.db"), { readonly: true });
  try {
    return db.prepare("select * from leads where message = ? order by id desc").get(message) as LeadRow | undefined;
  } finally {
    db.close();
  }
}
