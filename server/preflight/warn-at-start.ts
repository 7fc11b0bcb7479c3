// At a production start: one warning line per kind of example content still in the site,
// with the count, pointing at `npm run preflight` for the files and lines.
import type { Logger } from "pino";
import { countByKind, type Finding } from "./example-content.ts";

export function warnOfExampleContent(logger: Logger, findings: Finding[]): void {
  for (const { kind, label, count } of countByKind(findings)) {
    logger.warn({ exampleContent: kind, count }, `example content: ${count} × ${label} still in the site; npm run preflight lists them (docs/launch.md)`);
  }
}
