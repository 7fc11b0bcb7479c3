// The desk's delivery API, a door to the desk service (desk-service.ts):
//   GET  /api/admin/leads/:id/deliveries   each channel's state, attempts, last error, next try
//   POST /api/admin/deliveries/:id/retry   "Retry now": 204, 404, or 409 (delivered, or being sent)
import { Router } from "express";
import type { DeskService } from "./desk-service.ts";
import { idParam } from "./id-param.ts";
import { actorOf, type DeskGuard } from "./api-auth.ts";

const RETRY_REFUSED = {
  "not-found": [404, "No such delivery."],
  delivered: [409, "This delivery has already been made."],
  "in-flight": [409, "This delivery is being attempted right now."],
} as const;

export function deliveriesRouter(desk: DeskService, auth: DeskGuard): Router {
  const router = Router();

  router.get("/api/admin/leads/:id/deliveries", ...auth, async (req, res) => {
    const leadId = idParam(req.params.id);
    const deliveries = leadId && (await desk.deliveries(leadId));
    if (!deliveries) return void res.status(404).json({ error: "No such lead." });
    res.json({ leadId, deliveries });
  });

  router.post("/api/admin/deliveries/:id/retry", ...auth, async (req, res) => {
    const id = idParam(req.params.id);
    const outcome = id ? await desk.retry(actorOf(res), id) : ({ result: "not-found" } as const);
    if (outcome.result === "retried") return void res.status(204).end();
    const [status, error] = RETRY_REFUSED[outcome.result];
    res.status(status).json({ error });
  });

  return router;
}
