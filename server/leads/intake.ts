// Takes an enquiry (contact form, no-JS form post or chat): validates it with the
// shared schema, flags bots, stores it with its outbox rows, and wakes the worker.
import type { Logger } from "pino";
import { clock } from "../../common/clock.ts";
import type { Db } from "../db/connect.ts";
import { contactRequestSchema, fieldErrors } from "../../common/contact-schema.ts";
import { insertLead, type Channel } from "./lead-store.ts";

export type IntakeResult =
  | { ok: true; id: number; spam: boolean }
  | { ok: false; errors: Record<string, string> };

export interface IntakeDeps {
  db: Db;
  logger: Logger;
  channels: Channel[];
  minFillMs: number;
  onStored: () => void;
}

export function createIntake(deps: IntakeDeps) {
  return async function intake(body: unknown, meta: { ip?: string; userAgent?: string }): Promise<IntakeResult> {
    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
    const d = parsed.data;
    // A bot gets the same answer a person would; its lead is kept, marked, and not delivered.
    const honeypot = Boolean(d.website && d.website.trim());
    const tooFast = d.startedAt !== undefined && clock.now() - d.startedAt < deps.minFillMs;
    const spam = honeypot || tooFast;
    const id = await insertLead(
      deps.db.db,
      {
        source: d.source ?? "contact",
        name: d.name.trim(),
        email: d.email.trim(),
        company: d.company?.trim() || null,
        message: d.message.trim(),
        spam,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      },
      deps.channels,
    );
    if (spam) deps.logger.info({ lead: id, honeypot, tooFast }, "lead stored as spam");
    else if (deps.channels.length === 0) deps.logger.warn({ lead: id }, "lead stored; no delivery channel configured (SMTP_URL/LEAD_NOTIFY_TO or LEAD_WEBHOOK_URL)");
    else deps.onStored();
    return { ok: true, id, spam };
  };
}
export type Intake = ReturnType<typeof createIntake>;
