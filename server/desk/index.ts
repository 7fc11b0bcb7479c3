// The desk, wired once: its people (sign-in, sessions; desk.ts), the one guard of its
// JSON API (api-auth.ts: bearer token or session, CSRF), the desk service that does its
// work on leads, deliveries and privacy requests (desk-service.ts), and the Express
// routers over them. The pages reach the same people and service through the request
// context (server/app.ts), so the API and the pages are two doors to one stack.
import { Router } from "express";
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import type { ServerConfig } from "../config.ts";
import type { StatsRange, VisitStats } from "../analytics/stats.ts";
import { statsRouter } from "../analytics/stats-router.ts";
import { createDesk } from "./desk.ts";
import { deskApiAuth } from "./api-auth.ts";
import { createDeskService, type DeskMailSettings } from "./desk-service.ts";
import type { ChannelsFor } from "./lead-update.ts";
import { deskRouter } from "./desk-router.ts";
import { leadsRouter } from "./leads-router.ts";
import { deliveriesRouter } from "./deliveries-router.ts";
import { privacyRouter } from "./privacy-router.ts";
import { postsRouter } from "./posts-router.ts";
import type { DeskPosts } from "../content/desk-posts.ts";
import type { DeskCaseStudies } from "../content/desk-case-studies.ts";
import type { DeskPages } from "../content/desk-pages.ts";
import { caseStudiesRouter } from "./case-studies-router.ts";
import { pagesRouter } from "./pages-router.ts";
import type { PreviewLinks } from "../content/preview-links.ts";

/** What the desk needs from the lead services: where a rescued lead goes, and the outbox worker's wake-up. */
export interface LeadDelivery {
  channelsFor: ChannelsFor;
  wake: () => void;
  /** Every delivery due now attempted: the desk's retries answer how they ended. */
  drain?: () => Promise<void>;
  /** How the desk sends its own e-mails (SMTP_URL); undefined: it cannot. */
  mail?: DeskMailSettings;
}

export interface DeskDeps {
  db: Db;
  config: ServerConfig;
  logger: Logger;
  delivery: LeadDelivery;
  /** The dashboard's numbers (server/analytics/); absent: GET /api/admin/stats is not served. */
  visitStats?: (range: StatsRange) => Promise<VisitStats>;
  /** The posts, case studies and pages edited in the desk and their preview links; absent: their APIs are not served. */
  posts?: DeskWriting;
}

export interface DeskWriting {
  posts: DeskPosts;
  caseStudies: DeskCaseStudies;
  pages: DeskPages;
  previews: PreviewLinks;
  /** A page's markdown as its route renders it (app/lib/data/site-page.server.ts). */
  renderPageBody: (markdown: string) => string;
}

export function wireDesk({ db, config, logger, delivery, visitStats, posts }: DeskDeps) {
  const people = createDesk({ db, config, logger });
  const service = createDeskService({
    db: db.db,
    channelsFor: delivery.channelsFor,
    wake: delivery.wake,
    drain: delivery.drain,
    notifyTo: config.leadNotifyTo,
    mail: delivery.mail,
  });
  // One guard for every route of the desk's API: the bearer token or a session, with CSRF on changes.
  const auth = deskApiAuth({ db, adminToken: config.adminToken });
  // First: refusing cross-site changes and counting sign-in attempts, before any desk route answers.
  const router = Router().use(
    deskRouter({ desk: people, auth, config }),
    leadsRouter(service, auth),
    deliveriesRouter(service, auth),
    privacyRouter(service, auth),
  );
  if (visitStats) router.use(statsRouter(visitStats, auth));
  if (posts) {
    router.use(postsRouter(posts.posts, auth, posts.previews.link));
    router.use(caseStudiesRouter(posts.caseStudies, auth, posts.previews));
    router.use(pagesRouter(posts.pages, auth, posts.previews, posts.renderPageBody));
  }
  return { people, service, router, auth };
}
export type DeskWiring = ReturnType<typeof wireDesk>;
