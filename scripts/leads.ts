// The lead inbox on the command line, against the configured database:
//   npm run leads -- list [--source contact|chat|booking] [--spam|--no-spam] [--limit N]
//   npm run leads -- export --csv > leads.csv
import { parseArgs } from "node:util";
import { readServerConfigOrExit } from "../server/config.ts";
import { openDatabase } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrations.ts";
import { listLeads } from "../server/desk/lead-list.ts";
import { leadsToCsv } from "../server/leads/leads-csv.ts";
import { leadFlagText } from "../common/lead-flags.ts";
import { isLeadSource } from "../common/lead-source.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: "string" },
    spam: { type: "boolean" },
    "no-spam": { type: "boolean" },
    limit: { type: "string", default: "50" },
    csv: { type: "boolean" },
  },
});
const command = positionals[0];
if (command !== "list" && command !== "export") {
  console.error("usage: npm run leads -- list [--source contact|chat|booking] [--spam|--no-spam] [--limit N]\n       npm run leads -- export --csv");
  process.exit(2);
}
const config = readServerConfigOrExit();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(db.db, db.dialect);
  const source = isLeadSource(values.source) ? values.source : undefined;
  const spam = values.spam ? true : values["no-spam"] ? false : undefined;
  const limit = command === "export" ? 1_000_000 : Number(values.limit);
  const { total, leads } = await listLeads(db.db, { source, spam, limit, offset: 0 });
  if (command === "export" || values.csv) {
    process.stdout.write(leadsToCsv(leads));
  } else {
    for (const l of leads) {
      const flags = [l.source, l.status, l.delivery_state, leadFlagText(l.flag, l.fill_ms)].filter(Boolean).join(", ");
      console.log(`#${l.id}  ${l.created_at}  ${l.name} <${l.email}>${l.company ? ` (${l.company})` : ""}  [${flags}]`);
      console.log(`    ${l.message.replace(/\s+/g, " ").slice(0, 160)}`);
    }
    console.log(`${leads.length} of ${total} leads`);
  }
} finally {
  await db.close();
}
