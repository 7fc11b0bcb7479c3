// The spam trap's signed start time. The server hands every form (the /contact page,
// the chat via GET /api/form-token) a token "issuedAt.nonce.mac" where mac is an
// HMAC-SHA256 of issuedAt and a random nonce under a server secret. A client can neither
// omit it, forge it nor back-date it: it must ask the server and then wait. The nonce
// makes each token one of a kind, so a token is spent by its lead (spent-form-tokens.ts).
// See docs/decisions/004 and 019.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { clock } from "../../common/clock.ts";

/** A token older than this is "expired": its lead is held for review (server/leads/screening.ts). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clocks of several instances may differ a little; beyond this a token is "from the future". */
const CLOCK_SKEW_MS = 5_000;

/** The shortest FORM_SECRET accepted (server/environment.ts): a shorter key can be guessed offline from one token. */
export const FORM_SECRET_MIN_BYTES = 32;

/**
 * What a form asks on the page that carries the token: "message" (the contact form, the chat,
 * /chat opened directly), or "address": the no-JS chat's second page, which only asks where to
 * reply; the message was typed on a cached page that no token can time (decision 026).
 */
export type FormStep = "message" | "address";

/** A valid token: its age, `id` (what names it among the spent ones) and the instant (ms) after which no instance takes it. */
export type TokenCheck =
  { ok: true; ageMs: number; id: string; expiresAt: number; step: FormStep } | { ok: false; problem: "missing" | "forged" | "future" | "expired" };

export interface FormTokens {
  issue(step?: FormStep): string;
  check(token: unknown): TokenCheck;
}

// "a" before the time marks an address-step token; the MAC covers the step, so it cannot be added or removed.
const TOKEN = /^(a?)((\d{1,15})\.[A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function formTokens(secret: string): FormTokens {
  const mac = (signed: string, step: FormStep) =>
    crypto
      .createHmac("sha256", secret)
      .update(step === "address" ? `form-token:address:${signed}` : `form-token:${signed}`)
      .digest();
  return {
    issue(step: FormStep = "message") {
      const signed = `${clock.now()}.${crypto.randomBytes(16).toString("base64url")}`;
      return `${step === "address" ? "a" : ""}${signed}.${mac(signed, step).toString("base64url")}`;
    },
    check(token) {
      if (typeof token !== "string" || token === "") return { ok: false, problem: "missing" };
      const m = TOKEN.exec(token);
      if (!m) return { ok: false, problem: "forged" };
      const [, prefix, signed, issuedAt, givenMac] = m as unknown as [string, string, string, string, string];
      const step: FormStep = prefix === "a" ? "address" : "message";
      const given = Buffer.from(givenMac, "base64url");
      const expected = mac(signed, step);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, problem: "forged" };
      const ageMs = clock.now() - Number(issuedAt);
      if (ageMs < -CLOCK_SKEW_MS) return { ok: false, problem: "future" };
      if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { ok: false, problem: "expired" };
      return { ok: true, ageMs: Math.max(ageMs, 0), id: signed, expiresAt: Number(issuedAt) + FORM_TOKEN_MAX_AGE_MS + CLOCK_SKEW_MS, step };
    },
  };
}

/**
 * The secret: FORM_SECRET if set, else one generated on first use and kept in
 * DATA_DIR/form-secret (0600). Several instances must share FORM_SECRET, or a token
 * issued by one is forged in the eyes of another.
 */
export function resolveFormSecret(opts: { formSecret?: string; dataDir: string }): string {
  if (opts.formSecret) return opts.formSecret;
  const dir = path.resolve(opts.dataDir);
  const file = path.join(dir, "form-secret");
  try {
    return readSecret(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Write a temporary file, then link it into place: link fails if another process won
  // the race, and nobody ever reads a half-written secret.
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(tmp, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return readSecret(file);
}

function readSecret(file: string): string {
  const secret = fs.readFileSync(file, "utf8").trim();
  if (Buffer.byteLength(secret) < FORM_SECRET_MIN_BYTES) throw new Error(`${file} holds no usable secret: delete it to have a new one made`);
  return secret;
}

const bySecretSource = new Map<string, FormTokens>();

/** The tokens of this process for a configuration (the secret is read once). */
export function formTokensFor(opts: { formSecret?: string; dataDir: string }): FormTokens {
  const key = `${opts.formSecret ?? ""}\u0000${path.resolve(opts.dataDir)}`;
  let tokens = bySecretSource.get(key);
  if (!tokens) bySecretSource.set(key, (tokens = formTokens(resolveFormSecret(opts))));
  return tokens;
}
