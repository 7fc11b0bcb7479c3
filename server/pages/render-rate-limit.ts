// Pages rendered for one request (the contact and chat pages, a search for a query not
// yet in the page cache) cost a full render each: 15 to 70 a second kept an instance
// busy for every other visitor (security audit L-6). One budget per client address,
// resolved under TRUST_PROXY like every other limit; cached pages never count.
import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { sendClientError } from "../client-error.ts";

/** `perMinute`: RENDER_RATE_LIMIT, per client address (per instance); by default far more than a person reads. */
export function renderRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    // Without TRUST_PROXY a forwarded header is ignored on purpose; no need to warn per request.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => sendClientError(req, res, 429, "Too many pages from your address. Please wait a minute."),
  });
}
