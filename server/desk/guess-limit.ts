// One budget of wrong guesses per client address for every way into the desk that takes a
// secret: the bearer ADMIN_TOKEN (/api/admin/*, /metrics), a session cookie or its CSRF
// token (/api/admin/*, the desk's pages), a password or a sign-in link (the sign-in page in
// every spelling, POST /api/admin/session). It is one limiter for the whole app, so guesses
// spread over several paths add up. Only refusals count (401, 403, and a sign-in that did
// not sign in), so a person at work in the desk, or a scraper with the token, is never slowed.
// Per instance, like the other limits (docs/decisions/018).
import type { Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { canonicalPath } from "../pages/canonical-path.ts";
import { sendClientError } from "../client-error.ts";
import { METRICS_PATH } from "../metrics/metrics-endpoint.ts";
import { isDeskRequest, isSignInAttempt } from "./desk-router.ts";

export const WRONG_GUESSES_PER_MINUTE = 30;

const takesSecret = (req: Request) => isDeskRequest(req.path) || canonicalPath(req.path) === METRICS_PATH;

const wasWrongGuess = (req: Request, res: Response) =>
  res.statusCode === 401 || res.statusCode === 403 || (isSignInAttempt(req.method, req.path) && res.statusCode >= 400);

export function deskGuessLimit(): RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: WRONG_GUESSES_PER_MINUTE,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (req, res) => !wasWrongGuess(req, res),
    standardHeaders: "draft-7",
    legacyHeaders: false,
    // Without TRUST_PROXY a forwarded header is ignored on purpose; no need to warn per request.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => sendClientError(req, res, 429, "Too many failed attempts from your address. Please wait a minute and try again."),
  });
  return (req, res, next) => (takesSecret(req) ? limiter(req, res, next) : next());
}
