// GET /api/form-token: a fresh signed start time for forms on cached pages (the chat).
// Never cached: each visitor needs their own, issued when the form opens.
import { Router } from "express";
import type { FormTokens } from "./form-token.ts";

export function formTokenRouter(tokens: FormTokens): Router {
  const router = Router();
  router.get("/api/form-token", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ token: tokens.issue() });
  });
  return router;
}
