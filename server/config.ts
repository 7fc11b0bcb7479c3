// Server settings from the environment (every variable is documented in the README).
import { resolveSiteConfig } from "../site.config.ts";
import { parseTrustProxy } from "./trust-proxy.ts";

export function readServerConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: env.DATA_DIR ?? "./data",
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    leadNotifyTo: env.LEAD_NOTIFY_TO || undefined,
    leadWebhookUrl: env.LEAD_WEBHOOK_URL || undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    contactRateLimitPerMinute: Number(env.CONTACT_RATE_LIMIT ?? 5),
    // A person needs more than this to fill the form; a faster one is held for review.
    contactMinFillMs: Number(env.CONTACT_MIN_FILL_MS ?? 2000),
    // Signs the forms' start time (server/leads/form-token.ts); else DATA_DIR/form-secret.
    formSecret: env.FORM_SECRET || undefined,
    leadMailFrom: env.LEAD_MAIL_FROM || undefined,
    leadRetryBaseMs: Number(env.LEAD_RETRY_BASE_MS ?? 5000),
    leadMaxAttempts: Number(env.LEAD_MAX_ATTEMPTS ?? 8),
    // How long a worker may hold a delivery before another instance may take it over.
    leadLeaseMs: Number(env.LEAD_LEASE_MS ?? 60_000),
    leadPollMs: Number(env.LEAD_POLL_MS ?? 2000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // How long a page may be kept by a CDN or shared cache (pages carry an ETag).
    pageCacheControl: env.PAGE_CACHE_CONTROL || undefined,
    // After SIGTERM, /readyz answers 503 for this long before the server stops accepting,
    // so the load balancer stops sending traffic first (Kubernetes removes endpoints asynchronously).
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS ?? 5000),
    production: env.NODE_ENV === "production",
    site: resolveSiteConfig(env),
  };
}
export type ServerConfig = ReturnType<typeof readServerConfig>;
