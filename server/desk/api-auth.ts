// Who may call the admin JSON API (/api/admin/*): the bearer ADMIN_TOKEN (scripts, the
// CLI; actor "api"; only while ADMIN_TOKEN is set) or a signed-in person's session
// cookie (actor = their e-mail), whose changes must carry the session's CSRF token in
// X-CSRF-Token. Handlers read who it was with `deskAuth(res)` or `actorOf(res)`. Wrong
// tokens and cookies are slowed by the app's one guess limiter (guess-limit.ts).
import type { RequestHandler, Response } from "express";
import type { Db } from "../db/connect.ts";
import type { Actor, DeskSession } from "./desk-user.ts";
import { tokenMatches } from "../leads/admin-auth.ts";
import { findSession } from "./session-store.ts";
import { sessionSecretFrom } from "./session-cookie.ts";
import { csrfAccepts } from "./csrf.ts";

export interface DeskAuth {
  actor: Actor;
  /** Present when a person's session (not the bearer token) authorised the request. */
  session?: DeskSession;
  /** The session cookie's secret (to sign that session out). */
  secret?: string;
}

/** The middleware that lets a request into the desk's API, as the routers take it. */
export type DeskGuard = RequestHandler[];

export function deskApiAuth({ db, adminToken }: { db: Db; adminToken: string | undefined }): DeskGuard {
  const check: RequestHandler = async (req, res, next) => {
    res.set("Cache-Control", "no-store").set("X-Robots-Tag", "noindex");
    const authorization = req.get("authorization");
    if (authorization !== undefined) {
      if (adminToken && tokenMatches(authorization, adminToken)) {
        res.locals.deskAuth = { actor: "api" } satisfies DeskAuth;
        return next();
      }
      return void res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "A valid admin token is required." });
    }
    const secret = sessionSecretFrom(req.get("cookie"));
    const session = secret ? await findSession(db.db, secret) : null;
    if (!secret || !session) {
      return void res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "Sign in, or send a valid admin token." });
    }
    if (!(await csrfAccepts(req.method, session, () => req.get("x-csrf-token")))) {
      return void res.status(403).json({ error: "The X-CSRF-Token header is missing or wrong." });
    }
    res.locals.deskAuth = { actor: session.user.email, session, secret } satisfies DeskAuth;
    next();
  };
  return [check];
}

/** Who the request is from; only after deskApiAuth. */
export function deskAuth(res: Response): DeskAuth {
  const auth = res.locals.deskAuth as DeskAuth | undefined;
  if (!auth) throw new Error("deskAuth(): deskApiAuth is not mounted before this handler");
  return auth;
}

/** Who is acting, for the audit log. */
export const actorOf = (res: Response): Actor => deskAuth(res).actor;
