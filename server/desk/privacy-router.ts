// The desk's privacy requests, a door to the desk service (desk-service.ts):
//   GET  /api/admin/privacy/export?email=   everything stored about the address, as a JSON download
//   POST /api/admin/privacy/erase {email}    erase it all; answers { erased: <leads> }, or 409
//                                            for a desk person's address (present or past)
import express, { Router } from "express";
import type { DeskService } from "./desk-service.ts";
import { DeskAddressErasure } from "./privacy.ts";
import { actorOf, type DeskGuard } from "./api-auth.ts";

const NOT_AN_ADDRESS = { error: "Give the e-mail address the request is about (not the chat placeholder)." };

export function privacyRouter(desk: DeskService, auth: DeskGuard): Router {
  const router = Router();

  router.get("/api/admin/privacy/export", ...auth, async (req, res) => {
    const data = await desk.exportPersonalData(actorOf(res), req.query.email);
    if (!data) return void res.status(400).json(NOT_AN_ADDRESS);
    // The file name carries no address: downloads folders get synced and shared.
    res.attachment(`personal-data-${data.exportedAt.slice(0, 10)}.json`).json(data);
  });

  router.post("/api/admin/privacy/erase", ...auth, express.json({ limit: "4kb" }), async (req, res) => {
    try {
      const erased = await desk.erasePersonalData(actorOf(res), (req.body as { email?: unknown } | undefined)?.email);
      if (erased === null) return void res.status(400).json(NOT_AN_ADDRESS);
      res.json({ erased });
    } catch (err) {
      if (!(err instanceof DeskAddressErasure)) throw err;
      res.status(409).json({ error: err.message });
    }
  });

  return router;
}
