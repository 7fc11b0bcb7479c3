// GET /metrics in the Prometheus text format. On the main port it answers only with
// ADMIN_TOKEN as bearer (and does not exist without ADMIN_TOKEN); with METRICS_PORT
// set it is served on that port instead, by a small server of its own without a token
// (keep that port inside the cluster), and the main port has no /metrics at all.
import http from "node:http";
import { Router } from "express";
import type { Logger } from "pino";
import { tokenMatches } from "../leads/admin-auth.ts";
import type { Metrics } from "./metrics.ts";

export const METRICS_PATH = "/metrics";

export function metricsRouter(metrics: Metrics, opts: { adminToken?: string; metricsPort?: number }): Router {
  const router = Router();
  if (opts.metricsPort || !opts.adminToken) return router; // 404
  const adminToken = opts.adminToken;
  // Wrong tokens are slowed by the app's one guess limiter (server/desk/guess-limit.ts).
  router.get(METRICS_PATH, async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (!tokenMatches(req.get("authorization"), adminToken)) {
      res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("A valid bearer token is required.\n");
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.type(metrics.registry.contentType).send(body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/** The metrics on their own port (METRICS_PORT), bound to `host`. Resolves once listening. */
export async function startMetricsServer(metrics: Metrics, port: number, host: string, logger: Logger) {
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" }).end(req.method === "HEAD" ? undefined : body);
    } catch (err) {
      logger.error({ err }, "metrics could not be collected");
      res.writeHead(500, { "Content-Type": "text/plain" }).end("Metrics could not be collected\n");
    }
  });
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  logger.info(`metrics on http://${host}:${port}${METRICS_PATH}`);
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
