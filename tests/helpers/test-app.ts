// Builds the real Express app (without the React pages, unless given) over a real test
// database loaded with the real content files.
import { pino, type Logger } from "pino";
import request from "supertest";
import type { AppLoadContext } from "../../app/load-context.ts";
import { createApp, type AppDeps } from "../../server/app.ts";
import { readServerConfig } from "../../server/config.ts";
import { migrateToLatest } from "../../server/db/migrations.ts";
import { readAllContent } from "../../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../../server/content/markdown-posts.ts";
import { syncContent } from "../../server/content/sync-content.ts";
import { createLeadServices } from "../../server/leads/services.ts";
import { createMetrics } from "../../server/metrics/metrics.ts";
import { createVisitAnalytics } from "../../server/analytics/index.ts";
import { sitePages } from "../../server/analytics/site-pages.ts";
import routes from "../../app/routes.ts";
import { openTestDatabase, type TestDbKind } from "./test-db.ts";

/** `logger`: to read what the server logs (silent otherwise); `pages`: the React Router pages (a built server). */
export async function startTestApp(kind: TestDbKind, env: Record<string, string> = {}, opts: { logger?: Logger; pages?: AppDeps["pages"] } = {}) {
  const db = await openTestDatabase(kind);
  const content = readAllContent();
  const markdownFiles = readMarkdownPostFiles();
  await migrateToLatest(db.db, db.dialect);
  await syncContent(db.db, content);
  // The form secret: generated in the SQLite data folder (as in production without
  // FORM_SECRET), or given, as several instances sharing PostgreSQL must.
  const secret = db.env.DATA_DIR ? { DATA_DIR: db.env.DATA_DIR } : { FORM_SECRET: "api-test-form-secret-0123456789abcdef" };
  const config = readServerConfig({ ...secret, ...env, NODE_ENV: "test" } as NodeJS.ProcessEnv);
  const logger = opts.logger ?? pino({ level: "silent" });
  const metrics = createMetrics(db);
  const leads = createLeadServices({ db, config, logger, metrics, autoreply: content.autoreply });
  // Not started: tests write the pending page views with analytics.flush() (or the stats API does).
  // The routes as the built server has them (server/pages/handler.ts routePathsOf).
  const isSitePage = sitePages(
    routes.flatMap((r) => (r.path ? [r.path] : [])),
    () => ({ ...content, markdownPosts: markdownFiles.map((f) => f.post) }),
  );
  const analytics = createVisitAnalytics({ db, config, logger, isSitePage });
  const { app, contentApi, contentChanges, desk, deskService, context } = createApp({
    db,
    config,
    logger,
    content,
    markdownFiles: () => markdownFiles,
    routers: leads.routers,
    intake: leads.intake,
    booking: leads.booking,
    metrics,
    delivery: leads,
    analytics,
    pages: opts.pages,
  });
  // The server posts the search reads, as the start loads them once the database is synced.
  await contentChanges.refresh();
  return {
    app,
    contentApi,
    contentChanges,
    db,
    content,
    config,
    logger,
    leads,
    metrics,
    desk,
    deskService,
    analytics,
    /** Which paths the visit counters name (for analytics instances a test makes). */
    isSitePage,
    /** What a route's loader gets, for calling loaders directly; `routePaths`: the routes it may assume exist. */
    loaderContext: (routePaths: string[] = []): AppLoadContext => ({ ...context, nonce: "", routePaths: async () => new Set(routePaths) }),
    /** The id of the lead a 201 from POST /api/contact named by its reference (visitors never see ids). */
    leadId: async (res: { body: { reference?: unknown } }): Promise<number> => {
      if (typeof res.body.reference !== "string") throw new Error(`no lead reference in ${JSON.stringify(res.body)}`);
      return (await db.db.selectFrom("leads").select("id").where("reference", "=", res.body.reference).executeTakeFirstOrThrow()).id;
    },
    /** A signed start time, fetched the way the chat does. */
    formToken: async (): Promise<string> => (await request(app).get("/api/form-token").expect(200)).body.token,
    close: async () => {
      await leads.stop();
      await analytics.stop();
      await db.close().catch(() => {});
      await db.drop();
    },
  };
}
