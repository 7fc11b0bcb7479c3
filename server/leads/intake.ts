// Takes an enquiry (contact form, no-JS form post or chat): validates it with the
// shared schema, screens it for bots, stores it with its outbox rows, and wakes the worker.
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import { contactRequestSchema, fieldErrors } from "../../common/contact-schema.ts";
import { insertLead, type Channel } from "./lead-store.ts";
import type { FormTokens } from "./form-token.ts";
import { screenSubmission } from "./screening.ts";
import { mayAutoreply } from "./autoreply-cap.ts";

export type IntakeResult = { ok: true; id: number; reference: string; spam: boolean; held: boolean } | { ok: false; errors: Record<string, string> };

export interface IntakeDeps {
  db: Db;
  logger: Logger;
  /** The channels a new lead is delivered to (deliveryChannelsFor over the configured ones). */
  channelsFor: (lead: { email: string }) => Channel[];
  tokens: FormTokens;
  minFillMs: number;
  onStored: () => void;
}

export function createIntake(deps: IntakeDeps) {
  return async function intake(body: unknown, meta: { ip?: string; userAgent?: string }): Promise<IntakeResult> {
    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
    const d = parsed.data;
    // A bot gets the same answer a person would; its lead is kept, marked, and not delivered.
    const screened = screenSubmission({ honeypot: d.website, token: d.formToken }, deps.tokens, deps.minFillMs);
    let channels = deps.channelsFor({ email: d.email });
    if (channels.includes("autoreply") && !(await mayAutoreply(deps.db.db, d.email))) {
      channels = channels.filter((c) => c !== "autoreply");
      deps.logger.info("auto-reply left out: this address had its day's auto-replies");
    }
    const { id, reference, screening } = await insertLead(
      deps.db.db,
      {
        source: d.source ?? "contact",
        name: d.name,
        email: d.email,
        company: d.company || null,
        message: d.message,
        screening: screened,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        attribution: d.attribution,
      },
      channels,
    );
    const { spam, held, flag, fillMs } = screening;
    if (spam) deps.logger.info({ lead: id, flag }, "lead stored as spam");
    else if (held) deps.logger.warn({ lead: id, fillMs }, "lead held for review: sent faster than CONTACT_MIN_FILL_MS");
    else if (channels.length === 0)
      deps.logger.warn(
        { lead: id },
        "lead stored; no delivery channel configured (SMTP_URL/LEAD_NOTIFY_TO, LEAD_WEBHOOK_URL, SLACK_WEBHOOK_URL or TEAMS_WEBHOOK_URL)",
      );
    else deps.onStored();
    return { ok: true, id, reference, spam, held };
  };
}
export type Intake = ReturnType<typeof createIntake>;
