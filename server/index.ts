// Server entry: read config and content, open the database, serve, and shut down gracefully.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { readServerConfigOrExit } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { ContentError, readAllContent } from "./content/read-content.ts";
import { readMarkdownPostFiles } from "./content/markdown-posts.ts";
import { prepareDatabase } from "./start-database.ts";
import { createApp } from "./app.ts";
import { pagesHandler, routePathsOf } from "./pages/handler.ts";
import { createPageCache } from "./pages/page-cache.ts";
import type { Readiness } from "./health.ts";
import { createLeadServices } from "./leads/services.ts";
import { startClockAt } from "../common/clock.ts";
import { createSiteSearch } from "./search/site-search.ts";
import { createContentChanges } from "./content/content-changes.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { startMetricsServer } from "./metrics/metrics-endpoint.ts";
import { createVisitAnalytics } from "./analytics/index.ts";
import { sitePages } from "./analytics/site-pages.ts";
import { contentDir } from "./content/read-content.ts";
import { preflight } from "./preflight/preflight.ts";
import { warnOfExampleContent } from "./preflight/warn-at-start.ts";

// A bad environment variable stops the start here, with a line per variable.
const config = readServerConfigOrExit();
// Tests only: pin the calendar (the clock starts at this instant and runs on), so a run passes on any date.
if (config.clockStartAt) startClockAt(config.clockStartAt);
const logger = pino({ level: config.logLevel });

let content, markdownFiles: ReturnType<typeof readMarkdownPostFiles>;
try {
  // A bad content file stops the start with its path and field.
  content = readAllContent();
  markdownFiles = readMarkdownPostFiles();
} catch (err) {
  if (err instanceof ContentError) {
    logger.fatal(err.message);
    process.exit(1);
  }
  throw err;
}

// Rendered pages are cached in production (docs/decisions/009); development renders every time.
const pageCache = config.production ? createPageCache() : null;

const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const readiness: Readiness = { databasePrepared: false, draining: false };
// The server posts as the database holds them (synced files and desk posts), reloaded
// when any instance changes them (docs/decisions/032).
const contentChanges = createContentChanges({ db: db.db, logger });
// The search index, built from the content read above and the database's server posts and case studies.
const search = createSiteSearch(() => ({ content: contentChanges.storedContent(content), markdownFiles }));
// Changed posts (the start's sync, a save in the desk here or on another instance) make
// every cached page and the search index stale.
contentChanges.onChange(() => {
  pageCache?.clear();
  search.rebuild();
});
const database = prepareDatabase(db, content, logger, {
  onSynced: () => {
    contentChanges.start();
    void contentChanges.refresh().catch((err: unknown) => logger.warn({ err }, "server posts not loaded; the next check retries"));
  },
});
void database.ready.then(() => (readiness.databasePrepared = true));

// Development: Vite renders from source with hot reload. Production: the built app.
const vite = config.production ? undefined : await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
const build = vite
  ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
  : ((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild);

const pages = pagesHandler({
  build,
  mode: config.production ? "production" : "development",
  cache: pageCache,
  cacheControl: config.pageCacheControl,
  renderRateLimit: config.renderRateLimitPerMinute,
});

const metrics = createMetrics(db);
const leads = createLeadServices({ db, config, logger, metrics, autoreply: content.autoreply });
// The counters name the site's pages and the paths its routes answer (L-5); in development,
// the routes as they were at the start.
const routePatterns = routePathsOf(typeof build === "function" ? await build() : build);
const isSitePage = sitePages(routePatterns, () => ({
  ...contentChanges.storedContent(content),
  markdownPosts: markdownFiles.map((f) => f.post),
}));
const analytics = createVisitAnalytics({ db, config, logger, isSitePage });
const { app } = createApp({
  db,
  config,
  logger,
  content,
  pages,
  search,
  contentChanges,
  metrics,
  markdownFiles: () => markdownFiles,
  routers: leads.routers,
  intake: leads.intake,
  booking: leads.booking,
  delivery: leads,
  analytics,
  issueFormToken: leads.tokens.issue,
  devMiddleware: vite?.middlewares,
  readiness,
});
void database.ready.then(() => {
  leads.start();
  analytics.start();
});

// Express 5 hands a failed listen (port in use, no permission) to this callback instead of
// throwing: without the check the process would run on, serving nothing.
const server = app.listen(config.port, config.host, (err?: Error) => {
  if (err) {
    logger.fatal({ err }, `cannot listen on ${config.host}:${config.port}`);
    process.exit(1);
  }
  // The runtime is part of the release (npm ci brings Node 24): the log says which one runs.
  logger.info({ node: process.version }, `listening on http://${config.host}:${config.port}`);
  if (config.trustProxy === false && config.production) {
    logger.info("TRUST_PROXY is unset: client addresses are the TCP peers (set it when behind a load balancer)");
  }
  // Example content left in a live site (docs/launch.md): one line per kind.
  if (config.production) warnOfExampleContent(logger, preflight(contentDir()));
  if (config.databaseUrl && !config.formSecret) {
    // PostgreSQL usually means several instances; each would sign forms with its own secret.
    logger.warn("FORM_SECRET is unset: set the same value on every instance, or forms served by one are spam to another");
  }
});
// Explicit limits, so a slow client cannot hold a connection open: the headers must
// arrive within 10 s and the whole request within 30 s. Idle keep-alive connections
// outlive a load balancer's usual 60 s idle timeout, so it never reuses a closed one.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 65_000;

// METRICS_PORT: /metrics on a port of its own, without the token (and not on PORT).
const metricsServer = config.metricsPort ? await startMetricsServer(metrics, config.metricsPort, config.host, logger) : undefined;

// Graceful shutdown: report not ready and keep serving for SHUTDOWN_DRAIN_MS while the
// load balancer stops sending traffic, then stop accepting, let requests in flight
// finish, close the database, exit 0.
let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  readiness.draining = true;
  logger.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down: draining");
  database.stop();
  contentChanges.stop();
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await metricsServer?.close();
    await leads.stop();
    await analytics.stop(); // the page views counted since the last write
    await vite?.close();
    await db.close();
    clearTimeout(force);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
