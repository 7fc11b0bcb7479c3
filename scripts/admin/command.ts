// One `npm run admin -- <command>`: its usage line and what it does with the database.
// A command writes its result to `out` and problems to `err`, and returns the exit code.
import type { Db } from "../../server/db/connect.ts";
import type { ServerConfig } from "../../server/config.ts";

export interface AdminContext {
  db: Db;
  config: ServerConfig;
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface AdminCommand {
  /** e.g. `create-user <email> [--name "Full Name"]` */
  usage: string;
  summary: string;
  run(args: string[], ctx: AdminContext): Promise<number>;
}
