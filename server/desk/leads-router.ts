// The desk's lead API:
//   GET   /api/admin/leads            the list as JSON or CSV (?format=csv), newest first, with paging
//                                     and the list's filters (q, status, spam, source, owner, from, to)
//   GET   /api/admin/leads/{id}       one lead with its notes and activity
//   PATCH /api/admin/leads/{id}       { status?, owner?, note?, nextActionAt? } → the updated lead
import express, { Router, type RequestHandler } from "express";
import type { Db } from "../db/connect.ts";
import { leadsToCsv } from "../leads/leads-csv.ts";
import { leadUpdateSchema } from "../../common/lead-update.ts";
import { exportLeads, listLeads } from "./lead-list.ts";
import { leadDetail } from "./lead-detail.ts";
import { updateLead, type ChannelsFor } from "./lead-update.ts";
import { recordAudit } from "./audit.ts";
import { leadQueryFromParams } from "./lead-query-params.ts";
import { actorOf } from "./api-auth.ts";
import { idParam } from "./id-param.ts";

export interface LeadsRouterDeps {
  db: Db;
  auth: RequestHandler[];
  channelsFor: ChannelsFor;
  /** Wakes the outbox worker (a rescued lead is due now). */
  onQueued: () => void;
}

export function leadsRouter({ db, auth, channelsFor, onQueued }: LeadsRouterDeps): Router {
  const router = Router();
  router.use("/api/admin/leads", ...auth);

  router.get("/api/admin/leads", async (req, res) => {
    const params = new URLSearchParams(req.url.split("?")[1] ?? "");
    const csv = params.get("format") === "csv";
    const { query, page, pageSize } = leadQueryFromParams(params, { defaultPageSize: 50 });
    if (csv) {
      const leads = await exportLeads(db.db, query);
      await recordAudit(db.db, { actor: actorOf(res), action: "leads.export", detail: { count: leads.length } });
      res.type("text/csv; charset=utf-8").attachment("leads.csv").send(leadsToCsv(leads));
      return;
    }
    const result = await listLeads(db.db, query);
    res.json({ page, pageSize, total: result.total, leads: result.leads });
  });

  router.get("/api/admin/leads/:id", async (req, res) => {
    const id = idParam(req.params.id);
    const lead = id && (await leadDetail(db.db, id));
    if (!lead) {
      res.status(404).json({ error: "No such lead." });
      return;
    }
    await recordAudit(db.db, { actor: actorOf(res), action: "lead.view", leadId: lead.id });
    res.json(lead);
  });

  router.patch("/api/admin/leads/:id", express.json({ limit: "16kb" }), async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) {
      res.status(404).json({ error: "No such lead." });
      return;
    }
    const parsed = leadUpdateSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.issues.map((i) => i.message).join("; ") });
      return;
    }
    const result = await updateLead(db.db, id, parsed.data, actorOf(res), channelsFor);
    if (!result.ok) {
      res.status(result.status).json({ error: result.error });
      return;
    }
    if (result.rescued) onQueued();
    res.json(await leadDetail(db.db, id));
  });
  return router;
}
