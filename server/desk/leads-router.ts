// The desk's lead API, a door to the desk service (desk-service.ts):
//   GET   /api/admin/leads                the list as JSON or CSV (?format=csv), newest first, with paging
//                                         and the list's filters (q, status, spam, source, owner, from, to)
//   GET   /api/admin/leads/{id}           one lead with its notes and activity
//   PATCH /api/admin/leads/{id}           { status?, owner?, note?, nextActionAt? } → the updated lead
//   POST  /api/admin/leads/{id}/rescue    "Not spam: deliver it" (a spam or held lead) → the updated lead
//   POST  /api/admin/leads/{id}/emails    { subject, text } → 202 { email }: queued for SMTP, on the lead's timeline
import express, { Router } from "express";
import { leadUpdateSchema } from "../../common/lead-update.ts";
import { emailFieldErrors, leadEmailSchema } from "../../common/lead-email.ts";
import type { DeskService, ChangeResult } from "./desk-service.ts";
import { leadQueryFromParams } from "./lead-query-params.ts";
import { actorOf, type DeskGuard } from "./api-auth.ts";
import { idParam } from "./id-param.ts";

const NO_SUCH_LEAD = { error: "No such lead." };

export function leadsRouter(desk: DeskService, auth: DeskGuard): Router {
  const router = Router();
  router.use("/api/admin/leads", ...auth);

  router.get("/api/admin/leads", async (req, res) => {
    const params = new URLSearchParams(req.url.split("?")[1] ?? "");
    const { query, page, pageSize } = leadQueryFromParams(params, { defaultPageSize: 50 });
    if (params.get("format") === "csv") {
      const csv = await desk.exportCsv(actorOf(res), query);
      res.type("text/csv; charset=utf-8").attachment("leads.csv").send(csv);
      return;
    }
    const result = await desk.list(actorOf(res), query);
    res.json({ page, pageSize, total: result.total, leads: result.leads });
  });

  router.get("/api/admin/leads/:id", async (req, res) => {
    const id = idParam(req.params.id);
    const lead = id && (await desk.view(actorOf(res), id));
    if (!lead) return void res.status(404).json(NO_SUCH_LEAD);
    res.json(lead);
  });

  const answer = (res: express.Response, result: ChangeResult) => (result.ok ? res.json(result.lead) : res.status(result.status).json({ error: result.error }));

  router.patch("/api/admin/leads/:id", express.json({ limit: "16kb" }), async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) return void res.status(404).json(NO_SUCH_LEAD);
    const parsed = leadUpdateSchema.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ error: parsed.error.issues.map((i) => i.message).join("; ") });
    answer(res, await desk.update(actorOf(res), id, parsed.data));
  });

  router.post("/api/admin/leads/:id/rescue", async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) return void res.status(404).json(NO_SUCH_LEAD);
    answer(res, await desk.rescue(actorOf(res), id));
  });
  router.post("/api/admin/leads/:id/emails", express.json({ limit: "64kb" }), async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) return void res.status(404).json(NO_SUCH_LEAD);
    const parsed = leadEmailSchema.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ error: "The e-mail cannot be sent as it is.", fields: emailFieldErrors(parsed.error) });
    const result = await desk.sendEmail(actorOf(res), id, parsed.data);
    if (!result.ok) return void res.status(result.status).json({ error: result.error });
    res.status(202).json({ email: result.email });
  });
  return router;
}
