// What a delivery channel is given: one outbox row's delivery of one lead. The row's id
// names the delivery, so a retry of it carries the same id (the webhook's `webhook-id`).
import type { Selectable } from "kysely";
import type { LeadsTable } from "../../db/schema.ts";

export type Lead = Selectable<LeadsTable>;

export interface Delivery {
  /** lead_outbox.id: the same on every attempt of this delivery. */
  id: number;
  lead: Lead;
}

export type Notifier = (delivery: Delivery) => Promise<void>;
