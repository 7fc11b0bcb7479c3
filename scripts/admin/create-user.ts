// create-user <email> [--name "Full Name"]: adds a person to the desk (if missing) and
// prints a one-time sign-in link, valid 24 hours, for them to choose a password.
import { parseArgs } from "node:util";
import { z } from "zod";
import type { AdminCommand } from "./command.ts";
import { inviteUser } from "../../server/desk/invite.ts";

export const createUserCommand: AdminCommand = {
  usage: 'create-user <email> [--name "Full Name"]',
  summary: "add a person to the lead desk and print a one-time sign-in link (24 h)",
  async run(args, { db, config, out, err }) {
    const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { name: { type: "string" } } });
    const email = positionals[0]?.trim() ?? "";
    if (positionals.length !== 1 || !z.email().safeParse(email).success) {
      err(`usage: npm run admin -- ${this.usage}`);
      return 2;
    }
    const { user, created, linkPath } = await inviteUser(db.db, { email, name: values.name }, "cli");
    out(created ? `Created ${user.email}.` : `${user.email} already has an account.`);
    out(`One-time sign-in link (valid 24 hours):`);
    out(`${config.site.url}${linkPath}`);
    return 0;
  },
};
