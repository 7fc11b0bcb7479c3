// `npm run content:sync`: validate content/ and upsert it into the configured database.
import { pino } from "pino";
import { readServerConfigOrExit } from "../server/config.ts";
import { openDatabase } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrations.ts";
import { ContentError, readAllContent } from "../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../server/content/markdown-posts.ts";
import { syncContent } from "../server/content/sync-content.ts";

const logger = pino();
const config = readServerConfigOrExit();
try {
  const content = readAllContent();
  const posts = readMarkdownPostFiles();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db.db, db.dialect);
  await syncContent(db.db, content);
  await db.close();
  logger.info(
    `synced ${content.services.length} services, ${content.solutions.length} solutions, ${content.caseStudies.length} case studies, ` +
      `${content.testimonials.length} testimonials, ${content.serverPosts.length} server posts; ${posts.length} markdown posts validated; ` +
      `${Object.keys(content.pages).length} pages, the FAQ and the home content validated (read at start: they change with a restart)`,
  );
} catch (err) {
  logger.fatal(err instanceof ContentError ? err.message : err);
  process.exit(1);
}
