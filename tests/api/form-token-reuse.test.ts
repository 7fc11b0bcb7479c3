// A form token is spent by the lead that uses it (server/leads/spent-form-tokens.ts): a
// bot that fetches one token and replays it gets the same 201 as a person, and every
// replay is kept as spam, on this instance and on any other sharing the database. Real
// SQLite and PostgreSQL. The no-JavaScript forms and their spellings: tests/e2e/lead-security.spec.ts.
import { testAdminToken } from "../helpers/admin-token.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { pino } from "pino";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { openDatabase } from "../../server/db/connect.ts";
import { createLeadServices } from "../../server/leads/services.ts";
import { FORM_TOKEN_MAX_AGE_MS } from "../../server/leads/form-token.ts";

const T0 = Date.parse(TEST_NOW);
const TOKEN = testAdminToken("form-token-reuse");
const lead = (n: number) => ({ name: "Rui Costa", email: "rui@example.org", message: `Replay number ${n} of one token.` });

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("a spent form token on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000", ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  /** A token from a page loaded 10 s before the clock now stands. */
  const tokenFromPageLoadedAt = async (at: number) => {
    freezeClock(at);
    const token = await t.formToken();
    freezeClock(at + 10_000);
    return token;
  };
  const stored = async (res: { body: { reference?: unknown } }) =>
    t.db.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", await t.leadId(res))
      .executeTakeFirstOrThrow();
  const post = (body: object) => request(t.app).post("/api/contact").send(body).expect(201);

  it("is kept as spam on every later use, JSON or form post, with the same 201 a person gets", async () => {
    const token = await tokenFromPageLoadedAt(T0);
    expect(await stored(await post({ ...lead(1), formToken: token }))).toMatchObject({ status: "new", flag: null, delivery_state: "skipped" });
    const again = await post({ ...lead(2), formToken: token });
    expect(Object.keys(again.body)).toEqual(["reference"]);
    expect(await stored(again)).toMatchObject({ status: "spam", spam: 1, flag: "token-reused", delivery_state: "skipped" });
    const asForm = await request(t.app)
      .post("/api/contact")
      .type("form")
      .send({ ...lead(3), formToken: token })
      .expect(201);
    expect(await stored(asForm)).toMatchObject({ status: "spam", flag: "token-reused" });
    const asChat = await post({ ...lead(4), source: "chat", formToken: token });
    expect(await stored(asChat)).toMatchObject({ source: "chat", status: "spam", flag: "token-reused" });
    // The desk says why (common/lead-flags.ts).
    const inbox = await request(t.app).get("/api/admin/leads?spam=true").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(inbox.body.leads.map((l: { message: string }) => l.message)).toEqual(expect.arrayContaining([lead(2).message, lead(3).message, lead(4).message]));
  });

  it("is spent by a lead held for review too, so a fast bot cannot replay it once it has waited", async () => {
    freezeClock(T0 + 3_600_000);
    const token = await t.formToken();
    freezeClock(T0 + 3_600_000 + 500); // faster than a person: held
    expect(await stored(await post({ ...lead(5), formToken: token }))).toMatchObject({ status: "new", flag: "too-fast", delivery_state: "held" });
    freezeClock(T0 + 3_600_000 + 10_000);
    expect(await stored(await post({ ...lead(6), formToken: token }))).toMatchObject({ status: "spam", flag: "token-reused" });
  });

  it("gives exactly one of many simultaneous posts with one token the clean lead", async () => {
    const token = await tokenFromPageLoadedAt(T0 + 7_200_000);
    const answers = await Promise.all([7, 8, 9, 10, 11].map((n) => post({ ...lead(n), formToken: token })));
    const rows = await Promise.all(answers.map(stored));
    expect(rows.filter((r) => r.flag === null)).toHaveLength(1);
    expect(rows.filter((r) => r.flag === "token-reused")).toHaveLength(4);
  });

  it("is refused by another instance sharing the database", async () => {
    const other = await openDatabase(kind === "sqlite" ? { dataDir: t.db.env.DATA_DIR } : { databaseUrl: t.db.env.DATABASE_URL });
    try {
      const otherInstance = createLeadServices({ db: other, config: t.config, logger: pino({ level: "silent" }), autoreply: t.content.autoreply });
      const token = await tokenFromPageLoadedAt(T0 + 10_800_000);
      expect(await stored(await post({ ...lead(12), formToken: token }))).toMatchObject({ flag: null });
      const there = await otherInstance.intake({ ...lead(13), formToken: token }, { ip: "192.0.2.7" });
      expect(there).toMatchObject({ ok: true, spam: true });
      expect(await t.db.db.selectFrom("leads").select("flag").where("message", "=", lead(13).message).executeTakeFirstOrThrow()).toEqual({
        flag: "token-reused",
      });
    } finally {
      await other.close();
    }
  });

  it("is forgotten once it has expired (an expired token is held for review anyway)", async () => {
    const issuedAt = T0 + 14_400_000;
    const token = await tokenFromPageLoadedAt(issuedAt);
    await post({ ...lead(14), formToken: token });
    const remembered = () => t.db.db.selectFrom("spent_form_tokens").select("token").where("token", "=", token.split(".").slice(0, 2).join(".")).execute();
    expect(await remembered()).toHaveLength(1);
    // A day and a bit later the replay is held as expired; the next lead's token sweeps the old one out.
    freezeClock(issuedAt + FORM_TOKEN_MAX_AGE_MS + 60_000);
    expect(await stored(await post({ ...lead(15), formToken: token }))).toMatchObject({ status: "new", flag: "token-expired", delivery_state: "held" });
    const fresh = await tokenFromPageLoadedAt(issuedAt + FORM_TOKEN_MAX_AGE_MS + 60_000);
    expect(await stored(await post({ ...lead(16), formToken: fresh }))).toMatchObject({ flag: null });
    expect(await remembered()).toHaveLength(0);
  });
});
