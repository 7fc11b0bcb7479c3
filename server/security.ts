// Security headers (helmet). Inline scripts run only with this response's nonce, or, on
// a cached page sent byte for byte to everyone, by their SHA-256 hashes (decision 009);
// inline styles only by their hashes (inline-style-hashes.ts, decision 019); never
// 'unsafe-inline' in production. Development keeps it for styles: Vite injects them.
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

/** This response's nonce: in its CSP header, and given to React for every inline script (app/entry.server.tsx). */
export const responseNonce = (res: { locals: Record<string, unknown> }): string => res.locals.cspNonce as string;

export function securityHeaders(opts: { analytics: boolean; production: boolean; styleSources: string[] }): RequestHandler {
  const analytics = opts.analytics ? GA_HOSTS : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${responseNonce(res as unknown as { locals: Record<string, unknown> })}'`, ...analytics],
        styleSrc: ["'self'", ...(opts.production ? opts.styleSources : ["'unsafe-inline'"])],
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
    xFrameOptions: { action: "deny" }, // as frame-ancestors 'none', for browsers without CSP
  });
}

/** The CSP header helmet wrote for this response, with the nonce swapped for the page's script hashes. */
export function cspWithScriptSources(header: string, nonce: string, sources: string[]): string {
  const nonceSource = `'nonce-${nonce}'`;
  if (!header.includes(nonceSource)) throw new Error("the CSP header carries no nonce to replace");
  return header.replace(nonceSource, sources.join(" ") || "'none'");
}

/**
 * Sends visitors who reached the load balancer over plain HTTP to HTTPS. The balancer
 * terminates TLS and says which it was in X-Forwarded-Proto; requests without the header
 * (health checks, local runs) pass. The target is SITE_URL's origin, never the request's
 * Host header, and the path must be one path (not "//host", which would leave the site).
 */
export function httpsRedirect(siteUrl: string): RequestHandler {
  const origin = new URL(siteUrl).origin.replace(/^http:/, "https:");
  return (req, res, next) => {
    if (req.get("x-forwarded-proto") !== "http") return next();
    const path = req.originalUrl.replace(/^[/\\]+/, "/");
    res.redirect(301, `${origin}${path}`);
  };
}

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
  next();
};
