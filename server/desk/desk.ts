// The desk's people, as the pages and the API use them: sign-in by password or by a
// one-time link, the session a cookie opens, password changes and sign-out. Every
// sign-in, failure, lock, sign-out and password change is written to the audit log.
// Failed sign-ins are counted per address typed, and a locked address answers exactly as
// a wrong password does; the right password still passes from an address the person
// signed in from before (docs/decisions/018).
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import type { ServerConfig } from "../config.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { deskUser, findUserByEmail, findUserById, normalizeEmail, recordSignIn, setPasswordHash, type UserRow } from "./user-store.ts";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../../common/time-zone.ts";
import { claimTry, clearFailures, settleFailure } from "./sign-in-failures.ts";
import { isKnownAddress, rememberAddress } from "./known-addresses.ts";
import { createSession, deleteOtherSessions, deleteSession, findSession, type NewSession } from "./session-store.ts";
import { consumeSignInLink, createSignInLink, latestLinkAt, LINK_LIFETIME, signInLinkOwner, signInLinkPath, voidSignInLinks } from "./sign-in-links.ts";
import { clearedSessionCookie, sessionCookie, sessionSecretFrom } from "./session-cookie.ts";
import { ANONYMOUS, recordAudit } from "./audit.ts";
import { deskMailer } from "./desk-mail.ts";
import { clock } from "../../common/clock.ts";
import { ACCOUNT_LOCK, LINK_RESEND_MINUTES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "../../common/desk-rules.ts";

/** Who is asking: the client address (resolved through TRUST_PROXY) and browser. */
export interface Visitor {
  ip?: string;
  userAgent?: string;
}

export type SignInResult = ({ ok: true } & NewSession) | { ok: false };

const MAX_EMAIL_LENGTH = 320;

export function createDesk({ db, config, logger }: { db: Db; config: ServerConfig; logger: Logger }) {
  const k = db.db;
  const mail = deskMailer(config, logger);

  async function startSession(user: UserRow, who: Visitor, method: "password" | "link"): Promise<NewSession> {
    await recordSignIn(k, user.id);
    await rememberAddress(k, user.id, who.ip);
    const created = await createSession(k, deskUser(user), { hours: config.adminSessionHours, ip: who.ip, userAgent: who.userAgent });
    await recordAudit(k, { actor: user.email, action: "user.sign-in", detail: { method, ip: who.ip ?? null } });
    return created;
  }

  async function audited(action: "user.sign-in-failed" | "user.sign-in-locked", email: string, who: Visitor, reason: string) {
    logger.warn({ ip: who.ip, email, reason }, action === "user.sign-in-locked" ? "desk sign-in locked for an address" : "desk sign-in failed");
    await recordAudit(k, { actor: ANONYMOUS, action, detail: { email, ip: who.ip ?? null, reason } });
  }

  /**
   * Whether `password` is this address's, counting a wrong one against the address (known
   * or not: the same statements and one argon2 check either way). A locked address checks
   * the password only for its person at an address they signed in from before.
   */
  async function checkPassword(email: string, user: UserRow | undefined, password: string, who: Visitor): Promise<boolean> {
    const open = await claimTry(k, email);
    const trusted = !open && user !== undefined && (await isKnownAddress(k, user.id, who.ip));
    const checked = open || trusted ? user?.password_hash : undefined;
    const matches = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(checked, password));
    if (user && matches) {
      await clearFailures(k, email);
      return true;
    }
    const reason = !open ? (trusted ? "locked-wrong-password" : "locked") : user ? "wrong-password" : "unknown-user";
    await audited("user.sign-in-failed", email, who, reason);
    if (open && (await settleFailure(k, email))) await audited("user.sign-in-locked", email, who, `${ACCOUNT_LOCK.failures} failures`);
    return false;
  }

  return {
    /** Whether "E-mail me a sign-in link" is offered (SMTP_URL is set). */
    canEmailLinks: Boolean(mail),

    /** The live session the request's cookie opens, with its secret (needed to sign out). */
    async session(cookieHeader: string | null | undefined): Promise<NewSession | null> {
      const secret = sessionSecretFrom(cookieHeader);
      if (!secret) return null;
      const session = await findSession(k, secret);
      return session ? { secret, session } : null;
    },

    /** Refused the same way for an unknown address, a wrong password and a locked address. */
    async signInWithPassword(emailInput: string, password: string, who: Visitor): Promise<SignInResult> {
      const email = normalizeEmail(emailInput).slice(0, MAX_EMAIL_LENGTH);
      const user = email ? await findUserByEmail(k, email) : undefined;
      if (!(await checkPassword(email, user, password, who)) || !user) return { ok: false };
      return { ok: true, ...(await startSession(user, who, "password")) };
    },

    /** The address a sign-in link is for, while it is usable; nothing is used up. */
    async signInLinkEmail(secret: string): Promise<string | null> {
      const userId = await signInLinkOwner(k, secret);
      return userId === null ? null : ((await findUserById(k, userId))?.email ?? null);
    },

    /** Uses the link up and signs its person in; `needsPassword` when they have none yet. */
    async signInWithLink(secret: string, who: Visitor): Promise<(NewSession & { needsPassword: boolean }) | null> {
      const userId = await consumeSignInLink(k, secret);
      const user = userId === null ? undefined : await findUserById(k, userId);
      if (!user) return null;
      return { ...(await startSession(user, who, "link")), needsPassword: user.password_hash === null };
    },

    /**
     * E-mails a 15-minute sign-in link to a person of the firm. The caller answers the
     * same whether or not the address has an account, and the mail goes out after the
     * answer, so neither the words nor the timing tell. A new link voids the person's
     * older one; within LINK_RESEND_MINUTES of the last, none is made (the last still works).
     */
    async requestSignInLink(emailInput: string, who: Visitor): Promise<void> {
      const email = normalizeEmail(emailInput).slice(0, MAX_EMAIL_LENGTH);
      const user = mail && email ? await findUserByEmail(k, email) : undefined;
      if (!mail || !user) {
        logger.info({ ip: who.ip, email }, "sign-in link asked for an address without an account");
        return;
      }
      const last = await latestLinkAt(k, user.id);
      if (last !== null && clock.now() - last < LINK_RESEND_MINUTES * 60_000) {
        logger.info({ ip: who.ip, email }, "sign-in link asked for again too soon: none sent");
        return;
      }
      const secret = await createSignInLink(k, user.id, LINK_LIFETIME.emailed);
      mail({
        to: user.email,
        subject: `Your sign-in link for the ${config.site.name} lead desk`,
        lines: [
          `Hello ${user.name || user.email},`,
          "",
          `Open this link to sign in to the ${config.site.name} lead desk. It works once, within 15 minutes:`,
          "",
          `${config.site.url}${signInLinkPath(secret)}`,
          "",
          `It was asked for from the address ${who.ip ?? "unknown"}. If that was not you, ignore this e-mail: nobody can sign in without the link.`,
        ],
      });
    },

    /** Whether the signed-in person has a password (then changing it asks for it). */
    async hasPassword(current: NewSession): Promise<boolean> {
      return Boolean((await findUserById(k, current.session.user.id))?.password_hash);
    },

    /**
     * Sets the signed-in person's password, signs out their other browsers and e-mails them
     * that it changed. A person who has a password must give it (a wrong one counts as a
     * failed sign-in); one arriving by link without a password chooses their first.
     */
    async setPassword(current: NewSession, password: string, currentPassword: string, who: Visitor = {}): Promise<{ ok: true } | { ok: false; error: string }> {
      const user = await findUserById(k, current.session.user.id);
      if (!user) return { ok: false, error: "Your account no longer exists." };
      if (user.password_hash && !(await checkPassword(user.email, user, currentPassword, who))) {
        return { ok: false, error: PASSWORD_MESSAGES.wrongCurrent };
      }
      if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` };
      if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, error: `Use at most ${MAX_PASSWORD_LENGTH} characters.` };
      await setPasswordHash(k, user.id, await hashPassword(password));
      await deleteOtherSessions(k, user.id, current.secret);
      await voidSignInLinks(k, user.id);
      await recordAudit(k, { actor: user.email, action: "user.password-set", detail: { ip: who.ip ?? null } });
      mail?.({
        to: user.email,
        subject: `Your password for the ${config.site.name} lead desk was ${user.password_hash ? "changed" : "set"}`,
        lines: [
          `Hello ${user.name || user.email},`,
          "",
          `The password of your ${config.site.name} lead desk account was ${user.password_hash ? "changed" : "set"} at ${clock.date().toISOString()} from the address ${who.ip ?? "unknown"}. Your other browsers were signed out.`,
          "",
          "If that was not you, tell a colleague at once: they can remove your account (npm run admin -- remove-user) and create it again.",
        ],
      });
      return { ok: true };
    },

    /** The signed-in person's time zone and whether they get the morning digest. */
    async preferences(current: NewSession): Promise<{ timeZone: string; digest: boolean }> {
      const user = await findUserById(k, current.session.user.id);
      return { timeZone: user?.time_zone ?? DEFAULT_TIME_ZONE, digest: user?.digest !== 0 };
    },

    /** Saves them (audited: user.preferences); an unknown zone is refused. */
    async savePreferences(current: NewSession, prefs: { timeZone: unknown; digest: boolean }): Promise<{ ok: true } | { ok: false; error: string }> {
      if (!isTimeZone(prefs.timeZone)) return { ok: false, error: "Choose a time zone from the list, e.g. Asia/Kolkata." };
      const { user } = current.session;
      await k
        .updateTable("admin_users")
        .set({ time_zone: prefs.timeZone, digest: prefs.digest ? 1 : 0 })
        .where("id", "=", user.id)
        .execute();
      await recordAudit(k, { actor: user.email, action: "user.preferences", detail: { timeZone: prefs.timeZone, digest: prefs.digest } });
      return { ok: true };
    },

    async signOut(current: NewSession): Promise<void> {
      await deleteSession(k, current.secret);
      await recordAudit(k, { actor: current.session.user.email, action: "user.sign-out" });
    },

    /** Set-Cookie values: the session's cookie, and the one that removes it. */
    sessionCookie: (created: NewSession) => sessionCookie(created.secret, created.session.expiresAt),
    clearedSessionCookie,
  };
}
export type Desk = ReturnType<typeof createDesk>;
