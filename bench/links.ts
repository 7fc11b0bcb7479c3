// Crawls the whole running site with linkinator and fails on any broken internal link
// or missing image.   npm run bench:links
import { LinkChecker } from "linkinator";
import { startServer } from "../tests/helpers/server-process.ts";

const server = await startServer();
try {
  const checker = new LinkChecker();
  const result = await checker.check({ path: `${server.url}/`, recurse: true, linksToSkip: [`^(?!${server.url.replace(/\./g, "\\.")})`], concurrency: 8 });
  const broken = result.links.filter((l) => l.state === "BROKEN");
  console.log(`links: ${result.links.length} checked, ${broken.length} broken`);
  for (const b of broken) console.log(`  ${b.status} ${b.url} (on ${b.parent})`);
  process.exitCode = result.passed && broken.length === 0 ? 0 : 1;
} finally {
  await server.stop();
}
