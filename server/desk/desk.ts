// The desk's people, as the pages and the API use them: sign-in by password or by a
// one-time link, the session a cookie opens, password changes and sign-out. Every
// sign-in, failure, sign-out and password change is written to the audit log.
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/connect.ts";
import { mailFrom, type ServerConfig } from "../config.ts";
import { smtpTransportOptions } from "../leads/smtp-tls.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import {
  deskUser,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  claimPasswordTry,
  settleFailedTry,
  recordSignIn,
  setPasswordHash,
  type UserRow,
} from "./user-store.ts";
import { createSession, deleteOtherSessions, deleteSession, findSession, type NewSession } from "./session-store.ts";
import { consumeSignInLink, createSignInLink, LINK_LIFETIME, signInLinkOwner, signInLinkPath, voidSignInLinks } from "./sign-in-links.ts";
import { clearedSessionCookie, sessionCookie, sessionSecretFrom } from "./session-cookie.ts";
import { recordAudit } from "./audit.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../common/desk-rules.ts";

/** Who is asking: the client address (resolved through TRUST_PROXY) and browser. */
export interface Visitor {
  ip?: string;
  userAgent?: string;
}

export type SignInResult = ({ ok: true } & NewSession) | { ok: false; reason: "refused" | "locked" };

const MAX_EMAIL_LENGTH = 320;

export function createDesk({ db, config, logger }: { db: Db; config: ServerConfig; logger: Logger }) {
  const k = db.db;
  const mailer = config.smtpUrl ? nodemailer.createTransport(smtpTransportOptions(config.smtpUrl)) : undefined;

  async function startSession(user: UserRow, who: Visitor, method: "password" | "link"): Promise<NewSession> {
    await recordSignIn(k, user.id);
    const created = await createSession(k, deskUser(user), { hours: config.adminSessionHours, ip: who.ip, userAgent: who.userAgent });
    await recordAudit(k, { actor: user.email, action: "user.sign-in", detail: { method, ip: who.ip ?? null } });
    return created;
  }

  async function failedSignIn(email: string, user: UserRow | undefined, who: Visitor, reason: string) {
    logger.warn({ ip: who.ip, email, reason }, "desk sign-in failed");
    await recordAudit(k, { actor: user?.email ?? email, action: "user.sign-in-failed", detail: { ip: who.ip ?? null, reason } });
  }

  return {
    /** Whether "E-mail me a sign-in link" is offered (SMTP_URL is set). */
    canEmailLinks: Boolean(mailer),

    /** The live session the request's cookie opens, with its secret (needed to sign out). */
    async session(cookieHeader: string | null | undefined): Promise<NewSession | null> {
      const secret = sessionSecretFrom(cookieHeader);
      if (!secret) return null;
      const session = await findSession(k, secret);
      return session ? { secret, session } : null;
    },

    async signInWithPassword(emailInput: string, password: string, who: Visitor): Promise<SignInResult> {
      const email = normalizeEmail(emailInput).slice(0, MAX_EMAIL_LENGTH);
      const user = email ? await findUserByEmail(k, email) : undefined;
      if (user && !(await claimPasswordTry(k, user.id))) {
        await failedSignIn(email, user, who, "locked");
        return { ok: false, reason: "locked" };
      }
      // An unknown address costs the same argon2 check as a wrong password.
      const matches = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(user?.password_hash, password));
      if (!user || !matches) {
        const locked = user ? (await settleFailedTry(k, user.id)).locked : false;
        await failedSignIn(email, user, who, user ? "wrong-password" : "unknown-user");
        return { ok: false, reason: locked ? "locked" : "refused" };
      }
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
     * answer, so neither the words nor the timing tell.
     */
    async requestSignInLink(emailInput: string, who: Visitor): Promise<void> {
      const email = normalizeEmail(emailInput).slice(0, MAX_EMAIL_LENGTH);
      const user = mailer && email ? await findUserByEmail(k, email) : undefined;
      if (!mailer || !user) {
        logger.info({ ip: who.ip, email }, "sign-in link asked for an address without an account");
        return;
      }
      const secret = await createSignInLink(k, user.id, LINK_LIFETIME.emailed);
      const link = `${config.site.url}${signInLinkPath(secret)}`;
      void mailer
        .sendMail({
          from: mailFrom(config),
          to: user.email,
          subject: `Your sign-in link for the ${config.site.name} lead desk`,
          text: [
            `Hello ${user.name || user.email},`,
            "",
            `Open this link to sign in to the ${config.site.name} lead desk. It works once, within 15 minutes:`,
            "",
            link,
            "",
            `It was asked for from the address ${who.ip ?? "unknown"}. If that was not you, ignore this e-mail: nobody can sign in without the link.`,
          ].join("\n"),
        })
        .catch((err: unknown) => logger.error({ err, email: user.email }, "sign-in link could not be e-mailed"));
    },

    /** Sets the signed-in person's password and signs out their other browsers. */
    async setPassword(current: NewSession, password: string): Promise<{ ok: true } | { ok: false; error: string }> {
      if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` };
      if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, error: `Use at most ${MAX_PASSWORD_LENGTH} characters.` };
      const { user } = current.session;
      await setPasswordHash(k, user.id, await hashPassword(password));
      await deleteOtherSessions(k, user.id, current.secret);
      await voidSignInLinks(k, user.id);
      await recordAudit(k, { actor: user.email, action: "user.password-set" });
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
