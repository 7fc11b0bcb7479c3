// The desk's people, against real SQLite and PostgreSQL: argon2id passwords, sessions in
// the database behind the __Host-desk cookie (expiry on the pinned clock), CSRF on
// changes, cross-site refusal, the lock per address typed (answered like a wrong password)
// and the per-address limit, the one guess limiter shared by every path that takes a
// secret, one-time links (printed by the CLI, or e-mailed through a real SMTP listener;
// one at a time, not resent within minutes), password changes (the current password, a
// mail), the audit log, and deskApiAuth on GET /api/admin/leads (bearer or session).
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { inviteUser } from "../../server/desk/invite.ts";
import { removeUserCommand } from "../../scripts/admin/remove-user.ts";
import { PASSWORD_MESSAGES, SIGN_IN_MESSAGES } from "../../common/desk-rules.ts";
import { until } from "../helpers/until.ts";
import { readMail, startSmtpListener } from "../helpers/smtp-listener.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("desk-auth");
const PASSWORD = "correct horse battery staple";
const T0 = Date.parse(TEST_NOW);
const HOUR = 3_600_000;

afterEach(() => startClockAt(TEST_NOW));

type App = Awaited<ReturnType<typeof startTestApp>>;

/** A person as the CLI makes them, who then opened the link and chose a password. */
async function newPerson(t: App, email: string, password = PASSWORD) {
  const { linkPath } = await inviteUser(t.db.db, { email, name: "Desk Person" }, "cli");
  const signedIn = await t.desk.signInWithLink(linkPath.split("/").pop()!, { ip: "127.0.0.1" });
  expect(signedIn?.needsPassword).toBe(true);
  expect(await t.desk.setPassword(signedIn!, password, "")).toEqual({ ok: true });
  await t.desk.signOut(signedIn!);
}

const signIn = (t: App, email: string, password: string, from?: string) => {
  const req = request(t.app).post("/api/admin/session");
  if (from) req.set("X-Forwarded-For", from);
  return req.send({ email, password });
};

/** The `__Host-desk=…` pair of a response's Set-Cookie, as the browser sends it back. */
function sessionCookie(res: request.Response): string {
  const header = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("__Host-desk="));
  if (!header) throw new Error(`no session cookie in ${JSON.stringify(res.headers["set-cookie"])}`);
  return header.split(";")[0]!;
}

const audit = (t: App, action: string) => t.db.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

describe.each(testDatabases())("desk people on %s", (kind) => {
  let t: App;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, ADMIN_SIGN_IN_RATE_LIMIT: "1000" });
    await newPerson(t, "asha@example.org");
  });
  afterAll(async () => t?.close());

  it("stores passwords as argon2id with the OWASP parameters, never in clear", async () => {
    const row = await t.db.db.selectFrom("admin_users").selectAll().where("email", "=", "asha@example.org").executeTakeFirstOrThrow();
    const [, type, , params] = row.password_hash!.split("$");
    expect(type).toBe("argon2id");
    expect(params!.split(",").sort()).toEqual(["m=19456", "p=1", "t=2"]);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it("signs in with e-mail (any case) and password: a Secure, HttpOnly, SameSite=Lax __Host- cookie that opens the API", async () => {
    const res = await signIn(t, "  Asha@Example.ORG ", PASSWORD).expect(200);
    expect(res.body).toMatchObject({ user: { email: "asha@example.org", name: "Desk Person" }, csrfToken: expect.any(String) });
    const header = ([] as string[]).concat(res.headers["set-cookie"]).find((c) => c.startsWith("__Host-desk="))!;
    expect(header).toMatch(/; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(header).not.toMatch(/Domain=/i);

    // The database holds the secret's SHA-256 only.
    const secret = sessionCookie(res).slice("__Host-desk=".length);
    const rows = await t.db.db.selectFrom("admin_sessions").select(["id"]).execute();
    expect(rows.map((r) => r.id)).toContain(createHash("sha256").update(secret).digest("hex"));
    expect(rows.map((r) => r.id)).not.toContain(secret);

    const cookie = sessionCookie(res);
    const leads = await request(t.app).get("/api/admin/leads").set("Cookie", cookie).expect(200);
    expect(leads.body).toMatchObject({ page: 1, leads: expect.any(Array) });
    expect(leads.headers["cache-control"]).toBe("no-store");
    expect((await request(t.app).get("/api/admin/session").set("Cookie", cookie).expect(200)).body.user.email).toBe("asha@example.org");
  });

  it("gives one answer to an unknown address and a wrong password, and logs neither as a sign-in", async () => {
    const unknown = await signIn(t, "nobody@example.org", PASSWORD).expect(401);
    const wrong = await signIn(t, "asha@example.org", "not the password at all").expect(401);
    expect(unknown.body.error).toBe(SIGN_IN_MESSAGES.refused);
    expect(wrong.body.error).toBe(unknown.body.error);
    expect(unknown.headers["set-cookie"]).toBeUndefined();
    // The failure counted is forgiven by the next good sign-in (next test starts clean).
    await signIn(t, "asha@example.org", PASSWORD).expect(200);
  });

  it("refuses a change without the session's CSRF token, or from another site; with it, signs out", async () => {
    const res = await signIn(t, "asha@example.org", PASSWORD).expect(200);
    const cookie = sessionCookie(res);
    const csrf = res.body.csrfToken as string;

    const missing = await request(t.app).delete("/api/admin/session").set("Cookie", cookie).expect(403);
    expect(missing.body.error).toMatch(/CSRF/);
    await request(t.app).delete("/api/admin/session").set("Cookie", cookie).set("X-CSRF-Token", `${csrf}x`).expect(403);
    await request(t.app).delete("/api/admin/session").set("Cookie", cookie).set("X-CSRF-Token", csrf).set("Origin", "https://evil.example").expect(403);
    await request(t.app).delete("/api/admin/session").set("Cookie", cookie).set("X-CSRF-Token", csrf).set("Sec-Fetch-Site", "cross-site").expect(403);
    // Still signed in: nothing was changed.
    await request(t.app).get("/api/admin/leads").set("Cookie", cookie).expect(200);

    const out = await request(t.app).delete("/api/admin/session").set("Cookie", cookie).set("X-CSRF-Token", csrf).expect(204);
    expect(([] as string[]).concat(out.headers["set-cookie"])[0]).toMatch(/^__Host-desk=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    await request(t.app).get("/api/admin/leads").set("Cookie", cookie).expect(401);
    const signOuts = await audit(t, "user.sign-out");
    expect(signOuts.at(-1)?.actor).toBe("asha@example.org");
  });

  it("refuses a sign-in posted from another site", async () => {
    await signIn(t, "asha@example.org", PASSWORD).set("Origin", "https://evil.example").expect(403);
  });

  it("ends a session ADMIN_SESSION_HOURS (12) after sign-in, and deletes it", async () => {
    freezeClock(T0);
    const res = await signIn(t, "asha@example.org", PASSWORD).expect(200);
    const cookie = sessionCookie(res);
    expect(res.body.expiresAt).toBe(new Date(T0 + 12 * HOUR).toISOString());
    freezeClock(T0 + 12 * HOUR - 1000);
    await request(t.app).get("/api/admin/leads").set("Cookie", cookie).expect(200);
    freezeClock(T0 + 12 * HOUR);
    await request(t.app).get("/api/admin/leads").set("Cookie", cookie).expect(401);
    const secret = cookie.slice("__Host-desk=".length);
    const row = await t.db.db.selectFrom("admin_sessions").select("id").where("id", "=", createHash("sha256").update(secret).digest("hex")).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("keeps the bearer ADMIN_TOKEN for scripts: no cookie, no CSRF; a wrong token is refused", async () => {
    await request(t.app).get("/api/admin/leads").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect((await request(t.app).get("/api/admin/session").set("Authorization", `Bearer ${TOKEN}`).expect(200)).body).toEqual({ actor: "api" });
    await request(t.app).get("/api/admin/leads").set("Authorization", "Bearer wrong").expect(401);
    await request(t.app).get("/api/admin/leads").expect(401);
  });

  it("lets a CLI link sign in once, within 24 hours; opening it does not use it up", async () => {
    freezeClock(T0);
    const { linkPath, created } = await inviteUser(t.db.db, { email: "Ravi@Example.org" }, "cli");
    expect(created).toBe(true);
    // Lower-case hex: pages answer at their lower-case path only, so the secret must survive that.
    expect(linkPath).toMatch(/^\/admin\/sign-in\/link\/[0-9a-f]{64}$/);
    const secret = linkPath.replace("/admin/sign-in/link/", "");
    expect(await t.desk.signInLinkEmail(secret)).toBe("ravi@example.org");
    expect(await t.desk.signInLinkEmail(secret)).toBe("ravi@example.org"); // a mail scanner's GET changes nothing
    expect(await t.desk.signInWithLink(secret, {})).toMatchObject({ needsPassword: true, session: { user: { email: "ravi@example.org" } } });
    expect(await t.desk.signInWithLink(secret, {})).toBeNull();
    expect(await t.desk.signInLinkEmail(secret)).toBeNull();

    const late = (await inviteUser(t.db.db, { email: "ravi@example.org" }, "cli")).linkPath.replace("/admin/sign-in/link/", "");
    freezeClock(T0 + 24 * HOUR);
    expect(await t.desk.signInWithLink(late, {})).toBeNull();

    const created_ = await audit(t, "user.created");
    expect(created_.find((r) => r.detail?.includes("ravi@example.org"))?.actor).toBe("cli");
  });

  it("removes a person from the command line: signed out everywhere, links void, leads unowned", async () => {
    const { linkPath } = await inviteUser(t.db.db, { email: "leaving@example.org" }, "cli");
    const session = await t.desk.signInWithLink(linkPath.replace("/admin/sign-in/link/", ""), {});
    expect(await t.desk.setPassword(session!, PASSWORD, "")).toEqual({ ok: true });
    const spare = (await inviteUser(t.db.db, { email: "leaving@example.org" }, "cli")).linkPath;
    const cookie = sessionCookie(await signIn(t, "leaving@example.org", PASSWORD).expect(200));
    const user = await t.db.db.selectFrom("admin_users").select("id").where("email", "=", "leaving@example.org").executeTakeFirstOrThrow();
    const lead = await t.db.db
      .insertInto("leads")
      .values({
        name: "Owned Lead",
        email: "owned@example.net",
        message: "m",
        source: "contact",
        created_at: TEST_NOW,
        status: "new",
        delivery_state: "skipped",
        owner_id: user.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const out: string[] = [];
    const code = await removeUserCommand.run(["Leaving@Example.org"], { db: t.db, config: t.config, out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(0);
    expect(out.join("\n")).toContain("Removed leaving@example.org");
    await request(t.app).get("/api/admin/leads").set("Cookie", cookie).expect(401);
    expect(await t.desk.signInWithLink(spare.replace("/admin/sign-in/link/", ""), {})).toBeNull();
    await signIn(t, "leaving@example.org", PASSWORD).expect(401);
    expect(await t.db.db.selectFrom("leads").select("owner_id").where("id", "=", lead.id).executeTakeFirst()).toEqual({ owner_id: null });
    expect((await audit(t, "user.removed")).at(-1)).toMatchObject({ actor: "cli", detail: JSON.stringify({ email: "leaving@example.org" }) });
    expect(await removeUserCommand.run(["leaving@example.org"], { db: t.db, config: t.config, out: () => {}, err: () => {} })).toBe(1);
  });

  it("keeps one unused link per person: a new link voids the older one, and choosing a password voids the last", async () => {
    const link = async () => (await inviteUser(t.db.db, { email: "omar@example.org" }, "cli")).linkPath.replace("/admin/sign-in/link/", "");
    const first = await link();
    const second = await link();
    expect(await t.desk.signInWithLink(first, {})).toBeNull();
    const session = await t.desk.signInWithLink(second, {});
    const third = await link(); // made while signed in, before the password
    expect(await t.desk.setPassword(session!, PASSWORD, "")).toEqual({ ok: true });
    expect(await t.desk.signInWithLink(third, {})).toBeNull();
  });

  it("changes a password only with the current one, refuses one under 12 characters, and signs out the person's other browsers", async () => {
    const first = await signIn(t, "asha@example.org", PASSWORD).expect(200);
    const second = await signIn(t, "asha@example.org", PASSWORD).expect(200);
    const current = await t.desk.session(sessionCookie(second));
    expect(await t.desk.setPassword(current!, "a new password of mine", "")).toEqual({ ok: false, error: PASSWORD_MESSAGES.wrongCurrent });
    expect(await t.desk.setPassword(current!, "a new password of mine", "a guess at hers")).toEqual({ ok: false, error: PASSWORD_MESSAGES.wrongCurrent });
    await signIn(t, "asha@example.org", "a new password of mine").expect(401);
    expect(await t.desk.setPassword(current!, "short pass", PASSWORD)).toEqual({ ok: false, error: "Use at least 12 characters." });
    expect(await t.desk.setPassword(current!, PASSWORD, PASSWORD)).toEqual({ ok: true });
    await request(t.app).get("/api/admin/leads").set("Cookie", sessionCookie(first)).expect(401);
    await request(t.app).get("/api/admin/leads").set("Cookie", sessionCookie(second)).expect(200);
    expect((await audit(t, "user.password-set")).at(-1)?.actor).toBe("asha@example.org");
  });
});

describe.each(testDatabases())("desk sign-in limits on %s", (kind) => {
  it("locks any address typed after 5 failures, with or without an account, answering exactly as a wrong password; audited as (anonymous)", async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    const t = await startTestApp(kind, { TRUST_PROXY: "loopback", ADMIN_SIGN_IN_RATE_LIMIT: "1000" }, { logger });
    try {
      await newPerson(t, "mira@example.org");
      freezeClock(T0);
      // An attacker's view: seven wrong passwords each from new addresses, for a real account and for nobody's.
      const answersFor = async (email: string) => {
        const answers: unknown[] = [];
        for (let i = 1; i <= 7; i++) {
          const res = await signIn(t, email, `wrong password ${i}`, `203.0.113.${i}`);
          answers.push([res.status, res.body, res.headers["retry-after"], res.headers["set-cookie"]]);
        }
        return answers;
      };
      const real = await answersFor("mira@example.org");
      const nobody = await answersFor("nobody@example.org");
      expect(real).toEqual(Array(7).fill([401, { error: SIGN_IN_MESSAGES.refused }, undefined, undefined]));
      expect(nobody).toEqual(real);

      // Locked: the right password from an address Mira never signed in from is refused in the same words, for 15 minutes.
      const stranger = await signIn(t, "mira@example.org", PASSWORD, "198.51.100.8").expect(401);
      expect(stranger.body).toEqual({ error: SIGN_IN_MESSAGES.refused });
      freezeClock(T0 + 15 * 60_000 - 1000);
      await signIn(t, "mira@example.org", PASSWORD, "198.51.100.8").expect(401);
      freezeClock(T0 + 15 * 60_000);
      await signIn(t, "mira@example.org", PASSWORD, "198.51.100.8").expect(200);

      const failed = await audit(t, "user.sign-in-failed");
      expect(new Set(failed.map((r) => r.actor))).toEqual(new Set(["(anonymous)"]));
      expect(JSON.parse(failed[0]!.detail!)).toEqual({ email: "mira@example.org", ip: "203.0.113.1", reason: "wrong-password" });
      expect(JSON.parse(failed[7]!.detail!)).toEqual({ email: "nobody@example.org", ip: "203.0.113.1", reason: "unknown-user" });
      expect(failed.map((r) => JSON.parse(r.detail!).reason).filter((r) => r === "locked")).toHaveLength(6); // 2 + 2 + 2 refused unchecked
      const locks = await audit(t, "user.sign-in-locked");
      expect(locks.map((r) => [r.actor, JSON.parse(r.detail!).email, JSON.parse(r.detail!).ip])).toEqual([
        ["(anonymous)", "mira@example.org", "203.0.113.5"],
        ["(anonymous)", "nobody@example.org", "203.0.113.5"],
      ]);
      const logged = logs.filter((l) => l.msg === "desk sign-in failed");
      expect(logged.slice(0, 2).map((l) => [l.ip, l.email])).toEqual([
        ["203.0.113.1", "mira@example.org"],
        ["203.0.113.2", "mira@example.org"],
      ]);
      expect(logs.filter((l) => l.msg === "desk sign-in locked for an address").map((l) => l.email)).toEqual(["mira@example.org", "nobody@example.org"]);
      expect((await audit(t, "user.sign-in")).map((r) => JSON.parse(r.detail!).method)).toEqual(["link", "password"]);
    } finally {
      await t.close();
    }
  }, 60_000); // a dozen Argon2 checks (19 MiB each) on a busy 2-core machine

  it("lets the right password through a lock from an address the person signed in from before (an IPv6 client by its /64), and nothing else", async () => {
    const t = await startTestApp(kind, { TRUST_PROXY: "loopback", ADMIN_SIGN_IN_RATE_LIMIT: "1000" });
    try {
      await newPerson(t, "ines@example.org"); // by link, from 127.0.0.1
      await signIn(t, "ines@example.org", PASSWORD, "2001:db8:5:6:1111:2222:3333:4444").expect(200);
      freezeClock(T0);
      for (let i = 1; i <= 5; i++) await signIn(t, "ines@example.org", `wrong password ${i}`, `203.0.113.${i}`).expect(401);
      await signIn(t, "ines@example.org", PASSWORD, "203.0.113.1").expect(401); // an attacker's address: locked
      await signIn(t, "ines@example.org", PASSWORD, "2001:db8:5:7::1").expect(401); // another /64
      // Her known addresses: a wrong password is still refused, the right one signs in.
      await signIn(t, "ines@example.org", "wrong password 6", "127.0.0.1").expect(401);
      await signIn(t, "ines@example.org", PASSWORD, "2001:db8:5:6:aaaa::1").expect(200);
      await signIn(t, "ines@example.org", PASSWORD, "127.0.0.1").expect(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it("logs desk requests without a sign-in link's secret or the query (an e-mail address searched or exported)", async () => {
    const logs: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void logs.push(line) });
    const t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN }, { logger });
    try {
      const { linkPath } = await inviteUser(t.db.db, { email: "lena@example.org" }, "cli");
      const secret = linkPath.replace("/admin/sign-in/link/", "");
      for (const url of [linkPath, linkPath.toUpperCase().replace("/ADMIN/SIGN-IN/LINK/", "/Admin/sign-in/link/"), `/admin/leads?q=lena%40example.org`])
        await request(t.app).get(url);
      await request(t.app).get("/api/admin/privacy/export?email=lena@example.org").set("Authorization", `Bearer ${TOKEN}`);
      const access = logs.filter((l) => l.includes('"req"'));
      expect(access.length).toBeGreaterThanOrEqual(4);
      for (const line of access) {
        expect(line.toLowerCase()).not.toContain(secret);
        expect(line).not.toMatch(/lena(@|%40)example/);
      }
      expect(access.some((l) => l.includes('"url":"/admin/sign-in/link/…"'))).toBe(true);
      expect(access.some((l) => l.includes('"url":"/api/admin/privacy/export"'))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it("checks at most 5 passwords of 30 guesses sent at once, and locks the address even when the right one is among them", async () => {
    const t = await startTestApp(kind, { TRUST_PROXY: "loopback", ADMIN_SIGN_IN_RATE_LIMIT: "1000" });
    try {
      await newPerson(t, "ravi@example.org");
      freezeClock(T0);
      const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? PASSWORD : `wrong guess ${i}`));
      const answers = await Promise.all(guesses.map((g, i) => signIn(t, "ravi@example.org", g, `203.0.113.${i + 1}`)));
      const checked = (await audit(t, "user.sign-in-failed")).filter((r) => JSON.parse(r.detail!).reason === "wrong-password");
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(24);
      // The lock holds afterwards, for the right password too (from an address Ravi never used), until it ends.
      await signIn(t, "ravi@example.org", PASSWORD, "198.51.100.9").expect(401);
      freezeClock(T0 + 15 * 60_000);
      await signIn(t, "ravi@example.org", PASSWORD, "198.51.100.9").expect(200);
    } finally {
      await t.close();
    }
  });

  it("limits sign-in attempts per address (ADMIN_SIGN_IN_RATE_LIMIT per 15 minutes), counting the sign-in page in every spelling", async () => {
    const t = await startTestApp(kind, { TRUST_PROXY: "loopback", ADMIN_SIGN_IN_RATE_LIMIT: "3" });
    try {
      await newPerson(t, "lee@example.org");
      await signIn(t, "lee@example.org", "wrong password!", "203.0.113.9").expect(401);
      // The sign-in page's form posts share the budget (these reach no page here: API-only app).
      await request(t.app).post("/Admin/Sign-In/").set("X-Forwarded-For", "203.0.113.9").type("form").send({ email: "lee@example.org" });
      await request(t.app).post("/admin/sign-in/link/abc.data").set("X-Forwarded-For", "203.0.113.9").type("form").send({});
      const limited = await signIn(t, "lee@example.org", PASSWORD, "203.0.113.9").expect(429);
      expect(limited.body.error).toBe(SIGN_IN_MESSAGES.tooMany);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // Another address is not limited, and the person is not locked.
      await signIn(t, "lee@example.org", PASSWORD, "203.0.113.10").expect(200);
    } finally {
      await t.close();
    }
  });

  it("lets a signed-in person read the inbox without ADMIN_TOKEN, where every bearer token is refused", async () => {
    const t = await startTestApp(kind, {});
    try {
      await newPerson(t, "noor@example.org");
      const res = await signIn(t, "noor@example.org", PASSWORD).expect(200);
      await request(t.app).get("/api/admin/leads").set("Cookie", sessionCookie(res)).expect(200);
      await request(t.app).get("/api/admin/leads").set("Authorization", "Bearer anything").expect(401);
    } finally {
      await t.close();
    }
  });

  it("e-mails a 15-minute sign-in link through SMTP_URL to a person, and nothing for an unknown address", async () => {
    const mails: { to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (c) => (raw += c));
        stream.on("end", () => (mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw }), callback()));
      },
    });
    await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
    const port = (smtp.server.address() as AddressInfo).port;
    const t = await startTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: "https://desk.example.com" });
    try {
      expect(t.desk.canEmailLinks).toBe(true);
      freezeClock(T0 - 5 * 60_000); // the CLI's link, made 5 minutes before: another may be e-mailed now
      await inviteUser(t.db.db, { email: "omar@example.org" }, "cli");
      freezeClock(T0);
      await t.desk.requestSignInLink("nobody@example.org", { ip: "203.0.113.5" });
      await t.desk.requestSignInLink("Omar@Example.org", { ip: "203.0.113.5" });
      await until(() => mails.length > 0, 10_000);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toEqual(["omar@example.org"]);
      const body = mails[0]!.raw.replace(/=\r?\n/g, "");
      const secret = /https:\/\/desk\.example\.com\/admin\/sign-in\/link\/([0-9a-f]{64})/.exec(body)?.[1];
      expect(secret).toBeDefined();
      freezeClock(T0 + 15 * 60_000);
      expect(await t.desk.signInWithLink(secret!, {})).toBeNull(); // expired after 15 minutes
    } finally {
      await t.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  it("e-mails a person at most one link per 5 minutes however often it is asked for, and a new link voids the older one", async () => {
    const smtp = await startSmtpListener();
    const t = await startTestApp(kind, { SMTP_URL: smtp.url, SITE_URL: "https://desk.example.com" });
    const linkIn = (raw: string) => /https:\/\/desk\.example\.com\/admin\/sign-in\/link\/([0-9a-f]{64})/.exec(readMail(raw).text)?.[1];
    try {
      freezeClock(T0 - 5 * 60_000);
      await inviteUser(t.db.db, { email: "uma@example.org" }, "cli");
      freezeClock(T0);
      // What a mail-bomber sends: 30 requests from 6 addresses.
      for (let i = 0; i < 30; i++) await t.desk.requestSignInLink("uma@example.org", { ip: `203.0.113.${i % 6}` });
      freezeClock(T0 + 5 * 60_000 - 1000);
      await t.desk.requestSignInLink("uma@example.org", { ip: "203.0.113.9" });
      freezeClock(T0 + 5 * 60_000);
      await t.desk.requestSignInLink("uma@example.org", { ip: "203.0.113.9" });
      await until(() => smtp.mails.length >= 2);
      freezeClock(T0 + 10 * 60_000);
      await t.desk.requestSignInLink("uma@example.org", { ip: "203.0.113.9" });
      await until(() => smtp.mails.length >= 3);
      expect(smtp.mails.map((m) => m.to)).toEqual([["uma@example.org"], ["uma@example.org"], ["uma@example.org"]]);
      const [first, second, third] = smtp.mails.map((m) => linkIn(m.raw));
      expect(await t.desk.signInWithLink(first!, {})).toBeNull();
      expect(await t.desk.signInWithLink(second!, {})).toBeNull();
      expect(await t.desk.signInWithLink(third!, {})).toMatchObject({ session: { user: { email: "uma@example.org" } } });
      expect(await t.db.db.selectFrom("admin_sign_in_links").select("id").where("used_at", "is", null).execute()).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("e-mails the person when their password changes, with the time and the address it was changed from", async () => {
    const smtp = await startSmtpListener();
    const t = await startTestApp(kind, { SMTP_URL: smtp.url, SITE_URL: "https://desk.example.com" });
    try {
      await newPerson(t, "pia@example.org");
      await until(() => smtp.mails.length >= 1); // "set": her first password
      expect(readMail(smtp.mails[0]!.raw).header("subject")).toMatch(/password for the .* lead desk was set$/);
      freezeClock(T0);
      const current = await t.desk.session(sessionCookie(await signIn(t, "pia@example.org", PASSWORD).expect(200)));
      expect(await t.desk.setPassword(current!, "another long password", PASSWORD, { ip: "203.0.113.77" })).toEqual({ ok: true });
      await until(() => smtp.mails.length >= 2);
      const mail = readMail(smtp.mails[1]!.raw);
      expect(smtp.mails[1]!.to).toEqual(["pia@example.org"]);
      expect(mail.header("subject")).toMatch(/password for the .* lead desk was changed$/);
      expect(mail.text).toContain(`changed at ${new Date(T0).toISOString()} from the address 203.0.113.77`);
      expect(mail.text).not.toContain("another long password");
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("counts wrong tokens, cookies and passwords against one budget per address: 30 a minute across the desk's API and /metrics", async () => {
    const t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, ADMIN_SIGN_IN_RATE_LIMIT: "1000" });
    try {
      const paths = ["/api/admin/leads", "/api/admin/stats", "/api/admin/session", "/metrics"];
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++)
        statuses.push(
          (
            await request(t.app)
              .get(paths[i % 4]!)
              .set("Authorization", `Bearer wrong-guess-${i}`)
          ).status,
        );
      expect(statuses).toEqual([...Array(30).fill(401), 429, 429]);
      // Limited: the right token waits too, and so does a sign-in.
      await request(t.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(429);
      await signIn(t, "asha@example.org", PASSWORD).expect(429);
    } finally {
      await t.close();
    }
  });

  it("counts a wrong password, a wrong session cookie and a wrong CSRF token in the same budget, and never a good request", async () => {
    const t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, ADMIN_SIGN_IN_RATE_LIMIT: "1000" });
    try {
      await newPerson(t, "zoe@example.org");
      const res = await signIn(t, "zoe@example.org", PASSWORD).expect(200);
      const cookie = sessionCookie(res);
      const working = () => request(t.app).get("/api/admin/leads").set("Cookie", cookie).expect(200);
      for (let i = 0; i < 10; i++) {
        await working();
        await signIn(t, `guess-${i}@example.org`, "wrong password").expect(401);
        await request(t.app).get("/api/admin/leads").set("Cookie", `__Host-desk=guess${i}`).expect(401);
        await request(t.app).delete("/api/admin/session").set("Cookie", cookie).set("X-CSRF-Token", `guess${i}`).expect(403);
      }
      await request(t.app).get("/api/admin/leads").set("Authorization", "Bearer one-more-guess").expect(429);
      await request(t.app).get("/api/admin/leads").set("Cookie", cookie).expect(429);
    } finally {
      await t.close();
    }
  });
});
