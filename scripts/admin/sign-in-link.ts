// sign-in-link <email>: prints a new one-time sign-in link (24 hours) for an existing
// person, e.g. one who forgot their password and has no e-mail set up for the desk.
import type { AdminCommand } from "./command.ts";
import { newSignInLink } from "../../server/desk/invite.ts";

export const signInLinkCommand: AdminCommand = {
  usage: "sign-in-link <email>",
  summary: "print a new one-time sign-in link (24 h) for an existing person",
  async run(args, { db, config, out, err }) {
    if (args.length !== 1) {
      err(`usage: npm run admin -- ${this.usage}`);
      return 2;
    }
    const link = await newSignInLink(db.db, args[0]!);
    if (!link) {
      err(`No account for ${args[0]}. Create one with: npm run admin -- create-user ${args[0]}`);
      return 1;
    }
    out(`One-time sign-in link for ${link.user.email} (valid 24 hours):`);
    out(`${config.site.url}${link.linkPath}`);
    return 0;
  },
};
