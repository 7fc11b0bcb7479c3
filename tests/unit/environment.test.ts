// The environment is checked once at start (server/environment.ts): what an operator reads
// when a variable is wrong, what the site does when none is set, and that
// docs/environment.md documents exactly the variables the site reads.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
      imageUploadMaxBytes: 10 * 1024 * 1024,
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
      renderRateLimitPerMinute: 60,
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
      booking: { meetingTypes: [{ name: "consultation", minutes: 30 }], minNoticeHours: 4, horizonDays: 14, roomUrl: undefined, caldavCacheMs: 60_000 },
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
      'SLACK_WEBHOOK_URL must be an https:// URL (http:// only to a loopback address) (got "hooks.slack.com…", credentials and path not shown)',
      'TEAMS_WEBHOOK_URL must be an https:// URL (http:// only to a loopback address) (got "ftp://example.com/…", credentials and path not shown)',
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

  it("refuses a FORM_SECRET under 32 bytes, on one line that does not show it", () => {
    expect(problems({ FORM_SECRET: "x".repeat(31) })).toEqual([
      "FORM_SECRET must be a secret of at least 32 bytes (got 31 characters, not shown: it is a secret)",
    ]);
    expect(readServerConfig({ FORM_SECRET: "x".repeat(32) }).formSecret).toBe("x".repeat(32));
  });

  it("refuses plain http:// for lead deliveries unless the receiver is on this machine", () => {
    for (const name of ["LEAD_WEBHOOK_URL", "SLACK_WEBHOOK_URL", "TEAMS_WEBHOOK_URL"]) {
      for (const url of ["http://hooks.example.com/lead", "http://10.0.0.5:8080/lead", "http://127.0.0.1.example.com/x"]) {
        expect(problems({ [name]: url }), url).toEqual([
          `${name} must be an https:// URL (http:// only to a loopback address) (got "${url.replace(/^(http:\/\/[^/]*).*/, "$1")}/…", credentials and path not shown)`,
        ]);
      }
      for (const url of ["https://hooks.example.com/lead", "http://127.0.0.1:9000/lead", "http://localhost/lead", "http://[::1]:9000/lead"]) {
        expect(problems({ [name]: url }), url).toEqual([]);
      }
    }
  });

  describe("secrets in files (NAME_FILE)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-files-"));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = (name: string, text: string) => {
      const at = path.join(dir, name);
      fs.writeFileSync(at, text, { mode: 0o600 });
      return at;
    };

    it("reads each secret from its file, without the trailing newline, as if it were set", () => {
      const config = readServerConfig({
        DATABASE_URL_FILE: file("database-url", "postgres://site:pw@db.internal/site\n"),
        SMTP_URL_FILE: file("smtp-url", "smtps://mail:pw@smtp.example.com\n"),
        ADMIN_TOKEN_FILE: file("admin-token", "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\n"),
        FORM_SECRET_FILE: file("form-secret", "form-secret-from-a-file-0123456789abcdef\r\n"),
        LEAD_WEBHOOK_SECRET_FILE: file("webhook-secret", "whsec_bm90aWZpY2F0aW9ucy10ZXN0LXNlY3JldC0wMTIzNDU2Nzg5YWI=\n"),
        SLACK_WEBHOOK_URL_FILE: file("slack-url", "https://hooks.slack.com/services/T0/B0/secret\n"),
      });
      expect(config).toMatchObject({
        databaseUrl: "postgres://site:pw@db.internal/site",
        smtpUrl: "smtps://mail:pw@smtp.example.com",
        adminToken: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
        formSecret: "form-secret-from-a-file-0123456789abcdef",
        leadWebhookSecret: "whsec_bm90aWZpY2F0aW9ucy10ZXN0LXNlY3JldC0wMTIzNDU2Nzg5YWI=",
        slackWebhookUrl: "https://hooks.slack.com/services/T0/B0/secret",
      });
    });

    it("checks a secret read from a file like one set directly, and never shows it", () => {
      expect(problems({ FORM_SECRET_FILE: file("short-secret", "short\n") })).toEqual([
        "FORM_SECRET must be a secret of at least 32 bytes (got 5 characters, not shown: it is a secret)",
      ]);
    });

    it("stops the start when the file cannot be read, or when the variable is set both ways", () => {
      const missing = path.join(dir, "no-such-file");
      expect(problems({ ADMIN_TOKEN_FILE: missing })).toEqual([`ADMIN_TOKEN_FILE must name a readable file (got ${JSON.stringify(missing)}: ENOENT)`]);
      expect(problems({ FORM_SECRET: "y".repeat(40), FORM_SECRET_FILE: file("both", "z".repeat(40)) })).toEqual([
        "FORM_SECRET_FILE and FORM_SECRET are both set: set one of them",
      ]);
    });
  });
});
