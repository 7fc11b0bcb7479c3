// Serves the React Router app (docs/decisions/009).
// - Documents (GET and HEAD) answer only at their canonical spelling; others get a 301.
// - Cacheable pages are rendered as GET, once per TTL (a HEAD gets the GET's status and
//   headers), and sent byte for byte with a hash-based CSP, an ETag and CDN-friendly
//   Cache-Control. Pages that differ per visitor (the contact form's signed start time,
//   the inbox) are rendered per request with this response's nonce.
// - Everything else (form posts, `.data` requests) is rendered per request, through
//   @remix-run/node-fetch-server: fetch-request.ts makes the Fetch Request (its body read
//   and bounded), the library's sendResponse() streams React Router's answer back.
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, matchRoutes, type ServerBuild } from "react-router";
import { routerContext } from "../../app/load-context.ts";
import { sendResponse } from "@remix-run/node-fetch-server";
import type { RequestContext } from "../app.ts";
import { canonicalPath } from "./canonical-path.ts";
import { isCachedPage, type CachedPage, type PageCache, type RenderedPage } from "./page-cache.ts";
import { cspWithScriptSources, responseNonce } from "../security.ts";
import { clientAddress } from "../trust-proxy.ts";
import { fetchRequest } from "./fetch-request.ts";
import { BodyRefused } from "../body-limit.ts";
import { sendClientError } from "../client-error.ts";
import { SERVER_LIMITS } from "../../common/contact-schema.ts";
import { renderRateLimit } from "./render-rate-limit.ts";

// Pages whose HTML must be fresh per visitor (a signed form start time, ?sent after a post).
const UNCACHED = [/^\/contact$/, /^\/chat$/, /^\/book(\/|$)/, /^\/admin(\/|$)/];
// Of those, the public ones: anyone may ask for them, so each render counts against the
// address's budget (render-rate-limit.ts). The desk has its own sign-in limits.
const PUBLIC_UNCACHED = [/^\/contact$/, /^\/chat$/, /^\/book(\/|$)/];
// The query parameters a page reads. They are part of its cache key (normalised: one
// value, trimmed, single spaces, at most 200 characters); every other parameter is not.
// Such entries are kept apart from the site's pages, so junk queries cannot evict them.
const QUERY_READ: Record<string, string[]> = { "/search": ["q"] };
// The catch-all route: every unknown URL renders the same not-found page, so they share one entry.
const CATCH_ALL_KEY = "404:*";
const NOT_FOUND_PATH = "/404";
export const DEFAULT_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

export interface PagesOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  cache: PageCache | null;
  /** Cache-Control of cached pages (PAGE_CACHE_CONTROL). */
  cacheControl?: string;
  /** Per-request renders per client address per minute (RENDER_RATE_LIMIT). */
  renderRateLimit: number;
}

/** Is this path answered by the catch-all route (an unknown URL)? */
function catchAllMatcher(build: ServerBuild) {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
  const nodes = new Map<string, Node>();
  for (const r of Object.values(build.routes)) {
    if (r) nodes.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: [] });
  }
  const roots: Node[] = [];
  for (const r of Object.values(build.routes)) {
    if (!r) continue;
    const node = nodes.get(r.id)!;
    (r.parentId ? nodes.get(r.parentId)!.children : roots).push(node);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (path: string) => matchRoutes(roots as any, path)?.at(-1)?.route.path === "*";
}

/** The paths of the app's routes as routes.ts declares them ("about", "blog/:slug"). */
export const routePathsOf = (build: ServerBuild): ReadonlySet<string> => new Set(Object.values(build.routes).flatMap((r) => (r?.path ? [r.path] : [])));

export interface PageHandlers {
  /** Sends a page already in the cache, or passes: mounted early, so a hit skips the rest of the stack. */
  fromCache: RequestHandler;
  /** Renders (or sends from the cache) every page request that reaches it. */
  render: RequestHandler;
}

export function pagesHandler(opts: PagesOptions): (context: RequestContext) => PageHandlers {
  const render = createRequestHandler(opts.build, opts.mode);
  const isCatchAll = typeof opts.build === "function" ? () => false : catchAllMatcher(opts.build);
  const build = opts.build;
  // A production build's routes never change: read once. In development each call reads the current build.
  let routePaths: () => Promise<ReadonlySet<string>>;
  if (typeof build === "function") routePaths = async () => routePathsOf(await build());
  else {
    const paths = Promise.resolve(routePathsOf(build));
    routePaths = () => paths;
  }
  const cacheControl = opts.cacheControl ?? DEFAULT_PAGE_CACHE_CONTROL;
  // React Router's route discovery endpoint answers per query: not a document.
  const manifestPath = typeof opts.build === "function" ? "/__manifest" : opts.build.routeDiscovery.manifestPath;

  return (context) => {
    const renderLimit = renderRateLimit(opts.renderRateLimit);
    /** Passes to `render` if the client's address has renders left this minute; else a 429. */
    const limited = (req: ExpressRequest, res: ExpressResponse, next: (err?: unknown) => void, render: () => unknown) =>
      renderLimit(req, res, (err?: unknown) => (err ? next(err) : render()));

    /** Renders a page for everyone: as GET, at its canonical URL (and the query it reads), from no visitor's headers. */
    async function renderShared(path: string): Promise<{ page: RenderedPage; keep: boolean }> {
      const failuresBefore = context.contentApi.databaseFailures();
      let scriptSources: string[] | undefined;
      const response = await render(
        new Request(new URL(path, context.site.url), { headers: { accept: "text/html" } }),
        routerContext({ ...context, routePaths, nonce: "", reportScriptSources: (sources: string[]) => (scriptSources = sources) }),
      );
      const body = Buffer.from(await response.arrayBuffer());
      const page: RenderedPage = { status: response.status, headers: [...response.headers.entries()], body, scriptSources };
      // Keep only complete pages rendered while the database answered: never an empty
      // body, an error, or a not-found that was really an outage.
      const keep =
        (page.status === 200 || page.status === 404) &&
        body.length > 0 &&
        !response.headers.has("set-cookie") &&
        context.contentApi.databaseFailures() === failuresBefore;
      return { page, keep };
    }

    function send(req: ExpressRequest, res: ExpressResponse, page: CachedPage | RenderedPage) {
      res.status(page.status);
      for (const [k, v] of page.headers) res.setHeader(k, v);
      const csp = res.getHeader("content-security-policy");
      if (page.scriptSources && typeof csp === "string") {
        res.setHeader("Content-Security-Policy", cspWithScriptSources(csp, responseNonce(res), page.scriptSources));
      }
      if (!isCachedPage(page)) {
        res.setHeader("Cache-Control", "no-store");
        res.end(page.body);
        return;
      }
      if (!page.headers.some(([k]) => k === "cache-control")) res.setHeader("Cache-Control", cacheControl);
      res.setHeader("ETag", page.etag);
      res.setHeader("Vary", "Accept-Encoding");
      // Every header so far is the same on every response of this page (the security
      // headers included, now that no nonce is in them): keep them for cache hits.
      page.sentHeaders ??= Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]);
      sendBody(req, res, page);
    }

    /** The 304, or the stored body in the best encoding the client takes. */
    function sendBody(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const encoding = req.acceptsEncodings("br", "gzip", "identity");
      const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
      if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    }

    const perRequest: RequestHandler = async (req, res, next) => {
      try {
        const requestContext = routerContext({ ...context, routePaths, nonce: responseNonce(res), clientIp: clientAddress(req.ip) });
        let request: Request;
        try {
          request = await fetchRequest(req, res, SERVER_LIMITS.bodyBytes);
        } catch (err) {
          if (res.destroyed) return; // the visitor hung up while sending: nobody to answer
          if (!(err instanceof BodyRefused)) throw err;
          req.resume(); // the rest of the body is dropped, so the connection can be reused
          return sendClientError(req, res, err.status, err.message);
        }
        const response = await render(request, requestContext);
        // A page rendered for one visitor is for that visitor only.
        if (response.headers.get("content-type")?.startsWith("text/html") && !response.headers.has("cache-control")) {
          response.headers.set("Cache-Control", "private, no-store");
        }
        await sendResponse(res, response);
      } catch (err) {
        next(err);
      }
    };

    const isDocument = (req: ExpressRequest) => (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data") && req.path !== manifestPath;

    /** The cache key of a canonical path: the path, plus the query parameters the page reads. */
    function cacheKey(path: string, originalUrl: string): { key: string; queryKeyed: boolean } {
      const names = QUERY_READ[path];
      if (!names) return { key: path, queryKeyed: false };
      const given = new URLSearchParams(originalUrl.includes("?") ? originalUrl.slice(originalUrl.indexOf("?") + 1) : "");
      const kept = new URLSearchParams();
      for (const name of names) {
        const value = (given.get(name) ?? "").trim().replace(/\s+/g, " ").slice(0, 200);
        if (value) kept.set(name, value);
      }
      const query = kept.toString();
      return { key: query ? `${path}?${query}` : path, queryKeyed: true };
    }

    // A hit replays the headers its first response had, so it skips the nonce, helmet and
    // the rest of the stack. Plain-HTTP visitors go on to the HTTPS redirect.
    const fromCache: RequestHandler = (req, res, next) => {
      const page = opts.cache && isDocument(req) ? opts.cache.peek(cacheKey(req.path, req.originalUrl).key) : undefined;
      if (!page?.sentHeaders || req.get("x-forwarded-proto") === "http") return next();
      res.status(page.status);
      for (const [k, v] of page.sentHeaders) res.setHeader(k, v);
      sendBody(req, res, page);
    };

    const renderPage: RequestHandler = async (req, res, next) => {
      if (!isDocument(req)) return perRequest(req, res, next);

      const path = canonicalPath(req.path);
      if (path === undefined) return void res.status(400).type("text/plain").send("Bad request: the path cannot be decoded.");
      if (path !== req.path) {
        const q = req.originalUrl.indexOf("?");
        const query = q >= 0 ? req.originalUrl.slice(q) : "";
        return void res.redirect(301, `${path}${query}`);
      }
      if (PUBLIC_UNCACHED.some((r) => r.test(path))) return limited(req, res, next, () => perRequest(req, res, next));
      if (!opts.cache || UNCACHED.some((r) => r.test(path))) return perRequest(req, res, next);

      // A query the page does not read (utm_*, gclid, anything) never makes another entry.
      const { key, queryKeyed } = cacheKey(path, req.originalUrl);
      const cache = opts.cache;
      const serve = async () => {
        try {
          // Every unknown URL shares one not-found page, rendered at one stand-in path.
          const page = isCatchAll(path)
            ? await cache.get(CATCH_ALL_KEY, () => renderShared(NOT_FOUND_PATH))
            : await cache.get(key, () => renderShared(key), { apart: queryKeyed });
          send(req, res, page);
        } catch (err) {
          next(err);
        }
      };
      // A query not yet in the cache (a new search) is a render: it counts against the budget.
      return queryKeyed && !cache.peek(key) ? limited(req, res, next, serve) : serve();
    };

    return { fromCache, render: renderPage };
  };
}
