// Times every request into http_request_duration_seconds. The route label must stay a
// small set whatever URLs clients send: the Express route pattern when one answered
// (e.g. /api/admin/leads/:id), otherwise a group: "api" (an /api/ path no route
// matched), "asset" (a path with a file extension: build assets, images, feeds),
// "page" (the React Router pages, which are one catch-all handler here), "other".
// Never the raw URL.
import type { Request, RequestHandler } from "express";
import type { Metrics } from "./metrics.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function routeLabel(req: Request, path: string): string {
  const pattern = req.route?.path;
  if (typeof pattern === "string") return `${req.baseUrl ?? ""}${pattern}` || "/";
  if (path.startsWith("/api/")) return "api";
  if (/\.[A-Za-z0-9]+$/.test(path) && !path.endsWith(".data")) return "asset";
  if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return "page";
  return "other";
}

/** `skip`: paths not timed (the probes and /metrics, called every few seconds, would swamp the rest). */
export function timeRequests(metrics: Metrics, skip: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const path = req.path; // read now: routers rewrite req.url while they run
    if (skip.includes(path)) return next();
    const end = metrics.httpDuration.startTimer();
    res.on("finish", () => {
      end({
        method: METHODS.has(req.method) ? req.method : "other",
        route: routeLabel(req, path),
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
    });
    next();
  };
}
