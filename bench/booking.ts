// Booking (issue 24): how long the free slots take, and the race for one slot.
//   1. GET /api/booking/slots for 14 days with 5 desk people, each with ~40 meetings booked
//      (the desk's own busy times), in process through the real app and database: p50/p99
//      over BOOKING_BENCH_RUNS (200).
//   2. The race: 10 visitors post the same slot at once, 20 rounds: every round must give
//      exactly one 201 and nine 409; reports the round's wall time.
//   3. The same slots with CalDAV: each of the 5 people has a calendar in a real Radicale on
//      loopback holding 40 events over the 14 days; p50/p99 with the cache off (every query
//      reads all 5 calendars: the worst case) and with the default 60 s cache.
// On SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set.
//   npx tsx bench/booking.ts
import request from "supertest";
import { startTestApp } from "../tests/helpers/test-app.ts";
import { testDatabases } from "../tests/helpers/test-db.ts";
import { TEST_NOW } from "../tests/helpers/test-clock.ts";
import { freezeClock } from "../common/clock.ts";
import { startRadicale } from "../tests/helpers/radicale.ts";

const RUNS = Number(process.env.BOOKING_BENCH_RUNS ?? 200);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

for (const kind of testDatabases()) {
  freezeClock(TEST_NOW);
  const t = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000000", CONTACT_MIN_FILL_MS: "0" });
  for (let i = 0; i < 5; i++) {
    await t.db.db
      .insertInto("admin_users")
      .values({ email: `host${i}@firm.example.com`, name: `Host ${i}`, password_hash: null, created_at: TEST_NOW })
      .execute();
  }
  const slots = async () =>
    (await request(t.app).get("/api/booking/slots?from=2026-11-20&days=14&tz=Europe/Berlin").expect(200)).body.slots as { start: string }[];
  // Fill the calendars: every 9th slot, once per person.
  const all = await slots();
  for (const [n, s] of all.entries()) {
    if (n % 9 !== 0) continue;
    for (let h = 0; h < 5; h++) {
      const token = (await request(t.app).get("/api/form-token")).body.token;
      await request(t.app)
        .post("/api/bookings")
        .send({ start: s.start, name: "Bench Visitor", email: `fill${n}-${h}@example.org`, formToken: token });
    }
  }
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    count = (await slots()).length;
    times.push(performance.now() - t0);
  }
  console.log(`${kind}: slots for 5 people x 14 days (${count} free): p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}`);

  const rounds: number[] = [];
  const free = (await slots()).slice(0, 20);
  for (const [round, slot] of free.entries()) {
    // One person free at that time: book the others' copies of it first.
    for (let h = 0; h < 4; h++) {
      const token = (await request(t.app).get("/api/form-token")).body.token;
      await request(t.app)
        .post("/api/bookings")
        .send({ start: slot.start, name: "Bench Visitor", email: `pre${round}-${h}@example.org`, formToken: token })
        .expect(201);
    }
    const tokens = await Promise.all(Array.from({ length: 10 }, async () => (await request(t.app).get("/api/form-token")).body.token));
    const t0 = performance.now();
    const answers = await Promise.all(
      tokens.map((formToken, v) =>
        request(t.app)
          .post("/api/bookings")
          .send({ start: slot.start, name: "Racer", email: `race${round}-${v}@example.org`, formToken }),
      ),
    );
    rounds.push(performance.now() - t0);
    const statuses = answers.map((a) => a.status).sort();
    if (statuses.join() !== [201, ...Array(9).fill(409)].join()) throw new Error(`round ${round}: ${statuses.join()}`);
  }
  console.log(
    `${kind}: race of 10 for the last free person, ${rounds.length} rounds: one 201 and nine 409 every time; p50 ${ms(quantile(rounds, 0.5))}, max ${ms(Math.max(...rounds))}`,
  );
  await t.close();
}

// 3. CalDAV: busy times read from each person's calendar.
const radicale = await startRadicale();
const stamp = (at: number) => `${new Date(at).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
for (const kind of testDatabases()) {
  for (const cache of ["0", "60"]) {
    freezeClock(TEST_NOW);
    const t = await startTestApp(kind, { BOOKING_CALDAV_CACHE_SECONDS: cache });
    for (let i = 0; i < 5; i++) {
      const user = `bench-${kind}-${cache}-${i}`;
      const calendar = await radicale.calendar(user);
      for (let e = 0; e < 40; e++) {
        const start = Date.parse(TEST_NOW) + (e * 8 + i) * 3600_000; // every 8 hours, staggered per person
        const ics = [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "PRODID:-//bench//EN",
          "BEGIN:VEVENT",
          `UID:${user}-${e}`,
          `DTSTAMP:${stamp(start)}`,
          `DTSTART:${stamp(start)}`,
          `DTEND:${stamp(start + 3600_000)}`,
          "SUMMARY:Busy",
          "END:VEVENT",
          "END:VCALENDAR",
          "",
        ].join("\r\n");
        await radicale.put(calendar, user, `e${e}`, ics);
      }
      const row = await t.db.db
        .insertInto("admin_users")
        .values({ email: `${user}@firm.example.com`, name: `Host ${i}`, password_hash: null, created_at: TEST_NOW })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db.db
        .insertInto("booking_hosts")
        .values({
          user_id: row.id,
          time_zone: "Asia/Kolkata",
          weekly_hours: JSON.stringify(Object.fromEntries([1, 2, 3, 4, 5].map((d) => [d, [["09:00", "18:00"]]]))),
          caldav_url: calendar,
          caldav_user: user,
          caldav_password: "bench",
        })
        .execute();
    }
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      count = ((await request(t.app).get("/api/booking/slots?from=2026-11-20&days=14&tz=Europe/Berlin").expect(200)).body.slots as unknown[]).length;
      times.push(performance.now() - t0);
    }
    console.log(
      `${kind}: slots for 5 people x 14 days with CalDAV (5 calendars x 40 events, cache ${cache} s; ${count} free): p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}`,
    );
    await t.close();
  }
}
await radicale.stop();
