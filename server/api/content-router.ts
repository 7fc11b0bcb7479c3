// GET /api/... for content and /blogs/... for markdown posts, over the read API.
import { Router, type Response } from "express";
import { HttpError } from "../../common/http-error.ts";
import type { Fetcher } from "../../common/fetcher.ts";

// Content changes only on deploy or content sync: let browsers and CDNs reuse answers briefly.
const CACHE = "public, max-age=60, stale-while-revalidate=600";

function sendError(res: Response, err: unknown) {
  if (err instanceof HttpError) {
    const body = err.message.slice(err.message.indexOf(":") + 2);
    res.status(err.status).set("Cache-Control", "no-store");
    if (body.startsWith("{")) res.type("application/json").send(body);
    else res.type("text/plain").send(body);
    return;
  }
  throw err;
}

export function contentRouter(readApi: Fetcher): Router {
  const router = Router();
  router.get(/^\/api\/.+/, async (req, res) => {
    try {
      const value = await readApi.json(req.path);
      res.set("Cache-Control", CACHE).json(value);
    } catch (err) {
      sendError(res, err);
    }
  });
  router.get("/blogs/list.json", async (_req, res) => {
    res.set("Cache-Control", CACHE).json(await readApi.json("/blogs/list.json"));
  });
  router.get("/blogs/:file", async (req, res) => {
    try {
      const text = await readApi.text(`/blogs/${req.params.file}`);
      res.set("Cache-Control", CACHE).type("text/markdown; charset=utf-8").send(text);
    } catch (err) {
      sendError(res, err);
    }
  });
  return router;
}
