// Lead capture and delivery: POST /api/contact, the outbox worker and the retention sweep
// (LEAD_RETENTION_DAYS). The server mounts `routers` before the pages, calls start() once
// the database is ready and stop() on graceful shutdown. `intake` also serves the no-JS
// form action; `channelsFor` and `wake` serve the desk (server/desk/index.ts), which
// delivers a rescued lead like a new one and a retried delivery at once.
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import type { ServerConfig } from "../config.ts";
import { createIntake } from "./intake.ts";
import { configuredNotifiers, deliveryChannelsFor, type AutoreplyText } from "./channels/index.ts";
import { startOutboxWorker } from "./outbox-worker.ts";
import { contactRouter, sameSiteContactPosts } from "./contact-router.ts";
import { leadRateLimit } from "./lead-rate-limit.ts";
import { formTokensFor } from "./form-token.ts";
import { formTokenRouter } from "./form-token-router.ts";
import type { Channel } from "./lead-store.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { startRetentionSweep } from "../desk/retention.ts";
import { createBookingService } from "../booking/booking-service.ts";
import { createCalendarSync } from "../booking/calendar-sync.ts";
import { bookingRouter } from "../booking/booking-router.ts";
import { meetingLinks } from "../booking/meeting-links.ts";
import { startMeetingMail } from "../booking/meeting-mail.ts";
import { resolveFormSecret } from "./form-token.ts";
import { deskMailSender } from "../desk/desk-mail-queue.ts";
import { startDigestScheduler } from "../desk/digest.ts";
import type { DeskMailSettings } from "../desk/desk-service.ts";

export interface LeadServicesDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  /** content/autoreply.md (readAllContent), used when LEAD_AUTOREPLY=true. */
  autoreply: AutoreplyText;
  /** Counts delivery attempts (lead_deliveries_total). */
  metrics?: Metrics;
}

export function createLeadServices({ db, config, logger, autoreply, metrics }: LeadServicesDeps) {
  const notifiers = configuredNotifiers(config, autoreply);
  const channels = Object.keys(notifiers) as Channel[];
  /** The channels a lead gets: call it for a new lead and for one rescued from spam or released from review. */
  const channelsFor = (lead: { email: string }) => deliveryChannelsFor(lead, channels);
  let worker: ReturnType<typeof startOutboxWorker> | undefined;
  let retention: ReturnType<typeof startRetentionSweep> | undefined;
  let digests: ReturnType<typeof startDigestScheduler> | undefined;
  // The desk's e-mails (replies, notices, digests) go out through the same worker, over SMTP_URL.
  const sendDeskMail = deskMailSender(config);
  const mail: DeskMailSettings | undefined = sendDeskMail && { siteName: config.site.name, siteUrl: config.site.url, teamAddress: config.leadNotifyTo };

  /** Wakes the outbox worker: a lead or a delivery is due now. */
  const wake = () => worker?.wake();

  const tokens = formTokensFor(config);
  const intake = createIntake({ db, logger, channelsFor, tokens, minFillMs: config.contactMinFillMs, onStored: wake });
  // Booking a consultation (server/booking/): a booking is a lead, screened and limited like the others.
  let meetingMail: ReturnType<typeof startMeetingMail> | undefined;
  const links = meetingLinks(resolveFormSecret({ formSecret: config.formSecret, dataDir: config.dataDir }));
  // Each person's CalDAV calendar, where they have one (booking_hosts.caldav_url).
  const calendars = createCalendarSync({
    db: db.db,
    logger,
    siteName: config.site.name,
    cacheMs: config.booking.caldavCacheMs,
    horizonDays: config.booking.horizonDays,
  });
  const booking = createBookingService({
    db,
    config,
    logger,
    channelsFor,
    tokens,
    links,
    onStored: wake,
    onMessages: () => meetingMail?.wake(),
    calendars,
  });
  const routers: RequestHandler[] = [
    formTokenRouter(tokens), // the chat's signed start time
    leadRateLimit(config.contactRateLimitPerMinute), // one budget per address for every path that creates a lead, in every spelling
    sameSiteContactPosts(config.site.url), // no enquiries posted from other sites
    contactRouter(intake),
    bookingRouter(booking, config.site),
  ];

  return {
    routers,
    intake,
    booking,
    channelsFor,
    wake,
    /** How the desk sends e-mail; undefined without SMTP_URL. */
    mail,
    tokens,
    channels,
    start() {
      if (!channels.some((c) => c !== "autoreply")) logger.warn("no lead delivery channel configured: leads are stored and logged only");
      if (config.leadWebhookUrl && !config.leadWebhookSecret) {
        logger.warn("LEAD_WEBHOOK_SECRET is unset: webhook deliveries are not signed, so the receiver cannot tell them from forgeries");
      }
      if (config.leadAutoreply && !config.smtpUrl) logger.warn("LEAD_AUTOREPLY=true but SMTP_URL is unset: visitors get no auto-reply");
      worker = startOutboxWorker(db, notifiers, logger, {
        pollMs: config.leadPollMs,
        retryBaseMs: config.leadRetryBaseMs,
        maxAttempts: config.leadMaxAttempts,
        leaseMs: config.leadLeaseMs,
        batch: 20,
        onAttempt: metrics && ((channel, result) => metrics.countDelivery(channel, result)),
        sendDeskMail,
      });
      meetingMail = startMeetingMail({ db, config, logger, booking });
      if (config.leadRetentionDays) retention = startRetentionSweep(db, config.leadRetentionDays, logger);
      if (mail) digests = startDigestScheduler(db, mail, logger, wake);
    },
    /** Every delivery due now attempted (the outbox worker's drain; nothing to do before start()). */
    drain: async () => {
      await worker?.drain();
      await meetingMail?.drain();
    },
    async stop() {
      await Promise.all([worker?.stop(), retention?.stop(), meetingMail?.stop(), digests?.stop()]);
    },
  };
}
export type LeadServices = ReturnType<typeof createLeadServices>;
