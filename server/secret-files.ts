// Secrets may come from files: NAME_FILE=/run/secrets/name reads NAME from that file at
// start (a Kubernetes Secret mounted as a volume, a Docker or systemd credential), so the
// secret is not in the process's environment, where anyone who may `kubectl exec` or read
// /proc/<pid>/environ sees it. Trailing whitespace (the newline editors add) is dropped.
import fs from "node:fs";

/** The variables that may be given as NAME_FILE: credentials, and URLs whose path is a password. */
export const SECRET_FILE_VARIABLES = [
  "DATABASE_URL",
  "SMTP_URL",
  "ADMIN_TOKEN",
  "FORM_SECRET",
  "LEAD_WEBHOOK_SECRET",
  "LEAD_WEBHOOK_URL",
  "SLACK_WEBHOOK_URL",
  "TEAMS_WEBHOOK_URL",
] as const;

/** The environment with each NAME_FILE read into NAME, and one line per variable that could not be. */
export function readSecretFiles(env: Record<string, string | undefined>): { env: Record<string, string | undefined>; problems: string[] } {
  const resolved = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`${name}_FILE and ${name} are both set: set one of them`);
      continue;
    }
    try {
      resolved[name] = fs.readFileSync(file, "utf8").replace(/\s+$/, "");
    } catch (err) {
      problems.push(`${name}_FILE must name a readable file (got ${JSON.stringify(file)}: ${(err as NodeJS.ErrnoException).code ?? "unreadable"})`);
    }
  }
  return { env: resolved, problems };
}
