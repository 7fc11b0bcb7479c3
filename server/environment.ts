// Every environment variable the site reads, in one zod schema, parsed once at start
// (server/config.ts). Each entry says what a good value is; a bad value stops the start with
// one line per variable naming it, the value (a secret's is never shown) and what it must
// be. Unset and empty are the same, so a blank line in a Kubernetes Secret means "default".
// docs/environment.md lists exactly these names (tests/unit/environment.test.ts).
import net from "node:net";
import { z } from "zod";
import { parseTrustProxy, TRUST_PROXY_FORMAT } from "./trust-proxy.ts";
import { isWebhookSecret, WEBHOOK_SECRET_FORMAT } from "./leads/channels/webhook-secret.ts";
import { FORM_SECRET_MIN_BYTES } from "./leads/form-token.ts";
import { isHttpsOrLoopbackUrl } from "./loopback-host.ts";
import { isRoomUrl } from "./booking/room-url.ts";
import { readSecretFiles } from "./secret-files.ts";

/** How a bad value is shown: as it is, as a URL without its credentials and path, or not at all. */
type Shown = "as is" | "url" | "hidden";
type Parse<T> = (text: string) => T | undefined;

/** One variable: unset or empty gives the fallback; a value `parse` refuses is an issue saying what was `expected`. */
function variable<T>(expected: string, parse: Parse<T>, options: { fallback: T; shown?: Shown }): z.ZodType<T, string | undefined>;
function variable<T>(expected: string, parse: Parse<T>, options?: { shown?: Shown }): z.ZodType<T | undefined, string | undefined>;
function variable<T>(expected: string, parse: Parse<T>, options: { fallback?: T; shown?: Shown } = {}) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return options.fallback;
      const value = parse(text);
      if (value === undefined) ctx.issues.push({ code: "custom", message: expected, input: text, params: { shown: options.shown ?? "as is" } });
      return value;
    });
}

const text: Parse<string> = (t) => t;

/** A parser that throws on a bad value, as one that answers undefined. */
const orUndefined =
  <T>(parse: (text: string) => T): Parse<T> =>
  (t) => {
    try {
      return parse(t);
    } catch {
      return undefined;
    }
  };

const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Parse<number> =>
  (t) => {
    const n = /^\s*\d+\s*$/.test(t) ? Number(t) : NaN;
    return n >= min && n <= max ? n : undefined;
  };

const positiveNumber: Parse<number> = (t) => {
  const n = /^\s*\d+(\.\d+)?\s*$/.test(t) ? Number(t) : NaN;
  return n > 0 ? n : undefined;
};

const urlOf =
  (...protocols: string[]): Parse<string> =>
  (t) =>
    URL.canParse(t) && protocols.includes(new URL(t).protocol) ? t : undefined;
const httpUrl = urlOf("http:", "https:");
/** Where leads are sent: https, or plain http to this machine only (nothing on the way to read a lead). */
const deliveryUrl: Parse<string> = (t) => (isHttpsOrLoopbackUrl(t) ? t : undefined);

const oneOf =
  <const V extends string>(...values: V[]): Parse<V> =>
  (t) =>
    values.find((v) => v === t);

const onOff: Parse<boolean> = (t) => (t === "true" ? true : t === "false" ? false : undefined);

const instant: Parse<string> = (t) => (Number.isNaN(Date.parse(t)) ? undefined : t);

const email: Parse<string> = (t) => (z.email().safeParse(t).success ? t : undefined);

// A bearer token that opens every lead must not be guessable: 32 random bytes (256 bits),
// written as hex (64 digits) or base64/base64url (43 characters, padding aside). A token of
// hex digits only is judged as hex, since each of them carries 4 bits, not 6.
// "consultation:30,deep-dive:60": each meeting a visitor may book and its length (the first is the default).
const meetingTypes: Parse<{ name: string; minutes: number }[]> = (t) => {
  const types = t.split(",").map((part) => /^\s*([a-z][a-z0-9-]{0,39}):(\d{1,3})\s*$/.exec(part));
  if (types.some((m) => !m || Number(m[2]) % 15 !== 0 || Number(m[2]) === 0)) return undefined;
  return types.map((m) => ({ name: m![1]!, minutes: Number(m![2]) }));
};
// A video room per meeting: https://meet.example/{host}-{meeting} (names are URL-safe words).
const roomUrl: Parse<string> = (t) => (isRoomUrl(t) ? t : undefined);

const ADMIN_TOKEN_FORMAT = "at least 32 random bytes: 64 hex digits or 43 base64url characters (make one with: openssl rand -hex 32)";
const strongToken: Parse<string> = (t) => {
  const body = t.replace(/=+$/, "");
  if (!/^[A-Za-z0-9+/_.~-]+$/.test(body)) return undefined;
  return body.length >= (/^[0-9a-f]+$/i.test(body) ? 64 : 43) ? t : undefined;
};

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const TCP_PORT = "a TCP port from 1 to 65535";
const HTTP_URL = "an http(s) URL";
const DELIVERY_URL = "an https:// URL (http:// only to a loopback address)";

export const environmentSchema = z.object({
  PORT: variable(TCP_PORT, wholeNumber(1, 65535), { fallback: 3000 }),
  HOST: variable("an address or host name to bind", (t) => (net.isIP(t) || /^[a-z0-9.-]+$/i.test(t) ? t : undefined), { fallback: "0.0.0.0" }),
  TRUST_PROXY: variable(TRUST_PROXY_FORMAT, orUndefined(parseTrustProxy), { fallback: false }),
  PAGE_CACHE_CONTROL: variable("a Cache-Control value", text),
  SHUTDOWN_DRAIN_MS: variable("a whole number of milliseconds", wholeNumber(0), { fallback: 5000 }),
  CONTENT_DIR: variable("a folder", text, { fallback: "content" }),
  NODE_ENV: variable('"production", "development" or "test"', oneOf("production", "development", "test")),
  DATA_DIR: variable("a folder", text, { fallback: "./data" }),
  IMAGE_UPLOAD_MAX_MB: variable("a positive number of megabytes", positiveNumber, { fallback: 10 }),
  DATABASE_URL: variable("a postgres:// or postgresql:// URL", urlOf("postgres:", "postgresql:"), { shown: "url" }),
  SITE_URL: variable(HTTP_URL, httpUrl),
  SMTP_URL: variable("an smtp:// or smtps:// URL", urlOf("smtp:", "smtps:"), { shown: "url" }),
  LEAD_NOTIFY_TO: variable("an e-mail address", text),
  LEAD_WEBHOOK_URL: variable(DELIVERY_URL, deliveryUrl, { shown: "url" }),
  LEAD_WEBHOOK_SECRET: variable(WEBHOOK_SECRET_FORMAT, (t) => (isWebhookSecret(t.trim()) ? t.trim() : undefined), { shown: "hidden" }),
  SLACK_WEBHOOK_URL: variable(DELIVERY_URL, deliveryUrl, { shown: "url" }),
  TEAMS_WEBHOOK_URL: variable(DELIVERY_URL, deliveryUrl, { shown: "url" }),
  LEAD_AUTOREPLY: variable("true or false", onOff, { fallback: false }),
  METRICS_PORT: variable(TCP_PORT, wholeNumber(1, 65535)),
  LEAD_RETENTION_DAYS: variable("a positive whole number of days", wholeNumber(1)),
  ADMIN_TOKEN: variable(ADMIN_TOKEN_FORMAT, strongToken, { shown: "hidden" }),
  ADMIN_SESSION_HOURS: variable("a positive number of hours", positiveNumber, { fallback: 12 }),
  ADMIN_SIGN_IN_RATE_LIMIT: variable("a positive whole number", wholeNumber(1), { fallback: 10 }),
  GA_MEASUREMENT_ID: variable("a Google Analytics 4 measurement id (G-XXXXXXXXXX)", (t) => (/^G-[A-Z0-9]+$/.test(t) ? t : undefined)),
  LOG_LEVEL: variable(`one of ${LOG_LEVELS.join(", ")}`, oneOf(...LOG_LEVELS), { fallback: "info" }),
  CONTACT_RATE_LIMIT: variable("a positive whole number", wholeNumber(1), { fallback: 5 }),
  EVENT_RATE_LIMIT: variable("a positive whole number", wholeNumber(1), { fallback: 120 }),
  RENDER_RATE_LIMIT: variable("a positive whole number", wholeNumber(1), { fallback: 60 }),
  EVENT_FLUSH_MS: variable("a positive whole number of milliseconds", wholeNumber(1), { fallback: 5000 }),
  CONTACT_MIN_FILL_MS: variable("a whole number of milliseconds", wholeNumber(0), { fallback: 2000 }),
  FORM_SECRET: variable(`a secret of at least ${FORM_SECRET_MIN_BYTES} bytes`, (t) => (Buffer.byteLength(t) >= FORM_SECRET_MIN_BYTES ? t : undefined), {
    shown: "hidden",
  }),
  LEAD_MAIL_FROM: variable("a sender address", text),
  LEAD_RETRY_BASE_MS: variable("a positive whole number of milliseconds", wholeNumber(1), { fallback: 5000 }),
  LEAD_MAX_ATTEMPTS: variable("a positive whole number", wholeNumber(1), { fallback: 8 }),
  LEAD_LEASE_MS: variable("a positive whole number of milliseconds", wholeNumber(1), { fallback: 60_000 }),
  LEAD_POLL_MS: variable("a positive whole number of milliseconds", wholeNumber(1), { fallback: 2000 }),
  BOOKING_MEETING_TYPES: variable('meeting types "name:minutes", comma-separated, minutes a multiple of 15', meetingTypes, {
    fallback: [{ name: "consultation", minutes: 30 }],
  }),
  BOOKING_MIN_NOTICE_HOURS: variable("a whole number of hours", wholeNumber(0), { fallback: 4 }),
  BOOKING_HORIZON_DAYS: variable("a whole number of days from 1 to 90", wholeNumber(1, 90), { fallback: 14 }),
  BOOKING_CALDAV_CACHE_SECONDS: variable("a whole number of seconds from 0 to 3600", wholeNumber(0, 3600), { fallback: 60 }),
  BOOKING_ROOM_URL: variable("an https:// URL, with {host} and {meeting} where the names go", roomUrl),
  SITE_NAME: variable("a name", text),
  SITE_PHONE: variable("a phone number", text),
  SITE_EMAIL: variable("an e-mail address", email),
  SITE_ADDRESS_STREET: variable("a street address", text),
  SOCIAL_LINKEDIN: variable(HTTP_URL, httpUrl),
  SOCIAL_GITHUB: variable(HTTP_URL, httpUrl),
  SOCIAL_X: variable(HTTP_URL, httpUrl),
  SOCIAL_YOUTUBE: variable(HTTP_URL, httpUrl),
  CLOCK_START_AT: variable("an ISO 8601 instant such as 2026-11-20T12:00:00Z", instant),
});
export type Environment = z.infer<typeof environmentSchema>;

export class EnvironmentError extends Error {}

/** The environment as the site uses it (NAME_FILE read into NAME); throws an EnvironmentError with one line per bad variable. */
export function parseEnvironment(given: Record<string, string | undefined>): Environment {
  const { env, problems } = readSecretFiles(given);
  const result = environmentSchema.safeParse(env);
  if (result.success && problems.length === 0) return result.data;
  const lines = (result.error?.issues ?? []).map((issue) => {
    const name = String(issue.path[0]);
    const shown: Shown = issue.code === "custom" ? issue.params?.shown : "as is";
    return `${name} must be ${issue.message} (got ${show(env[name], shown)})`;
  });
  throw new EnvironmentError([...problems, ...lines].join("\n"));
}

function show(value: string | undefined, shown: Shown): string {
  if (value === undefined) return "unset";
  if (shown === "hidden") return `${value.length} characters, not shown: it is a secret`;
  if (shown === "url") return `"${withoutCredentials(value)}", credentials and path not shown`;
  return JSON.stringify(value);
}

// A webhook URL's path is its password (Slack, Teams), and a database URL may carry one.
function withoutCredentials(url: string): string {
  const parts = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*@)?([^/?#]*)(.*)$/i.exec(url);
  if (parts) return `${parts[1]}${parts[2] ? "…@" : ""}${parts[3]}${parts[4] ? "/…" : ""}`;
  return `${/^[^:/@?#]*/.exec(url)![0]}…`;
}
