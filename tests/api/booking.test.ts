// Booking a consultation through the API, on real SQLite and PostgreSQL: the free slots,
// a booking that is a lead with its meeting, the invitation, the 409 when a slot is gone,
// and ten visitors racing for one slot (on PostgreSQL also across two app instances).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { pino } from "pino";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { openDatabase } from "../../server/db/connect.ts";
import { createLeadServices } from "../../server/leads/services.ts";
import { createApp } from "../../server/app.ts";

// Friday 20 Nov 2026, 12:00 UTC (17:30 in India): with 4 hours' notice the first free
// time is Monday 23 Nov, 09:00 India time (03:30 UTC).
const T0 = Date.parse(TEST_NOW);
const MONDAY_0900_IST = "2026-11-23T03:30:00.000Z";
const visitor = {
  name: "Asha Rao",
  email: "asha@example.org",
  company: "Example Pay",
  need: "kubernetes",
  message: "EKS upgrade plan",
  timeZone: "Europe/Berlin",
};

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("booking API on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000", CONTACT_MIN_FILL_MS: "0", BOOKING_ROOM_URL: "https://meet.example.com/{host}-{meeting}" });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    // A fresh desk for each test: the people are the hosts.
    await t.db.db.deleteFrom("meetings").execute();
    await t.db.db.deleteFrom("leads").execute();
    await t.db.db.deleteFrom("admin_users").execute();
  });

  const person = async (name: string, settings?: { time_zone: string; weekly_hours: string; days_off?: string; buffer_minutes?: number }) => {
    const row = await t.db.db
      .insertInto("admin_users")
      .values({ email: `${name.toLowerCase()}@firm.example.com`, name, password_hash: null, created_at: TEST_NOW })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (settings)
      await t.db.db
        .insertInto("booking_hosts")
        .values({ user_id: row.id, ...settings })
        .execute();
    return row.id;
  };
  const slots = (query: string) => request(t.app).get(`/api/booking/slots?${query}`);
  /** A visitor's booking with a fresh form token; `status`: the answer it must get. */
  const book = async (body: Record<string, unknown>, status: number) =>
    request(t.app)
      .post("/api/bookings")
      .send({ ...body, formToken: await t.formToken() })
      .expect(status);

  it("lists future slots only, sorted, from each person's hours in India time", async () => {
    await person("Priya");
    const res = await slots("from=2026-11-20&days=4&tz=Asia/Kolkata").expect(200);
    const starts = res.body.slots.map((s: { start: string }) => s.start);
    expect(starts[0]).toBe(MONDAY_0900_IST); // Friday evening is past the notice; the weekend is off
    expect(starts).toHaveLength(18); // 09:00–18:00 in 30-minute meetings
    expect([...starts].sort()).toEqual(starts);
    expect(res.body.slots[0].end).toBe("2026-11-23T04:00:00.000Z");
    expect(starts.every((s: string) => Date.parse(s) >= T0 + 4 * 3600_000)).toBe(true);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 400 for a bad date, day count or zone", async () => {
    expect((await slots("from=2026-13-45&days=3&tz=Asia/Kolkata").expect(400)).body.fields).toHaveProperty("from");
    expect((await slots("from=2026-11-23&days=0&tz=Asia/Kolkata").expect(400)).body.fields).toHaveProperty("days");
    expect((await slots("from=2026-11-23&days=3&tz=Mars/Olympus").expect(400)).body.fields).toHaveProperty("tz");
  });

  it("books a slot: 201 with an invitation URL, a lead from 'booking' with its attribution, and the slot is gone", async () => {
    const host = await person("Priya");
    const res = await book({ ...visitor, start: MONDAY_0900_IST, attribution: { utmSource: "linkedin", landingPage: "/services/kubernetes" } }, 201);
    expect(Object.keys(res.body).sort()).toEqual(["end", "ics", "id", "start"]);
    expect(res.body).toMatchObject({ start: MONDAY_0900_IST, end: "2026-11-23T04:00:00.000Z" });
    expect(res.body.id).toMatch(/^[\w-]{12}$/);

    const lead = await t.db.db.selectFrom("leads").selectAll().where("reference", "=", res.body.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      source: "booking",
      name: visitor.name,
      email: visitor.email,
      company: visitor.company,
      utm_source: "linkedin",
      landing_page: "/services/kubernetes",
    });
    expect(lead.message).toContain("About: Kubernetes");
    expect(lead.message).toContain("Mon, 23 Nov 2026, 04:30 Berlin time"); // the visitor's zone
    expect(lead.message).toContain("(Mon, 23 Nov 2026, 09:00 India time)"); // and India time
    const meeting = await t.db.db.selectFrom("meetings").selectAll().where("lead_id", "=", lead.id).executeTakeFirstOrThrow();
    expect(meeting).toMatchObject({
      host_id: host,
      status: "booked",
      start_at: MONDAY_0900_IST,
      time_zone: "Europe/Berlin",
      video_url: `https://meet.example.com/priya-${res.body.id}`,
    });

    const ics = await request(t.app).get(res.body.ics).expect(200);
    expect(ics.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(ics.text).toContain("BEGIN:VEVENT");
    expect(ics.text).toContain(`UID:${meeting.uid}`);
    expect(ics.text).toContain("DTSTART:20261123T033000Z");
    await request(t.app)
      .get(res.body.ics.replace(/k=.{10}/, "k=forgedxxxx"))
      .expect(404);

    const after = await slots("from=2026-11-23&days=1&tz=Asia/Kolkata").expect(200);
    expect(after.body.slots.map((s: { start: string }) => s.start)).not.toContain(MONDAY_0900_IST);
  });

  it("answers 409 with the next free times when the slot is taken, and 400 with field errors", async () => {
    await person("Priya");
    await book({ ...visitor, start: MONDAY_0900_IST }, 201);
    const taken = await book({ ...visitor, email: "second@example.org", start: MONDAY_0900_IST }, 409);
    expect(taken.body.next.map((s: { start: string }) => s.start)).toEqual([
      "2026-11-23T04:00:00.000Z",
      "2026-11-23T04:30:00.000Z",
      "2026-11-23T05:00:00.000Z",
    ]);
    const bad = await book({ ...visitor, name: "", email: "not-an-address", start: "tomorrow", timeZone: "Europe/Berlin" }, 400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["email", "name", "start"]);
    expect((await book({ ...visitor, timeZone: "Nowhere/Land", start: MONDAY_0900_IST }, 400)).body.fields).toHaveProperty("timeZone");
    // A time nobody offers (Sunday, or off the grid) is "taken" too: there is nothing to book.
    await book({ ...visitor, start: "2026-11-22T05:00:00.000Z" }, 409);
    await book({ ...visitor, start: "2026-11-23T03:40:00.000Z" }, 409);
  });

  it("leaves the page's form token unspent after a 409 or a 400: the calendar's next try with it is a clean booking", async () => {
    await person("Priya");
    await book({ ...visitor, start: MONDAY_0900_IST }, 201);
    const pageToken = await t.formToken();
    const post = (body: Record<string, unknown>) =>
      request(t.app)
        .post("/api/bookings")
        .send({ ...visitor, ...body, formToken: pageToken });
    await post({ email: "second@example.org", start: MONDAY_0900_IST }).expect(409);
    await post({ email: "second@example.org", name: "", start: "2026-11-23T04:00:00.000Z" }).expect(400);
    const res = await post({ email: "second@example.org", start: "2026-11-23T04:00:00.000Z" }).expect(201);
    const lead = await t.db.db.selectFrom("leads").selectAll().where("reference", "=", res.body.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: "new", flag: null });
    // Only a lead that is not spam gets its meeting.
    await t.db.db.selectFrom("meetings").select("id").where("lead_id", "=", lead.id).executeTakeFirstOrThrow();
  });

  it("goes round-robin across the people, and the slot stays offered until all of them are booked", async () => {
    const a = await person("Priya");
    const b = await person("Ravi");
    const first = await book({ ...visitor, start: MONDAY_0900_IST }, 201);
    expect((await slots("from=2026-11-23&days=1&tz=Asia/Kolkata")).body.slots[0].start).toBe(MONDAY_0900_IST);
    const second = await book({ ...visitor, email: "b@example.org", start: MONDAY_0900_IST }, 201);
    const hostOf = async (ref: string) =>
      (
        await t.db.db
          .selectFrom("meetings")
          .innerJoin("leads", "leads.id", "meetings.lead_id")
          .select("host_id")
          .where("reference", "=", ref)
          .executeTakeFirstOrThrow()
      ).host_id;
    expect(new Set([await hostOf(first.body.id), await hostOf(second.body.id)])).toEqual(new Set([a, b]));
    expect((await slots("from=2026-11-23&days=1&tz=Asia/Kolkata")).body.slots[0].start).toBe("2026-11-23T04:00:00.000Z");
    await book({ ...visitor, email: "c@example.org", start: MONDAY_0900_IST }, 409);
  });

  it("books the person the visitor chose, and a 409 offers that person's next free times, not anyone's", async () => {
    const priya = await person("Priya");
    await person("Ravi");
    await book({ ...visitor, start: MONDAY_0900_IST, host: priya }, 201);
    await book({ ...visitor, email: "b@example.org", start: "2026-11-23T04:00:00.000Z", host: String(priya) }, 201); // as the no-JS form posts it
    const taken = await book({ ...visitor, email: "c@example.org", start: MONDAY_0900_IST, host: priya }, 409);
    // Ravi is free at 09:30 India time; Priya next at 10:00.
    expect(taken.body.next[0].start).toBe("2026-11-23T04:30:00.000Z");
    const hosts = await t.db.db.selectFrom("meetings").select("host_id").execute();
    expect(hosts.map((m) => m.host_id)).toEqual([priya, priya]);
  });

  it("keeps each person's own zone, days off and buffer", async () => {
    await person("Lena", {
      time_zone: "Europe/Berlin",
      weekly_hours: JSON.stringify({ 1: [["09:00", "11:00"]], 2: [["09:00", "11:00"]] }),
      days_off: '["2026-11-23"]',
      buffer_minutes: 30,
    });
    const res = await slots("from=2026-11-23&days=2&tz=Europe/Berlin").expect(200);
    // Monday is a day off; Tuesday 09:00–11:00 Berlin (08:00–10:00 UTC in winter).
    expect(res.body.slots.map((s: { start: string }) => s.start)).toEqual([
      "2026-11-24T08:00:00.000Z",
      "2026-11-24T08:30:00.000Z",
      "2026-11-24T09:00:00.000Z",
      "2026-11-24T09:30:00.000Z",
    ]);
    await book({ ...visitor, start: "2026-11-24T08:30:00.000Z" }, 201);
    // The buffer of 30 minutes keeps 08:00 and 09:00 free of back-to-back meetings.
    expect((await slots("from=2026-11-23&days=2&tz=Europe/Berlin")).body.slots.map((s: { start: string }) => s.start)).toEqual(["2026-11-24T09:30:00.000Z"]);
  });

  it("counts bookings against CONTACT_RATE_LIMIT and screens them like every lead: a bot's booking takes nobody's time", async () => {
    await person("Priya");
    const bot = await request(t.app)
      .post("/api/bookings")
      .send({ ...visitor, start: MONDAY_0900_IST, formToken: "forged" })
      .expect(201);
    const lead = await t.db.db.selectFrom("leads").selectAll().where("reference", "=", bot.body.id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ source: "booking", status: "spam" });
    expect(await t.db.db.selectFrom("meetings").selectAll().execute()).toHaveLength(0);
    await book({ ...visitor, start: MONDAY_0900_IST }, 201);

    const limited = await startTestApp(kind, { CONTACT_RATE_LIMIT: "2", CONTACT_MIN_FILL_MS: "0" });
    try {
      for (let i = 0; i < 2; i++) await request(limited.app).post("/api/bookings").send({}).expect(400);
      await request(limited.app).post("/api/contact").send({}).expect(429);
    } finally {
      await limited.close();
    }
  });

  it("ten visitors racing for one slot: exactly one 201, nine 409 with the next free times", async () => {
    await person("Priya");
    const tokens = await Promise.all(Array.from({ length: 10 }, () => t.formToken()));
    const results = await Promise.all(
      tokens.map((formToken, i) =>
        request(t.app)
          .post("/api/bookings")
          .send({ ...visitor, email: `racer${i}@example.org`, start: MONDAY_0900_IST, formToken }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.next[0].start).toBe("2026-11-23T04:00:00.000Z");
    expect(await t.db.db.selectFrom("meetings").selectAll().execute()).toHaveLength(1);
    // A losing visitor's lead is not kept: the booking and its lead are one transaction.
    expect(await t.db.db.selectFrom("leads").selectAll().execute()).toHaveLength(1);
  });

  // Only PostgreSQL has several instances on one database (SQLite is one process's file).
  if (kind === "postgres")
    it("holds across two app instances on one PostgreSQL database", async () => {
      await person("Priya");
      const other = await openDatabase({ databaseUrl: t.db.env.DATABASE_URL });
      const leads = createLeadServices({ db: other, config: t.config, logger: pino({ level: "silent" }), autoreply: t.content.autoreply });
      const second = createApp({
        db: other,
        config: t.config,
        logger: pino({ level: "silent" }),
        content: t.content,
        markdownFiles: () => [],
        routers: leads.routers,
        delivery: leads,
      });
      try {
        const results = await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            const app = i % 2 ? second.app : t.app;
            const formToken = (await request(app).get("/api/form-token")).body.token;
            return request(app)
              .post("/api/bookings")
              .send({ ...visitor, email: `instance${i}@example.org`, start: MONDAY_0900_IST, formToken });
          }),
        );
        expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
        expect(await t.db.db.selectFrom("meeting_claims").selectAll().execute()).toHaveLength(2); // two 15-minute steps
      } finally {
        await leads.stop();
        await other.close();
      }
    });

  it("shows a New York and a Berlin visitor the right days across March's clock changes", async () => {
    await person("Priya"); // India: no daylight saving, 09:00 IST is always 03:30 UTC
    const lena = await person("Lena", {
      time_zone: "Europe/Berlin",
      weekly_hours: JSON.stringify({
        1: [["09:00", "10:00"]],
        2: [["09:00", "10:00"]],
        3: [["09:00", "10:00"]],
        4: [["09:00", "10:00"]],
        5: [["09:00", "10:00"]],
      }),
    });
    freezeClock("2028-03-01T00:00:00Z");
    // New York moves its clocks on Sunday 12 March 2028: India's 09:00 is 22:30 the evening before (EST), then 23:30 (EDT).
    const ny = (await slots("from=2028-03-10&days=5&tz=America/New_York").expect(200)).body.slots.map((s: { start: string }) => s.start);
    expect(ny[0]).toBe("2028-03-10T05:00:00.000Z"); // so New York's Friday begins with India's Friday 10:30 (00:00 EST)
    expect(ny).toContain("2028-03-13T03:30:00.000Z"); // Sunday 12 March 23:30 EDT: India's Monday 09:00
    freezeClock("2028-03-20T00:00:00Z"); // within the 14 days' horizon
    // Berlin moves on Sunday 26 March: Lena's 09:00 is 08:00 UTC on Friday 24, 07:00 UTC on Monday 27.
    const berlin = (await slots(`from=2028-03-24&days=4&tz=Europe/Berlin&host=${lena}`).expect(200)).body.slots.map((s: { start: string }) => s.start);
    expect(berlin).toContain("2028-03-24T08:00:00.000Z");
    expect(berlin).not.toContain("2028-03-24T07:00:00.000Z");
    expect(berlin).toContain("2028-03-27T07:00:00.000Z");
    expect(berlin).not.toContain("2028-03-27T08:00:00.000Z");
  });
});
