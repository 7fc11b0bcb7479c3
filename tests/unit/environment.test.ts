// The environment is checked once at start (server/environment.ts): what an operator reads
// when a variable is wrong, what the site does when none is set, and that
// docs/environment.md documents exactly the variables the site reads.
import { describe, expect, it } from "vitest";
import { environmentSchema, parseEnvironment } from "../../server/environment.ts";
import { readServerConfig } from "../../server/config.ts";
import { documentedEnvironment } from "../helpers/documented-environment.ts";

const problems = (env: Record<string, string>) => {
  try {
    parseEnvironment(env);
  } catch (err) {
    return (err as Error).message.split("\n");
  }
  return [];
};

describe("the environment", () => {
  it("is documented variable for variable in docs/environment.md", () => {
    expect([...documentedEnvironment()].sort()).toEqual(Object.keys(environmentSchema.shape).sort());
  });

  it("unset, gives the defaults docs/environment.md states", () => {
    const { site, ...config } = readServerConfig({});
    expect(config).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "./data",
      databaseUrl: undefined,
      smtpUrl: undefined,
      leadNotifyTo: undefined,
      leadWebhookUrl: undefined,
      leadWebhookSecret: undefined,
      slackWebhookUrl: undefined,
      teamsWebhookUrl: undefined,
      leadAutoreply: false,
      adminToken: undefined,
      metricsPort: undefined,
      leadRetentionDays: undefined,
      adminSessionHours: 12,
      adminSignInRateLimit: 10,
      logLevel: "info",
      contactRateLimitPerMinute: 5,
      eventRateLimitPerMinute: 120,
      eventFlushMs: 5000,
      contactMinFillMs: 2000,
      formSecret: undefined,
      leadMailFrom: undefined,
      leadRetryBaseMs: 5000,
      leadMaxAttempts: 8,
      leadLeaseMs: 60_000,
      leadPollMs: 2000,
      trustProxy: false,
      pageCacheControl: undefined,
      shutdownDrainMs: 5000,
      production: false,
      clockStartAt: undefined,
    });
    expect(site.url).toBe("https://clustermind.example.com");
  });

  it("treats an empty variable as unset", () => {
    expect(readServerConfig({ PORT: "", LEAD_AUTOREPLY: "", TRUST_PROXY: "", SITE_URL: "" })).toEqual(readServerConfig({}));
  });

  it("reads good values as the server uses them", () => {
    const config = readServerConfig({
      PORT: "8080",
      TRUST_PROXY: "10.0.0.0/8, loopback",
      LEAD_AUTOREPLY: "true",
      ADMIN_SESSION_HOURS: "0.5",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({ port: 8080, trustProxy: ["10.0.0.0/8", "loopback"], leadAutoreply: true, adminSessionHours: 0.5, production: true });
  });

  it("names every bad variable on a line of its own, with its value and what it must be", () => {
    expect(
      problems({
        PORT: "abc",
        TRUST_PROXY: "maybe",
        LEAD_AUTOREPLY: "yes-please",
        SITE_URL: "clustermind.example.com",
        LEAD_RETENTION_DAYS: "30d",
        METRICS_PORT: "70000",
        CONTACT_RATE_LIMIT: "0",
        LOG_LEVEL: "loud",
      }),
    ).toEqual([
      'PORT must be a TCP port from 1 to 65535 (got "abc")',
      'TRUST_PROXY must be a hop count, or a comma-separated list of "loopback", "linklocal", "uniquelocal", IP addresses and CIDR ranges (got "maybe")',
      'SITE_URL must be an http(s) URL (got "clustermind.example.com")',
      'LEAD_AUTOREPLY must be true or false (got "yes-please")',
      'METRICS_PORT must be a TCP port from 1 to 65535 (got "70000")',
      'LEAD_RETENTION_DAYS must be a positive whole number of days (got "30d")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'CONTACT_RATE_LIMIT must be a positive whole number (got "0")',
    ]);
  });

  it("never shows a secret, nor a URL's credentials or path", () => {
    const lines = problems({
      LEAD_WEBHOOK_SECRET: "whsec_tooShortToBeAKey",
      DATABASE_URL: "mysql://site:hunter2@db.internal:3306/site",
      SLACK_WEBHOOK_URL: "hooks.slack.com/services/T0/B0/XyZsecret",
      TEAMS_WEBHOOK_URL: "ftp://example.com/flow?sig=s3cr3t",
    });
    expect(lines).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://…@db.internal:3306/…", credentials and path not shown)',
      'LEAD_WEBHOOK_SECRET must be "whsec_" followed by 24 to 64 random bytes in base64 (Standard Webhooks), e.g. whsec_$(openssl rand -base64 32) (got 22 characters, not shown: it is a secret)',
      'SLACK_WEBHOOK_URL must be an http(s) URL (got "hooks.slack.com…", credentials and path not shown)',
      'TEAMS_WEBHOOK_URL must be an http(s) URL (got "ftp://example.com/…", credentials and path not shown)',
    ]);
    for (const secret of ["tooShort", "hunter2", "XyZsecret", "s3cr3t"]) expect(lines.join("\n")).not.toContain(secret);
  });

  it("refuses an ADMIN_TOKEN under 32 random bytes, on one line that never shows it, and takes the tokens openssl makes", () => {
    const line = (token: string) => problems({ ADMIN_TOKEN: token });
    const expected = (n: number) => [
      `ADMIN_TOKEN must be at least 32 random bytes: 64 hex digits or 43 base64url characters (make one with: openssl rand -hex 32) (got ${n} characters, not shown: it is a secret)`,
    ];
    expect(line("a")).toEqual(expected(1));
    expect(line("0123456789abcdef".repeat(3) + "0123456789abcde")).toEqual(expected(63)); // hex: 4 bits a digit
    expect(line("x".repeat(42))).toEqual(expected(42));
    expect(line(`${"x".repeat(40)} with a space`)).toEqual(expected(53));
    expect(line("a".repeat(42) + "==")).toEqual(expected(44)); // padding adds no randomness
    expect(line("A secret, not shown!").join("")).not.toContain("secret, not");
    // openssl rand -hex 32, openssl rand -base64 32, and 32 bytes as base64url.
    for (const token of ["0123456789abcdef".repeat(4), "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=", "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80"]) {
      expect(readServerConfig({ ADMIN_TOKEN: token }).adminToken).toBe(token);
    }
  });
});
