// Server entry: read config and content, open the database, serve, and shut down gracefully.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { readServerConfig } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { ContentError, readAllContent } from "./content/read-content.ts";
import { readMarkdownPostFiles } from "./content/markdown-posts.ts";
import { prepareDatabase } from "./start-database.ts";
import { createApp } from "./app.ts";
import { pagesHandler } from "./pages.ts";
import { createPageCache } from "./page-cache.ts";
import { createLeadServices } from "./leads/services.ts";
import { startClockAt } from "../common/clock.ts";

// Tests only: pin the calendar (the clock starts at this instant and runs on), so a run passes on any date.
if (process.env.CLOCK_START_AT) startClockAt(process.env.CLOCK_START_AT);

const config = readServerConfig();
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

const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const database = prepareDatabase(db, content, logger);

// Development: Vite renders from source with hot reload. Production: the built app.
const vite = config.production
  ? undefined
  : await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
const build = vite
  ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
  : ((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild);

// Rendered pages are cached in production (docs/decisions/005); development renders every time.
const pages = pagesHandler({ build, mode: config.production ? "production" : "development", cache: config.production ? createPageCache() : null });

const leads = createLeadServices({ db, config, logger });
const { app } = createApp({
  db, config, logger, content, pages,
  markdownFiles: () => markdownFiles,
  routers: leads.routers,
  intake: leads.intake,
  devMiddleware: vite?.middlewares,
});
void database.ready.then(() => leads.start());

const server = app.listen(config.port, config.host, () => {
  logger.info(`listening on http://${config.host}:${config.port}`);
});

// Graceful shutdown: stop accepting, let requests in flight finish, close the database, exit 0.
let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  database.stop();
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await leads.stop();
    await vite?.close();
    await db.close();
    clearTimeout(force);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
