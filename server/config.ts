// Server settings from the environment (server/environment.ts says what each variable may
// be; docs/environment.md what it does).
import { resolveSiteConfig } from "../site.config.ts";
import { EnvironmentError, parseEnvironment } from "./environment.ts";

/** Throws an EnvironmentError, one line per bad variable, when any variable is bad. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnvironment(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    // An uploaded image larger than this is refused with 413 while it streams in (server/images/).
    imageUploadMaxBytes: Math.round(e.IMAGE_UPLOAD_MAX_MB * 1024 * 1024),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    leadNotifyTo: e.LEAD_NOTIFY_TO,
    leadWebhookUrl: e.LEAD_WEBHOOK_URL,
    // Signs the webhook (Standard Webhooks); unset, deliveries go unsigned and the start warns.
    leadWebhookSecret: e.LEAD_WEBHOOK_SECRET,
    slackWebhookUrl: e.SLACK_WEBHOOK_URL,
    teamsWebhookUrl: e.TEAMS_WEBHOOK_URL,
    // E-mail the visitor back (content/autoreply.md); needs SMTP_URL.
    leadAutoreply: e.LEAD_AUTOREPLY,
    adminToken: e.ADMIN_TOKEN,
    // Serve GET /metrics on this port, without the token, instead of on PORT with it.
    metricsPort: e.METRICS_PORT,
    // Leads older than this are erased by the worker (unset: kept until erased by request).
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    // A desk session ends this long after sign-in, whatever happens in between.
    adminSessionHours: e.ADMIN_SESSION_HOURS,
    // Sign-in attempts (password, link request, link use) per client address per 15 minutes (per instance).
    adminSignInRateLimit: e.ADMIN_SIGN_IN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    contactRateLimitPerMinute: e.CONTACT_RATE_LIMIT,
    // Page-view beacons (POST /api/event) accepted per client address per minute (per instance).
    eventRateLimitPerMinute: e.EVENT_RATE_LIMIT,
    // Pages rendered per request (/contact, /chat, /search with a new query) per client address per minute (per instance).
    renderRateLimitPerMinute: e.RENDER_RATE_LIMIT,
    // How often the visit counters kept in memory are written to the database.
    eventFlushMs: e.EVENT_FLUSH_MS,
    // A person needs more than this to fill the form; a faster one is held for review.
    contactMinFillMs: e.CONTACT_MIN_FILL_MS,
    // Signs the forms' start time (server/leads/form-token.ts); else DATA_DIR/form-secret.
    formSecret: e.FORM_SECRET,
    leadMailFrom: e.LEAD_MAIL_FROM,
    leadRetryBaseMs: e.LEAD_RETRY_BASE_MS,
    leadMaxAttempts: e.LEAD_MAX_ATTEMPTS,
    // How long a worker may hold a delivery before another instance may take it over.
    leadLeaseMs: e.LEAD_LEASE_MS,
    leadPollMs: e.LEAD_POLL_MS,
    trustProxy: e.TRUST_PROXY,
    // How long a page may be kept by a CDN or shared cache (pages carry an ETag).
    pageCacheControl: e.PAGE_CACHE_CONTROL,
    // After SIGTERM, /readyz answers 503 for this long before the server stops accepting,
    // so the load balancer stops sending traffic first (Kubernetes removes endpoints asynchronously).
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    // Booking a consultation (docs/booking.md): the meetings offered, how soon and how far ahead.
    booking: {
      meetingTypes: e.BOOKING_MEETING_TYPES,
      minNoticeHours: e.BOOKING_MIN_NOTICE_HOURS,
      horizonDays: e.BOOKING_HORIZON_DAYS,
      roomUrl: e.BOOKING_ROOM_URL,
      // How long a person's CalDAV busy times are reused before the calendar is asked again.
      caldavCacheMs: e.BOOKING_CALDAV_CACHE_SECONDS * 1000,
    },
    production: e.NODE_ENV === "production",
    // Tests only: the instant the clock starts at (common/clock.ts).
    clockStartAt: e.CLOCK_START_AT,
    site: resolveSiteConfig(env),
  };
}
export type ServerConfig = ReturnType<typeof readServerConfig>;

/** The sender of the site's e-mails (leads, sign-in links). */
export function mailFrom(config: ServerConfig): string {
  return config.leadMailFrom ?? `${config.site.name} website <website@${new URL(config.site.url).hostname}>`;
}

/** For entry points (the server, the CLI scripts): a bad environment ends the process with code 1 and a line per variable. */
export function readServerConfigOrExit(): ServerConfig {
  try {
    return readServerConfig();
  } catch (err) {
    if (!(err instanceof EnvironmentError)) throw err;
    console.error(`Cannot start: bad environment variables (see docs/environment.md):\n${err.message}`);
    process.exit(1);
  }
}
