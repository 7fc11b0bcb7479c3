// The origin a request was sent to, from a Host header that cannot smuggle a path or a
// user ("evil.example/x", "a@b"): React Router's form check and ours compare against it.
// The protocol is Express's req.protocol, which believes X-Forwarded-Proto only from the
// proxies TRUST_PROXY names (trust-proxy.ts).
import type { Request } from "express";

/** The request's host (and port), cut before anything that is not part of a host. */
export function requestHost(req: Request): string {
  return (req.get("host") ?? "").split(/[\\/?#@]/)[0] || "localhost";
}

export function requestOrigin(req: Request): string {
  return `${req.protocol}://${requestHost(req)}`;
}

/**
 * Whether a page on another site made the visitor's browser send this request (a form
 * post needs no preflight): the browser says so (Sec-Fetch-Site), or the Origin is
 * neither SITE_URL's nor the request's own (so local runs and tests still work).
 */
export function isCrossSite(req: Request, siteUrl: string): boolean {
  const origin = req.get("origin");
  if (req.get("sec-fetch-site") === "cross-site") return true;
  return origin !== undefined && origin !== new URL(siteUrl).origin && origin !== requestOrigin(req);
}
