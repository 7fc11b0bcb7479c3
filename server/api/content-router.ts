// Serves the ContentApi at its paths (common/content-api.ts): JSON, or the markdown
// file's text; a missing resource is its 404, any other GET under /api/ a 404 JSON error.
import { Router, type Response } from "express";
import { HttpError } from "../../common/http-error.ts";
import { CONTENT_ROUTES, PARAM, type ContentApi, type ContentResource, type ContentRoute } from "../../common/content-api.ts";

// Content changes only on deploy or content sync: let browsers and CDNs reuse answers briefly.
const CACHE = "public, max-age=60, stale-while-revalidate=600";

function sendError(res: Response, err: unknown) {
  if (err instanceof HttpError) {
    const body = err.body;
    res.status(err.status).set("Cache-Control", "no-store");
    if (body.startsWith("{")) res.type("application/json").send(body);
    else res.type("text/plain").send(body);
    return;
  }
  throw err;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isResource = (name: string): name is ContentResource => name in CONTENT_ROUTES;
const routes = Object.keys(CONTENT_ROUTES)
  .filter(isResource)
  .map((name) => {
    const route: ContentRoute = CONTENT_ROUTES[name];
    return { name, route, pattern: new RegExp(`^${escapeRegExp(route.path).replace(PARAM, "([^/]+)")}$`) };
  });

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // names nothing, so the resource answers its 404
  }
};

export function contentRouter(api: ContentApi): Router {
  // Every method takes at most one string: its path's parameter.
  const methods: Record<ContentResource, (arg: string) => Promise<unknown>> = api;
  async function answer(res: Response, name: ContentResource, arg: string) {
    const route: ContentRoute = CONTENT_ROUTES[name];
    try {
      const value = await methods[name](arg);
      res.set("Cache-Control", CACHE);
      if (route.markdown) res.type("text/markdown; charset=utf-8").send(value);
      else res.json(value);
    } catch (err) {
      sendError(res, err);
    }
  }

  const router = Router();
  // The markdown posts by their Express patterns (which also name them in the metrics).
  for (const { name, route } of routes) {
    if (route.path.startsWith("/api/")) continue;
    router.get(route.path, (req, res) => {
      const [param] = Object.values(req.params);
      return answer(res, name, typeof param === "string" ? param : "");
    });
  }
  // The API's resources matched here: an undecodable slug must reach its resource, which
  // answers its own 404 (Express would answer 400); any other GET under /api/ is a 404.
  router.get(/^\/api\/.+/, async (req, res) => {
    for (const { name, route, pattern } of routes) {
      const match = route.path.startsWith("/api/") && pattern.exec(req.path);
      if (match) return answer(res, name, match[1] === undefined ? "" : decoded(match[1]));
    }
    sendError(res, new HttpError(404, JSON.stringify({ error: "Not found" })));
  });
  return router;
}
