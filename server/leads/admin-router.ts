// GET /api/admin/leads: the lead inbox as JSON or CSV, newest first, with paging and
// filters. Only with ADMIN_TOKEN set (404 otherwise) and a matching bearer token.
import { Router } from "express";
import { rateLimit } from "express-rate-limit";
import type { Db } from "../db/connect.ts";
import { listLeads } from "./lead-store.ts";
import { tokenMatches } from "./admin-auth.ts";
import { leadsToCsv } from "./leads-csv.ts";

const MAX_PAGE = 1_000_000;

export function adminRouter(db: Db, adminToken: string | undefined): Router {
  const router = Router();
  if (!adminToken) return router; // no token configured: the routes do not exist (404)

  // Guessing tokens is slow: 30 wrong tries a minute per address. Only failures count, so
  // an admin paging through the inbox or exporting is never locked out.
  const limiter = rateLimit({
    windowMs: 60_000, limit: 30, skipSuccessfulRequests: true, standardHeaders: "draft-7", legacyHeaders: false, message: { error: "Too many requests." },
  });

  router.get("/api/admin/leads", limiter, async (req, res) => {
    res.set("Cache-Control", "no-store").set("X-Robots-Tag", "noindex");
    if (!tokenMatches(req.get("authorization"), adminToken)) {
      res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "A valid admin token is required." });
      return;
    }
    const q = req.query as Record<string, string | undefined>;
    const csv = q.format === "csv";
    const pageSize = Math.min(Math.max(Number.parseInt(q.pageSize ?? "", 10) || (csv ? 10_000 : 50), 1), 10_000);
    // Clamped: a huge page number would overflow the database's OFFSET; past the end is just empty.
    const page = Math.min(Math.max(Number.parseInt(q.page ?? "", 10) || 1, 1), MAX_PAGE);
    const source = q.source === "contact" || q.source === "chat" ? q.source : undefined;
    const spam = q.spam === "true" ? true : q.spam === "false" ? false : undefined;
    const result = await listLeads(db.db, { source, spam, limit: pageSize, offset: (page - 1) * pageSize });
    if (csv) {
      res.type("text/csv; charset=utf-8").attachment("leads.csv").send(leadsToCsv(result.leads));
      return;
    }
    res.json({ page, pageSize, total: result.total, leads: result.leads });
  });
  return router;
}
