// The booking API: GET /api/booking/slots, POST /api/bookings (rate limited and screened
// like every lead path), and each booking's invitation, GET /api/bookings/{id}/invite.ics
// with its signed key.
import express, { Router } from "express";
import type { BookingService } from "./booking-service.ts";
import { clientAddress } from "../trust-proxy.ts";
import { isCrossSite } from "../request-origin.ts";
import { invitationText } from "./invitation.ts";

export function bookingRouter(booking: BookingService, site: { name: string; url: string; email: string }): Router {
  const router = Router();
  router.get("/api/booking/slots", async (req, res) => {
    const result = await booking.slots({ from: req.query.from, days: req.query.days, tz: req.query.tz, type: req.query.type, host: req.query.host });
    if (!result.ok) return void res.status(400).json({ error: "Please correct the query.", fields: result.errors });
    // Free times change with every booking: never from a cache.
    res.set("Cache-Control", "no-store").json({ slots: result.slots, timeZone: result.timeZone });
  });

  router.post("/api/bookings", (req, res, next) => {
    if (isCrossSite(req, site.url)) return void res.status(403).json({ error: "Bookings are accepted from this website only." });
    if (!req.is("application/json")) return void res.status(415).json({ error: "Send the booking as JSON." });
    next();
  });
  router.post("/api/bookings", express.json({ limit: "16kb", strict: true }), async (req, res) => {
    const result = await booking.book(req.body, { ip: clientAddress(req.ip), userAgent: req.get("user-agent") });
    if (result.ok) return void res.status(201).json({ id: result.ref, start: result.start, end: result.end, ics: result.links.ics });
    if ("taken" in result) return void res.status(409).json({ error: "That time was just taken. Please choose another.", next: result.next });
    res.status(400).json({ error: "Please correct the highlighted fields.", fields: result.errors });
  });

  router.get("/api/bookings/:ref/invite.ics", async (req, res) => {
    const claims = booking.links.verify(req.query.k, "ics");
    const meeting = claims && claims.ref === req.params.ref ? await booking.meeting({ ref: claims.ref }) : undefined;
    if (!meeting) return void res.status(404).json({ error: "No such invitation." });
    const method = meeting.status === "cancelled" ? "CANCEL" : "PUBLISH";
    res
      .status(200)
      .set("Cache-Control", "no-store")
      .type("text/calendar; charset=utf-8")
      .set("Content-Disposition", 'attachment; filename="consultation.ics"')
      .send(invitationText(meeting, { method, siteName: site.name, organizerEmail: site.email }));
  });
  return router;
}
