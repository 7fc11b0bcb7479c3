// Security headers (helmet). Scripts run only with this request's nonce: the JSON-LD,
// hydration and analytics scripts all carry it, so no 'unsafe-inline' is needed.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

const GA_HOSTS = ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com"];

export function nonceMiddleware(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

export function securityHeaders(opts: { analytics: boolean; production: boolean }): RequestHandler {
  const analytics = opts.analytics ? GA_HOSTS : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`, ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...analytics],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analytics, ...(opts.production ? [] : ["ws:"])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: opts.production ? [] : null,
      },
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Sends visitors who reached the load balancer over plain HTTP to HTTPS. The balancer
 * terminates TLS and says which it was in X-Forwarded-Proto (trusted: app.ts sets
 * "trust proxy"); requests without the header (health checks, local runs) pass.
 */
export const httpsRedirect: RequestHandler = (req, res, next) => {
  if (req.get("x-forwarded-proto") !== "http") return next();
  res.redirect(301, `https://${req.get("host") ?? "localhost"}${req.originalUrl}`);
};

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  next();
};
