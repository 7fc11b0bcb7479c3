// The desk's delivery API:
//   GET  /api/admin/leads/:id/deliveries   each channel's state, attempts, last error, next try
//   POST /api/admin/deliveries/:id/retry   "Retry now": 204, 404, or 409 (delivered, or being sent)
import { Router } from "express";
import type { Db } from "../db/connect.ts";
import { deliveriesForLead, retryDelivery } from "./deliveries.ts";
import { idParam } from "./id-param.ts";
import { actorOf, type DeskGuard } from "./api-auth.ts";

export function deliveriesRouter(db: Db, auth: DeskGuard, wakeWorker: () => void): Router {
  const router = Router();

  router.get("/api/admin/leads/:id/deliveries", ...auth, async (req, res) => {
    const leadId = idParam(req.params.id);
    const lead = leadId && (await db.db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst());
    if (!leadId || !lead) return void res.status(404).json({ error: "No such lead." });
    res.json({ leadId, deliveries: await deliveriesForLead(db.db, leadId) });
  });

  router.post("/api/admin/deliveries/:id/retry", ...auth, async (req, res) => {
    const id = idParam(req.params.id);
    const outcome = id ? await retryDelivery(db.db, id, actorOf(res)) : ({ result: "not-found" } as const);
    if (outcome.result === "not-found") return void res.status(404).json({ error: "No such delivery." });
    if (outcome.result === "delivered") return void res.status(409).json({ error: "This delivery has already been made." });
    if (outcome.result === "in-flight") return void res.status(409).json({ error: "This delivery is being attempted right now." });
    wakeWorker();
    res.status(204).end();
  });

  return router;
}
