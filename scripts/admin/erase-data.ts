// erase-data <email>: erases every lead with this e-mail address and everything about
// them (notes, deliveries); the audit log keeps one entry that an erasure happened, without
// the address, and keeps who viewed or changed the leads. A desk person's address (present
// or past) is refused. Irreversible: export first if the person asked for a copy.
import type { AdminCommand } from "./command.ts";
import { DeskAddressErasure, erasePersonalData, requestedAddress } from "../../server/desk/privacy.ts";

export const eraseDataCommand: AdminCommand = {
  usage: "erase-data <email>",
  summary: "erase every lead of an address and all about them (irreversible)",
  async run(args, { db, out, err }) {
    const email = args.length === 1 ? requestedAddress(args[0]) : undefined;
    if (!email) {
      err(`usage: npm run admin -- ${this.usage}`);
      return 2;
    }
    try {
      out(`erased ${await erasePersonalData(db.db, email, "cli")} lead(s) for ${email}`);
      return 0;
    } catch (e) {
      if (!(e instanceof DeskAddressErasure)) throw e;
      err(e.message);
      return 1;
    }
  },
};
