// POST /api/contact: JSON or a form post, at most 16 KB (rate limited in lead-rate-limit.ts).
// 201 only once the lead is committed, with the lead's random reference (never its
// sequential id: decision 019); 400 with field errors; 503 if it cannot be stored.
import express, { Router, type ErrorRequestHandler } from "express";
import { SERVER_LIMITS } from "../../common/contact-schema.ts";
import type { Intake } from "./intake.ts";
import { clientAddress } from "../trust-proxy.ts";
import { isCrossSite } from "../request-origin.ts";

const ACCEPTED = ["application/json", "application/x-www-form-urlencoded"];

/** Refuses enquiries a page on another site makes its visitors' browsers send (403). */
export function sameSiteContactPosts(siteUrl: string): Router {
  const router = Router();
  router.post("/api/contact", (req, res, next) => {
    if (isCrossSite(req, siteUrl)) {
      res.status(403).json({ error: "Enquiries are accepted from this website only." });
      return;
    }
    next();
  });
  return router;
}

export function contactRouter(intake: Intake): Router {
  const router = Router();
  router.post(
    "/api/contact",
    (req, res, next) => {
      if (!req.is(ACCEPTED)) {
        res.status(415).json({ error: "Send the enquiry as JSON or as a form post." });
        return;
      }
      next();
    },
    express.json({ limit: SERVER_LIMITS.bodyBytes, strict: true }),
    express.urlencoded({ extended: false, limit: SERVER_LIMITS.bodyBytes, parameterLimit: 20 }),
    async (req, res) => {
      let result;
      try {
        result = await intake(req.body, { ip: clientAddress(req.ip), userAgent: req.get("user-agent") });
      } catch (err) {
        req.log?.error({ err }, "lead could not be stored");
        res.status(503).set("Retry-After", "30").json({ error: "Your message could not be saved right now. Please try again." });
        return;
      }
      if (!result.ok) {
        res.status(400).json({ error: "Please correct the highlighted fields.", fields: result.errors });
        return;
      }
      res.status(201).json({ reference: result.reference });
    },
  );
  // Body parser failures: too large (413), malformed (400), unsupported charset (415).
  router.use("/api/contact", ((err, _req, res, next) => {
    const status = typeof err?.status === "number" ? err.status : 0;
    if (status === 413) return void res.status(413).json({ error: "The message is too large." });
    if (status === 415) return void res.status(415).json({ error: "Unsupported encoding." });
    if (status === 400) return void res.status(400).json({ error: "The request body is not valid." });
    next(err);
  }) as ErrorRequestHandler);
  return router;
}
