// One budget per client address for everything that creates a lead: POST /api/contact
// (the form with JavaScript, and the chat) and the no-JavaScript form action in every
// spelling React Router answers (/contact, /contact/, /Contact, /%63ontact,
// /contact.data, any method but GET), and the no-JavaScript chat's action (/chat, the
// same spellings). The address is the one Express resolved under
// TRUST_PROXY, so a client cannot choose it unless a trusted proxy vouches for it.
import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { canonicalPath, pageOfDataRequest } from "../pages/canonical-path.ts";
import { sendClientError } from "../client-error.ts";

const LEAD_PATHS = new Set(["/api/contact", "/contact", "/chat", "/api/bookings", "/book"]);

export function isLeadPath(method: string, rawPath: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  const path = canonicalPath(rawPath);
  return path !== undefined && LEAD_PATHS.has(pageOfDataRequest(path));
}

export function leadRateLimit(perMinute: number): RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    // Without TRUST_PROXY a forwarded header is ignored on purpose; no need to warn per request.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => sendClientError(req, res, 429, "Too many messages from your address. Please try again in a minute."),
  });
  return (req, res, next) => (isLeadPath(req.method, req.path) ? limiter(req, res, next) : next());
}
