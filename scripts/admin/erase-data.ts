// erase-data <email>: erases every lead with this e-mail address and everything about
// them (notes, deliveries, audit entries); the audit log keeps one entry that an erasure
// happened, without the address. Irreversible: export first if the person asked for a copy.
import type { AdminCommand } from "./command.ts";
import { erasePersonalData, requestedAddress } from "../../server/desk/privacy.ts";

export const eraseDataCommand: AdminCommand = {
  usage: "erase-data <email>",
  summary: "erase every lead of an address and all about them (irreversible)",
  async run(args, { db, out, err }) {
    const email = args.length === 1 ? requestedAddress(args[0]) : undefined;
    if (!email) {
      err(`usage: npm run admin -- ${this.usage}`);
      return 2;
    }
    out(`erased ${await erasePersonalData(db.db, email, "cli")} lead(s) for ${email}`);
    return 0;
  },
};
