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

function read<T>(query: (db: Database.Database) => T, dir = process.env.E2E_DATA_DIR): T {
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts (global setup).");
  const db = new Database(path.join(dir, "site.db"), { readonly: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

export function findLead(message: string): LeadRow | undefined {
  return read((db) => db.prepare("select * from leads where message = ? order by id desc").get(message) as LeadRow | undefined);
}

/** The newest lead whose message holds this text (a chat lead holds the whole conversation). */
export function findLeadContaining(text: string): LeadRow | undefined {
  return read((db) => db.prepare("select * from leads where instr(message, ?) > 0 order by id desc").get(text) as LeadRow | undefined);
}

/** How many leads hold this text in their message (a conversation is one lead; a refresh adds none). */
export function countLeads(containing: string): number {
  return read((db) => (db.prepare("select count(*) as n from leads where instr(message, ?) > 0").get(containing) as { n: number }).n);
}

/** The id of the lead a 201 from POST /api/contact named by its reference. */
export function leadIdByReference(reference: string, dataDir?: string): number {
  const row = read((db) => db.prepare("select id from leads where reference = ?").get(reference) as { id: number } | undefined, dataDir);
  if (!row) throw new Error(`no lead with reference ${reference}`);
  return row.id;
}
