// Lead capture and delivery: POST /api/contact, the outbox worker and the admin inbox.
// The server mounts `routers` before the pages, calls start() once the database is
// ready and stop() on graceful shutdown. `intake` also serves the no-JS form action.
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import type { ServerConfig } from "../config.ts";
import { createIntake } from "./intake.ts";
import { configuredNotifiers } from "./notifiers.ts";
import { startOutboxWorker } from "./outbox-worker.ts";
import { contactRouter, sameSiteContactPosts } from "./contact-router.ts";
import { leadRateLimit } from "./lead-rate-limit.ts";
import { adminRouter } from "./admin-router.ts";
import { formTokensFor } from "./form-token.ts";
import { formTokenRouter } from "./form-token-router.ts";
import type { Channel } from "./lead-store.ts";

export interface LeadServicesDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
}

export function createLeadServices({ db, config, logger }: LeadServicesDeps) {
  const notifiers = configuredNotifiers({
    smtpUrl: config.smtpUrl,
    leadNotifyTo: config.leadNotifyTo,
    leadWebhookUrl: config.leadWebhookUrl,
    mailFrom: config.leadMailFrom ?? `${config.site.name} website <website@${new URL(config.site.url).hostname}>`,
    siteName: config.site.name,
  });
  const channels = Object.keys(notifiers) as Channel[];
  let worker: ReturnType<typeof startOutboxWorker> | undefined;

  const tokens = formTokensFor(config);
  const intake = createIntake({ db, logger, channels, tokens, minFillMs: config.contactMinFillMs, onStored: () => worker?.wake() });
  const routers: RequestHandler[] = [
    formTokenRouter(tokens), // the chat's signed start time
    leadRateLimit(config.contactRateLimitPerMinute), // one budget per address for every path that creates a lead, in every spelling
    sameSiteContactPosts(config.site.url), // no enquiries posted from other sites
    contactRouter(intake),
    adminRouter(db, config.adminToken),
  ];

  return {
    routers,
    intake,
    tokens,
    channels,
    start() {
      if (channels.length === 0) logger.warn("no lead delivery channel configured: leads are stored and logged only");
      worker = startOutboxWorker(db, notifiers, logger, {
        pollMs: config.leadPollMs,
        retryBaseMs: config.leadRetryBaseMs,
        maxAttempts: config.leadMaxAttempts,
        leaseMs: config.leadLeaseMs,
        batch: 20,
      });
    },
    async stop() {
      await worker?.stop();
    },
  };
}
export type LeadServices = ReturnType<typeof createLeadServices>;
