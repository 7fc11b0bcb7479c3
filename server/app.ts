// Assembles the Express app: headers, static files, the API, the markdown posts and the
// React Router request handler, in the order a request meets them.
import path from "node:path";
import { loggedUrl } from "./logged-url.ts";
import express, { type RequestHandler } from "express";
import compression from "compression";
import staticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import type { Db } from "./db/connect.ts";
import type { ServerConfig } from "./config.ts";
import type { SiteContent } from "./content/read-content.ts";
import type { MarkdownPostFile } from "./content/markdown-posts.ts";
import { contentRepository } from "./content/repository.ts";
import { createContentApi, type ServerContentApi } from "./api/content-api.ts";
import type { PageHandlers } from "./pages/handler.ts";
import { contentRouter } from "./api/content-router.ts";
import type { Intake } from "./leads/intake.ts";
import type { VisitAnalytics } from "./analytics/index.ts";
import { httpsRedirect, nonceMiddleware, permissionsPolicy, securityHeaders } from "./security.ts";
import { inlineStyleSources } from "./inline-style-hashes.ts";
import { healthRouter, PROBE_PATHS, type Readiness } from "./health.ts";
import { createSiteSearch, type SiteSearch } from "./search/site-search.ts";
import { createContentChanges, type ContentChanges } from "./content/content-changes.ts";
import { searchRouter } from "./search/search-router.ts";
import type { Metrics } from "./metrics/metrics.ts";
import { timeRequests } from "./metrics/request-duration.ts";
import { METRICS_PATH, metricsRouter } from "./metrics/metrics-endpoint.ts";
import { wireDesk, type DeskWiring, type DeskWriting, type LeadDelivery } from "./desk/index.ts";
import { createDeskPosts } from "./content/desk-posts.ts";
import { createDeskCaseStudies } from "./content/desk-case-studies.ts";
import { createDeskPages } from "./content/desk-pages.ts";
import { renderPageBody } from "../app/lib/data/site-page.server.ts";
import { previewLinks } from "./content/preview-links.ts";
import { postShareImages } from "./content/post-share-images.ts";
import { caseStudyArt } from "./content/case-study-art.ts";
import { resolveFormSecret, type FormStep } from "./leads/form-token.ts";
import { deskGuessLimit } from "./desk/guess-limit.ts";
import { createImageStore, type ImageStore } from "./images/image-store.ts";
import { imagesRouter } from "./images/images-router.ts";
import { imageUses } from "./images/image-uses.ts";
import type { BookingService } from "./booking/booking-service.ts";
import { bookingHostsRouter } from "./booking/hosts-router.ts";

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  content: SiteContent;
  markdownFiles: () => MarkdownPostFile[];
  /** The React Router handler (absent in API-only tests). */
  pages?: (context: RequestContext) => PageHandlers;
  /** Stores an enquiry: used by the no-JavaScript contact form action. */
  intake?: Intake;
  /** Booking a consultation (server/booking/): the /book pages' slots, bookings and changes. */
  booking?: BookingService;
  /** Signs a form's start time: used by the contact page's loader (the spam trap). */
  issueFormToken?: (step?: FormStep) => string;
  /** From the lead services, for the desk: where a rescued lead goes, and the outbox worker's wake-up. */
  delivery: LeadDelivery;
  /** More routes mounted before the pages (the lead intake). */
  routers?: RequestHandler[];
  /** Vite's dev middleware, in development only. */
  devMiddleware?: RequestHandler;
  /** The site search; built here from `content`, `markdownFiles` and the database's server posts when not given. */
  search?: SiteSearch;
  /** Who learns of changed posts (server/content/content-changes.ts); made here (not polling) when not given. */
  contentChanges?: ContentChanges;
  /** First-party visit analytics: the page-view beacon and the dashboard's numbers (absent: neither). */
  analytics?: VisitAnalytics;
  /** Readiness as the server process knows it; tests that prepare the database themselves omit it. */
  readiness?: Readiness;
  /** Prometheus metrics: request durations, and GET /metrics unless METRICS_PORT serves them. */
  metrics?: Metrics;
}

export type RequestContext = ReturnType<typeof requestContext>;

function requestContext(
  deps: AppDeps,
  contentApi: ServerContentApi,
  search: SiteSearch,
  desk: DeskWiring,
  writing: DeskWriting,
  images: ImageStore,
  contentChanges: ContentChanges,
) {
  const intake: Intake = deps.intake ?? (() => Promise.reject(new Error("lead intake is not configured")));
  const issueFormToken = deps.issueFormToken ?? (() => "");
  return {
    contentApi,
    site: deps.config.site,
    content: deps.content,
    logger: deps.logger,
    intake,
    issueFormToken,
    booking: deps.booking,
    search,
    /** The desk's people: sign-in, sessions, passwords. */
    desk: desk.people,
    /** The desk's work on leads, deliveries and privacy requests (server/desk/desk-service.ts). */
    deskService: desk.service,
    visitStats: deps.analytics?.stats,
    /** Posts, case studies and pages edited in the desk, and their signed preview links (server/content/desk-*.ts). */
    deskPosts: writing.posts,
    deskCaseStudies: writing.caseStudies,
    deskPages: writing.pages,
    previewLinks: writing.previews,
    /** A page's desk version when one is live (decision 046); undefined: its file's words. */
    publishedPage: contentChanges.publishedPage,
    /** The firm's uploaded images (server/images/). */
    images,
    /** What /privacy-policy states: LEAD_RETENTION_DAYS, or null when leads are kept until erased. */
    leadRetentionDays: deps.config.leadRetentionDays ?? null,
  };
}

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable("x-powered-by");
  // Whom to believe about the client's address and protocol (TRUST_PROXY; unset: nobody).
  app.set("trust proxy", deps.config.trustProxy);
  // Page-view beacons first: answered at once (a 204 without a body), never logged, no page headers to compute.
  if (deps.analytics) app.use(deps.analytics.eventRouter);

  app.use(
    pinoHttp({
      logger: deps.logger,
      autoLogging: { ignore: (req) => PROBE_PATHS.includes(req.url ?? "") },
      // One short line per request: method, path, status, time, client address. Never bodies or headers (privacy).
      serializers: {
        req: (req) => ({ method: req.method, url: loggedUrl(req.url ?? ""), ip: req.raw?.ip }),
        res: (res) => ({ status: res.statusCode }),
      },
    }),
  );
  if (deps.metrics) app.use(timeRequests(deps.metrics, [...PROBE_PATHS, METRICS_PATH]));
  const contentApi = createContentApi(contentRepository(deps.db.db), deps.markdownFiles);
  const contentChanges = deps.contentChanges ?? createContentChanges({ db: deps.db.db, logger: deps.logger });
  const search = deps.search ?? createSiteSearch(() => ({ content: contentChanges.storedContent(deps.content), markdownFiles: deps.markdownFiles() }));
  if (!deps.search) contentChanges.onChange(() => search.rebuild());
  // Posts written in the desk (docs/decisions/031), and the signed links that preview a draft.
  const posts = createDeskPosts({
    db: deps.db.db,
    changes: contentChanges,
    fileUses: (slug) => deps.markdownFiles().some((f) => f.file === `${slug}.md`),
    defaultAuthor: `The ${deps.config.site.name} team`,
  });
  // Case studies and the firm's pages edited in the desk (docs/decisions/046).
  const caseArt = caseStudyArt({ db: deps.db.db, dataDir: deps.config.dataDir, logger: deps.logger });
  const caseStudies = createDeskCaseStudies({ db: deps.db.db, changes: contentChanges, art: caseArt });
  const sitePages = createDeskPages({ db: deps.db.db, changes: contentChanges, files: deps.content.pages });
  const previews = previewLinks(resolveFormSecret({ formSecret: deps.config.formSecret, dataDir: deps.config.dataDir }));
  const pageSettings = { site: deps.config.site, leadRetentionDays: deps.config.leadRetentionDays ?? null };
  const writing: DeskWriting = {
    posts,
    caseStudies,
    pages: sitePages,
    previews,
    renderPageBody: (markdown) => renderPageBody(pageSettings, markdown),
  };
  // The desk (/admin and /api/admin): its people, its service and its API, wired once.
  const desk = wireDesk({
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    delivery: deps.delivery,
    visitStats: deps.analytics?.stats,
    posts: writing,
  });
  const images = createImageStore({ db: deps.db.db, dataDir: deps.config.dataDir, uses: () => imageUses(deps.db.db, deps.content.pages) });
  const context = requestContext(deps, contentApi, search, desk, writing, images, contentChanges);
  const pages = deps.pages?.(context);
  // A page already sent once goes out again as it was, before any other work.
  if (pages) app.use(pages.fromCache);

  app.use(nonceMiddleware());
  app.use(securityHeaders({ analytics: Boolean(deps.config.site.gaMeasurementId), production: deps.config.production, styleSources: inlineStyleSources() }));
  app.use(permissionsPolicy);
  app.use(httpsRedirect(deps.config.site.url)); // after the headers: the 301 carries them too
  app.use(compression()); // API answers and per-visitor pages; cached pages and static files come precompressed

  app.use(healthRouter(deps.db.db, deps.readiness ?? { databasePrepared: true, draining: false }));
  // One budget of wrong tokens, cookies and passwords per address, across /metrics and the whole desk.
  app.use(deskGuessLimit());
  if (deps.metrics) app.use(metricsRouter(deps.metrics, deps.config));

  app.use(desk.router);
  app.use(imagesRouter({ images, auth: desk.auth, people: desk.people, limitBytes: deps.config.imageUploadMaxBytes }));
  if (deps.booking) app.use(bookingHostsRouter(deps.booking.hosts, desk.auth));
  for (const router of deps.routers ?? []) app.use(router);
  app.use(searchRouter(search));
  app.use(contentRouter(contentApi));

  if (deps.devMiddleware) {
    app.use(deps.devMiddleware);
  } else {
    // Hashed build assets never change: cache them for a year. Other files revalidate.
    // Text assets were brotli- and gzip-compressed at build (vite.config.ts): send those files.
    const precompressed: staticGzip.ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ["br", "gz"], index: false };
    app.use("/assets", staticGzip(path.resolve("build/client/assets"), { ...precompressed, serveStatic: { immutable: true, maxAge: "1y", index: false } }));
    app.use(staticGzip(path.resolve("build/client"), { ...precompressed, serveStatic: { maxAge: "1h", index: false } }));
  }
  app.use(express.static(path.resolve("public"), { maxAge: "1h", index: false }));
  // The share image of a post written in the desk, which no build made (made once, kept under DATA_DIR).
  app.use(postShareImages({ dataDir: deps.config.dataDir, site: deps.config.site, posts: contentChanges.serverPosts, logger: deps.logger }));
  // The cover art of a case study written in the desk, likewise (decision 054).
  app.use(caseArt.router);

  if (pages) app.use(pages.render); // bodies bounded on the way in (body-limit.ts)

  app.use(((err, req, res, _next) => {
    req.log?.error({ err }, "request failed");
    if (res.headersSent) return;
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    res.status(status).json({ error: status === 500 ? "Internal error" : "Bad request" });
  }) as express.ErrorRequestHandler);

  return { app, contentApi, search, contentChanges, desk: desk.people, deskService: desk.service, context };
}
