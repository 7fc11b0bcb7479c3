// Serves the React Router app. GET and HEAD of documents go through the page cache
// (see page-cache.ts); everything else (form posts, data requests) is rendered per request.
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { RequestContext } from "./app.ts";
import { NONCE_PLACEHOLDER, withNonce, type PageCache } from "./page-cache.ts";

// Pages whose HTML must be fresh per visitor (the contact form's fill-time trap, the inbox).
const UNCACHED = [/^\/contact\/?$/, /^\/admin\//];

function toFetchRequest(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(url, { method: req.method, headers });
}

export function pagesHandler(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  cache: PageCache | null;
}): (context: RequestContext) => RequestHandler {
  const render = createRequestHandler(opts.build, opts.mode);
  return (context) => {
    const perRequest = createExpressHandler({
      build: opts.build,
      mode: opts.mode,
      getLoadContext: (req, res) => ({ ...context, nonce: res.locals.cspNonce as string, clientIp: req.ip }),
    });
    return async (req, res, next) => {
      const cacheable =
        opts.cache && (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data") && !UNCACHED.some((r) => r.test(req.path));
      if (!cacheable) return perRequest(req, res, next);
      try {
        const key = req.originalUrl;
        let page = opts.cache!.get(key);
        if (!page) {
          const response = await render(toFetchRequest(req), { ...context, nonce: NONCE_PLACEHOLDER, clientIp: req.ip });
          page = { status: response.status, headers: [...response.headers.entries()], body: await response.text() };
          const html = response.headers.get("content-type")?.startsWith("text/html");
          // Only complete documents and not-found pages: never errors (a database outage must not stick).
          if (html && (page.status === 200 || page.status === 404) && !response.headers.has("set-cookie")) opts.cache!.set(key, page);
        }
        res.status(page.status);
        for (const [k, v] of page.headers) res.setHeader(k, v);
        // The nonce changes per response, so the HTML cannot be revalidated: always fetch anew.
        res.setHeader("Cache-Control", "no-cache");
        // res.end, not res.send: an ETag would be a validator for a body that differs every time.
        res.end(withNonce(page.body, res.locals.cspNonce as string));
      } catch (err) {
        next(err);
      }
    };
  };
}
