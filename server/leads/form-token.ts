// The spam trap's signed start time. The server hands every form (the /contact page,
// the chat via GET /api/form-token) a token "issuedAt.mac" where mac is an HMAC-SHA256
// of issuedAt under a server secret. A client can neither omit it, forge it nor
// back-date it: it must ask the server and then wait. See docs/decisions/004.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { clock } from "../../common/clock.ts";

/** A token older than this is "expired": its lead is held for review (server/leads/screening.ts). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clocks of several instances may differ a little; beyond this a token is "from the future". */
const CLOCK_SKEW_MS = 5_000;

export type TokenCheck = { ok: true; ageMs: number } | { ok: false; problem: "missing" | "forged" | "future" | "expired" };

export interface FormTokens {
  issue(): string;
  check(token: unknown): TokenCheck;
}

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export function formTokens(secret: string): FormTokens {
  const mac = (issuedAt: string) => crypto.createHmac("sha256", secret).update(`form-token:${issuedAt}`).digest();
  return {
    issue() {
      const issuedAt = String(clock.now());
      return `${issuedAt}.${mac(issuedAt).toString("base64url")}`;
    },
    check(token) {
      if (typeof token !== "string" || token === "") return { ok: false, problem: "missing" };
      const m = TOKEN.exec(token);
      if (!m) return { ok: false, problem: "forged" };
      const given = Buffer.from(m[2]!, "base64url");
      const expected = mac(m[1]!);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, problem: "forged" };
      const ageMs = clock.now() - Number(m[1]);
      if (ageMs < -CLOCK_SKEW_MS) return { ok: false, problem: "future" };
      if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { ok: false, problem: "expired" };
      return { ok: true, ageMs: Math.max(ageMs, 0) };
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
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to have a new one made`);
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
