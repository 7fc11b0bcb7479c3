// GET /api/admin/stats?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?days=7|30|90; default the last
// 30 days): the dashboard's numbers as JSON (stats.ts), behind the desk API's auth.
import { Router, type RequestHandler } from "express";
import { clock } from "../../common/clock.ts";
import { statsRangeFromParams, type StatsRange, type VisitStats } from "./stats.ts";

export function statsRouter(stats: (range: StatsRange) => Promise<VisitStats>, auth: RequestHandler[]): Router {
  const router = Router();
  router.get("/api/admin/stats", ...auth, async (req, res) => {
    const parsed = statsRangeFromParams(new URLSearchParams(req.url.split("?")[1] ?? ""), clock.date().toISOString().slice(0, 10));
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.error });
      return;
    }
    res.json(await stats(parsed.range));
  });
  return router;
}
