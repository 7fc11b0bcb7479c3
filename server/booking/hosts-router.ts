// A desk person's booking hours and calendar over JSON (docs/booking.md), the door tests and
// scripts use; the desk's Availability page calls the same service (host-settings.ts).
// Bearer token or session with CSRF (server/desk/api-auth.ts):
//   GET  /api/admin/booking/hosts/me                  the signed-in person's settings (no password: `hasPassword`)
//   PUT  /api/admin/booking/hosts/me                  { timeZone, weeklyHours, bufferMinutes, daysOff, roomUrl, active, calendar? }
//   DELETE /api/admin/booking/hosts/me/calendar       "Remove calendar"
//   POST /api/admin/booking/hosts/me/calendar-check   { url?, user?, password? } → { ok, message, busy? | status? }
// and the same under /{userId}. The desk has no roles (decision 010): a person reaches only
// their own; the ADMIN_TOKEN, which could always write booking_hosts in SQL, reaches anyone's.
// 400 names each field at fault ({ error, fields }).
import express, { Router, type Request, type Response } from "express";
import { deskAuth, type DeskGuard } from "../desk/api-auth.ts";
import { idParam } from "../desk/id-param.ts";
import type { HostSettingsService } from "./host-settings.ts";

const json = express.json({ limit: "64kb" });
const BASE = "/api/admin/booking/hosts/:who";

/** Whose settings the request may reach, or undefined after answering why not. */
function whose(req: Request, res: Response): number | undefined {
  const { session } = deskAuth(res);
  const who = req.params.who;
  if (who === "me") {
    if (session) return session.user.id;
    return void res.status(400).json({ error: "The bearer token is no person: use /api/admin/booking/hosts/{userId}." });
  }
  const id = idParam(who);
  if (id === undefined) return void res.status(404).json({ error: "No such person." });
  if (session && session.user.id !== id) return void res.status(403).json({ error: "You can set only your own hours." });
  return id;
}

const invalid = (res: Response, fields: Record<string, string>) => res.status(400).json({ error: "Please correct the highlighted fields.", fields });
const noSuchPerson = (res: Response) => res.status(404).json({ error: "No such person." });

export function bookingHostsRouter(hosts: HostSettingsService, auth: DeskGuard): Router {
  const router = Router();
  router.use("/api/admin/booking/hosts", ...auth);

  router.get(BASE, async (req, res) => {
    const id = whose(req, res);
    if (id === undefined) return;
    const settings = await hosts.read(id);
    if (!settings) return void noSuchPerson(res);
    res.json(settings);
  });

  router.put(BASE, json, async (req, res) => {
    const id = whose(req, res);
    if (id === undefined) return;
    if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) return void invalid(res, { form: "Send the settings as a JSON object" });
    const result = await hosts.save(id, req.body as Record<string, unknown>, deskAuth(res).actor);
    if (!result) return void noSuchPerson(res);
    if (!result.ok) return void invalid(res, result.errors);
    res.json(result.settings);
  });

  router.delete(`${BASE}/calendar`, async (req, res) => {
    const id = whose(req, res);
    if (id === undefined) return;
    const settings = await hosts.removeCalendar(id, deskAuth(res).actor);
    if (!settings) return void noSuchPerson(res);
    res.json(settings);
  });

  router.post(`${BASE}/calendar-check`, json, async (req, res) => {
    const id = whose(req, res);
    if (id === undefined) return;
    const result = await hosts.checkCalendar(id, req.body);
    if (!result) return void noSuchPerson(res);
    if ("errors" in result) return void invalid(res, result.errors);
    res.json(result);
  });
  return router;
}
