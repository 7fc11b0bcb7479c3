// export-data <email>: everything stored about an e-mail address (leads, notes,
// deliveries, audit entries) as JSON on stdout, for a privacy request:
// `npm run admin -- export-data a@b.c > data.json`.
import type { AdminCommand } from "./command.ts";
import { exportPersonalData, requestedAddress } from "../../server/desk/privacy.ts";

export const exportDataCommand: AdminCommand = {
  usage: "export-data <email>",
  summary: "write everything stored about an address as JSON to stdout",
  async run(args, { db, out, err }) {
    const email = args.length === 1 ? requestedAddress(args[0]) : undefined;
    if (!email) {
      err(`usage: npm run admin -- ${this.usage}`);
      return 2;
    }
    const data = await exportPersonalData(db.db, email, "cli");
    out(JSON.stringify(data, null, 2));
    err(`${data.leads.length} lead(s) found for ${email}`);
    return 0;
  },
};
