// The desk's administration on the command line, against the configured database
// (same DATA_DIR / DATABASE_URL / SITE_URL as the site):
//   npm run admin -- <command> [arguments]
// Each command lives in scripts/admin/<command>.ts; add one to COMMANDS below.
import { readServerConfigOrExit } from "../server/config.ts";
import { openDatabase } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrations.ts";
import { startClockAt } from "../common/clock.ts";
import type { AdminCommand } from "./admin/command.ts";
import { createUserCommand } from "./admin/create-user.ts";
import { signInLinkCommand } from "./admin/sign-in-link.ts";
import { removeUserCommand } from "./admin/remove-user.ts";
import { exportDataCommand } from "./admin/export-data.ts";
import { eraseDataCommand } from "./admin/erase-data.ts";
import { backupCommand } from "./admin/backup.ts";

const COMMANDS: Record<string, AdminCommand> = {
  "create-user": createUserCommand,
  "sign-in-link": signInLinkCommand,
  "remove-user": removeUserCommand,
  "export-data": exportDataCommand,
  "erase-data": eraseDataCommand,
  backup: backupCommand,
};

function usage(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.length));
  return ["usage: npm run admin -- <command>", "", ...Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`)].join("\n");
}

const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command) {
  console.error(usage());
  process.exit(2);
}
const config = readServerConfigOrExit();
// Tests only: the same pinned calendar as the server they share a database with.
if (config.clockStartAt) startClockAt(config.clockStartAt);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 1;
try {
  await migrateToLatest(db.db, db.dialect);
  code = await command.run(args, { db, config, out: (line) => console.log(line), err: (line) => console.error(line) });
} finally {
  await db.close();
}
process.exit(code);
