// GET /api/search?q=: the site search as JSON ({ query, results: [{ type, title, url,
// snippet }] }), at most SEARCH_MAX_RESULTS results. A query longer than
// SEARCH_MAX_QUERY_LENGTH characters, or given twice, is a 400: the header's dialog never sends one.
import { Router } from "express";
import { SEARCH_MAX_QUERY_LENGTH } from "../../common/search.ts";
import type { SiteSearch } from "./site-search.ts";

// Answers change only when content does (deploy, sync, a post's publication day).
const CACHE = "public, max-age=60, stale-while-revalidate=600";

export function searchRouter(search: SiteSearch): Router {
  const router = Router();
  router.get("/api/search", (req, res) => {
    const q = req.query.q ?? "";
    if (typeof q !== "string") {
      res.status(400).set("Cache-Control", "no-store").json({ error: "Give one search query as q." });
      return;
    }
    if (q.length > SEARCH_MAX_QUERY_LENGTH) {
      res
        .status(400)
        .set("Cache-Control", "no-store")
        .json({ error: `The search query is longer than ${SEARCH_MAX_QUERY_LENGTH} characters.` });
      return;
    }
    res.set("Cache-Control", CACHE).json(search.search(q));
  });
  return router;
}
