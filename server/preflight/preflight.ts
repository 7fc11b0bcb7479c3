// Everything `npm run preflight` and the production start look at: the content folder
// and the site's settings, as this environment resolves them.
import { resolveSiteConfig } from "../../site.config.ts";
import { scanContent, scanSettings, type Finding } from "./example-content.ts";

export function preflight(contentDir: string, env: Record<string, string | undefined> = process.env): Finding[] {
  return [...scanSettings(resolveSiteConfig(env), env, resolveSiteConfig({})), ...scanContent(contentDir)];
}
