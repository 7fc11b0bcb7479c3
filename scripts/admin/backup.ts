// backup <file>: a consistent copy of the SQLite database, taken while the site runs
// (`npm run admin -- backup /backups/site-2026-05-01.db`); docs/backup.md says how to restore.
// On PostgreSQL it refuses: pg_dump is the tool there.
import path from "node:path";
import type { AdminCommand } from "./command.ts";
import { backupSqlite } from "../../server/db/sqlite-backup.ts";

export const backupCommand: AdminCommand = {
  usage: "backup <file>",
  summary: "copy the SQLite database to a new file, safely while the site runs",
  async run(args, { db, out, err }) {
    if (args.length !== 1 || !args[0]) {
      err(`usage: npm run admin -- ${this.usage}`);
      return 2;
    }
    if (!db.sqlite) {
      err(
        'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump, e.g. pg_dump --format=custom --file=site.dump "$DATABASE_URL" (docs/backup.md).',
      );
      return 2;
    }
    const target = path.resolve(args[0]);
    try {
      const { pages } = await backupSqlite(db.sqlite, target);
      out(`Backed up ${db.sqlite.file} to ${target} (${pages} pages).`);
      return 0;
    } catch (e) {
      const { code, message } = e as { code?: string; message?: string };
      err(code === "EEXIST" ? `${target} exists: name a new file.` : `Backup failed: ${message ?? String(e)}`);
      return 1;
    }
  },
};
