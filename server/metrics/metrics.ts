// The server's Prometheus metrics, in a registry of its own (never prom-client's global
// one, so tests and several apps in one process do not share series). The lead gauges
// are counted in the database at scrape time: every instance reports the same, correct
// figures, whichever one Prometheus asks. The delivery counter is per process and is
// summed across instances by Prometheus.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Db } from "../db/connect.ts";
import type { LeadOutboxTable } from "../db/schema.ts";
import type { DeliveryResult } from "../leads/outbox-worker.ts";

const OUTBOX_STATES: LeadOutboxTable["state"][] = ["pending", "delivered", "failed"];

export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern (or group) and status class.",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const deliveries = new Counter({
    name: "lead_deliveries_total",
    help: "Lead delivery attempts by this process, by channel and result (delivered, retry, failed).",
    labelNames: ["channel", "result"] as const,
    registers: [registry],
  });

  new Gauge({
    name: "lead_outbox_depth",
    help: "Outbox rows (one per lead and channel) by state.",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const rows = await db.db
        .selectFrom("lead_outbox")
        .select(["state", (eb) => eb.fn.countAll<number | string>().as("n")])
        .groupBy("state")
        .execute();
      this.reset();
      for (const state of OUTBOX_STATES) this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
    },
  });

  new Gauge({
    name: "leads_total",
    help: "Stored leads by source and status.",
    labelNames: ["source", "status"] as const,
    registers: [registry],
    async collect() {
      const rows = await db.db
        .selectFrom("leads")
        .select(["source", "status", (eb) => eb.fn.countAll<number | string>().as("n")])
        .groupBy(["source", "status"])
        .execute();
      this.reset();
      for (const r of rows) this.set({ source: r.source, status: r.status }, Number(r.n));
    },
  });

  return {
    registry,
    httpDuration,
    countDelivery: (channel: string, result: DeliveryResult) => deliveries.inc({ channel, result }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
