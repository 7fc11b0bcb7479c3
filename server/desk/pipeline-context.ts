// What the desk's lead pages (React Router loaders and actions) get from the lead
// services: the database, and the rule for delivering a rescued lead.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ChannelsFor } from "./lead-update.ts";

export interface PipelineContext {
  db: Kysely<Database>;
  channelsFor: ChannelsFor;
  /** Wakes the outbox worker: a rescued lead is due now. */
  onQueued: () => void;
}
