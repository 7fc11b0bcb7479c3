// POST /api/event: the page-view beacon. Answers 204 at once (the counting is in memory,
// written later), so it never holds a page up; at most EVENT_BODY_BYTES of body, and
// EVENT_RATE_LIMIT beacons per address per minute. Not counted: bots (isbot), requests
// without a user agent, and beacons another site makes its visitors' browsers send.
import express, { Router, type ErrorRequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { isbot } from "isbot";
import { pageViewFromBeacon } from "./page-view-event.ts";
import type { VisitCounter } from "./visit-counter.ts";
import { clientAddress } from "../trust-proxy.ts";

export const EVENT_BODY_BYTES = 800;

export function eventRouter(counter: VisitCounter, opts: { siteUrl: string; perMinute: number }): Router {
  const siteHost = new URL(opts.siteUrl).host;
  const router = Router();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: opts.perMinute,
    standardHeaders: false,
    legacyHeaders: false,
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => void res.status(429).end(),
  });
  router.post("/api/event", limiter, express.text({ type: () => true, limit: EVENT_BODY_BYTES }), (req, res) => {
    res.status(204).end();
    const userAgent = req.get("user-agent");
    const ip = clientAddress(req.ip);
    if (!userAgent || !ip || isbot(userAgent)) return;
    if (req.get("sec-fetch-site") === "cross-site") return;
    const ownHosts = [siteHost, req.get("host") ?? siteHost];
    const view = pageViewFromBeacon(req.body, { ip, userAgent }, ownHosts);
    if (view) counter.record(view);
  });
  router.use("/api/event", ((err, _req, res, next) => {
    const status = typeof err?.status === "number" ? err.status : 0;
    if (status >= 400 && status < 500) return void res.status(status).end();
    next(err);
  }) as ErrorRequestHandler);
  return router;
}
