// The desk's Express side, mounted before the pages and the other API routers:
// - no change to the desk (/admin/*, /api/admin/*, in every spelling) from another site: 403;
// - one budget of sign-in attempts per client address (ADMIN_SIGN_IN_RATE_LIMIT per 15
//   minutes, per instance): the sign-in page's posts (password and "e-mail me a link"),
//   using a sign-in link, and POST /api/admin/session;
// - the session as JSON, for scripts and the desk's own fetches:
//   POST /api/admin/session {email, password} signs in (sets the cookie, answers the
//   CSRF token), GET answers who is signed in, DELETE signs out (X-CSRF-Token).
import express, { Router, type RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import type { ServerConfig } from "../config.ts";
import type { Desk } from "./desk.ts";
import { deskAuth, type DeskGuard } from "./api-auth.ts";
import { SAFE_METHODS } from "./csrf.ts";
import { canonicalPath, pageOfDataRequest } from "../pages/canonical-path.ts";
import { isCrossSite } from "../request-origin.ts";
import { sendClientError } from "../client-error.ts";
import { clientAddress } from "../trust-proxy.ts";
import { SIGN_IN_MESSAGES } from "../../common/desk-rules.ts";

const SESSION_API = "/api/admin/session";

/** The page (or API path) a request is for, canonical; undefined when it cannot be decoded. */
function deskPath(rawPath: string): string | undefined {
  const path = canonicalPath(rawPath);
  return path === undefined ? undefined : pageOfDataRequest(path);
}

const isDeskPath = (path: string) => /^\/(api\/)?admin(\/|$)/.test(path);

/** Whether a request, in any spelling (case, slashes, escapes, `.data`), is for the desk's pages or API. */
export function isDeskRequest(rawPath: string): boolean {
  return isDeskPath(deskPath(rawPath) ?? "");
}

export function isSignInAttempt(method: string, rawPath: string): boolean {
  if (SAFE_METHODS.includes(method)) return false;
  const path = deskPath(rawPath);
  if (path === SESSION_API) return method === "POST";
  return path === "/admin/sign-in" || (path?.startsWith("/admin/sign-in/link/") ?? false);
}

function signInRateLimit(perWindow: number): RequestHandler {
  const limiter = rateLimit({
    windowMs: 15 * 60_000,
    limit: perWindow,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    validate: { xForwardedForHeader: false },
    handler: (req, res) => sendClientError(req, res, 429, SIGN_IN_MESSAGES.tooMany),
  });
  return (req, res, next) => (isSignInAttempt(req.method, req.path) ? limiter(req, res, next) : next());
}

export function deskRouter({ desk, auth, config }: { desk: Desk; auth: DeskGuard; config: ServerConfig }): Router {
  const router = Router();

  router.use((req, res, next) => {
    if (SAFE_METHODS.includes(req.method)) return next();
    const path = deskPath(req.path);
    if (path !== undefined && isDeskPath(path) && isCrossSite(req, config.site.url)) {
      return sendClientError(req, res, 403, "Changes to the lead desk are accepted from this website only.");
    }
    next();
  });
  router.use(signInRateLimit(config.adminSignInRateLimit));

  router.post(SESSION_API, express.json({ limit: "8kb" }), async (req, res) => {
    res.set("Cache-Control", "no-store");
    const { email, password } = (req.body ?? {}) as Record<string, unknown>;
    if (typeof email !== "string" || typeof password !== "string") {
      return void res.status(400).json({ error: 'Send {"email": …, "password": …} as JSON.' });
    }
    const result = await desk.signInWithPassword(email, password, { ip: clientAddress(req.ip), userAgent: req.get("user-agent") });
    if (!result.ok) return void res.status(401).json({ error: SIGN_IN_MESSAGES.refused });
    res.append("Set-Cookie", desk.sessionCookie(result));
    res.json(result.session);
  });

  router.get(SESSION_API, ...auth, (_req, res) => {
    const { actor, session } = deskAuth(res);
    res.json(session ?? { actor });
  });
  router.delete(SESSION_API, ...auth, async (_req, res) => {
    const { session, secret } = deskAuth(res);
    if (!session || !secret) return void res.status(400).json({ error: "The bearer token has no session to end." });
    await desk.signOut({ session, secret });
    res.append("Set-Cookie", desk.clearedSessionCookie()).status(204).end();
  });
  return router;
}
