// remove-user <email>: someone leaves the firm. Their account, sessions and sign-in links
// go at once; the leads they owned become unowned.
import type { AdminCommand } from "./command.ts";
import { removeUser } from "../../server/desk/remove-user.ts";

export const removeUserCommand: AdminCommand = {
  usage: "remove-user <email>",
  summary: "delete a person's account, sign them out everywhere, unassign their leads",
  async run(args, { db, out, err }) {
    if (args.length !== 1) {
      err(`usage: npm run admin -- ${this.usage}`);
      return 2;
    }
    if (!(await removeUser(db.db, args[0]!, "cli"))) {
      err(`No account for ${args[0]}.`);
      return 1;
    }
    out(`Removed ${args[0]!.trim().toLowerCase()}: signed out everywhere; their leads are unowned.`);
    return 0;
  },
};
