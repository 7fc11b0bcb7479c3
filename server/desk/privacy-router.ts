// The desk's privacy requests:
//   GET  /api/admin/privacy/export?email=   everything stored about the address, as a JSON download
//   POST /api/admin/privacy/erase {email}    erase it all; answers { erased: <leads> }, or 409
//                                            for a desk person's address (present or past)
import express, { Router } from "express";
import type { Db } from "../db/connect.ts";
import { DeskAddressErasure, erasePersonalData, exportPersonalData, requestedAddress } from "./privacy.ts";
import { actorOf, type DeskGuard } from "./api-auth.ts";

const NOT_AN_ADDRESS = { error: "Give the e-mail address the request is about (not the chat placeholder)." };

export function privacyRouter(db: Db, auth: DeskGuard): Router {
  const router = Router();

  router.get("/api/admin/privacy/export", ...auth, async (req, res) => {
    const email = requestedAddress(req.query.email);
    if (!email) return void res.status(400).json(NOT_AN_ADDRESS);
    const data = await exportPersonalData(db.db, email, actorOf(res));
    // The file name carries no address: downloads folders get synced and shared.
    res.attachment(`personal-data-${data.exportedAt.slice(0, 10)}.json`).json(data);
  });

  router.post("/api/admin/privacy/erase", ...auth, express.json({ limit: "4kb" }), async (req, res) => {
    const email = requestedAddress((req.body as { email?: unknown } | undefined)?.email);
    if (!email) return void res.status(400).json(NOT_AN_ADDRESS);
    try {
      res.json({ erased: await erasePersonalData(db.db, email, actorOf(res)) });
    } catch (err) {
      if (!(err instanceof DeskAddressErasure)) throw err;
      res.status(409).json({ error: err.message });
    }
  });

  return router;
}
