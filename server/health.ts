// Health for orchestrators and load balancers.
// - /livez: the process answers (a failing liveness probe restarts the container).
// - /readyz: the database answers, migrations and the content sync are done, and the
//   instance is not draining (a failing readiness probe only stops traffic to it).
// - /healthz: kept for existing load balancer checks; the same as /readyz.
import { Router, type RequestHandler } from "express";
import type { Kysely } from "kysely";
import { ping } from "./db/migrations.ts";
import type { Database } from "./db/schema.ts";

/** The probes' paths: load balancers call them every few seconds, so they are not logged. */
export const PROBE_PATHS = ["/livez", "/readyz", "/healthz"];

export interface Readiness {
  /** Migrations and the content sync have finished. */
  databasePrepared: boolean;
  /** SIGTERM received: finishing requests, taking no new traffic. */
  draining: boolean;
}

export function healthRouter(db: Kysely<Database>, readiness: Readiness): Router {
  const router = Router();
  router.get("/livez", (_req, res) => void res.set("Cache-Control", "no-store").json({ status: "ok" }));
  const ready: RequestHandler = async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (readiness.draining) return void res.status(503).json({ status: "draining" });
    if (!readiness.databasePrepared) return void res.status(503).json({ status: "starting" });
    try {
      await ping(db);
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  };
  router.get("/readyz", ready);
  router.get("/healthz", ready);
  return router;
}
