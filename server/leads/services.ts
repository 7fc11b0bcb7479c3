// Lead capture and delivery (POST /api/contact, the outbox worker, the admin inbox).
// The lead-capture work fills this in; the server mounts `routers` before the pages
// and calls start() once the database is ready and stop() on shutdown.
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import type { ServerConfig } from "../config.ts";

export interface LeadServicesDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
}

export function createLeadServices(_deps: LeadServicesDeps) {
  const routers: RequestHandler[] = [];
  return {
    routers,
    start() {},
    async stop() {},
  };
}
