// Booking (issue 24): how long the free slots take, and the race for one slot.
//   1. GET /api/booking/slots for 14 days with 5 desk people, each with ~40 meetings booked
//      (the desk's own busy times; CalDAV busy times are not built yet: docs/booking.md),
//      in process through the real app and database: p50/p99 over BOOKING_BENCH_RUNS (200).
//   2. The race: 10 visitors post the same slot at once, 20 rounds: every round must give
//      exactly one 201 and nine 409; reports the round's wall time.
// On SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set.
//   npx tsx bench/booking.ts
import request from "supertest";
import { startTestApp } from "../tests/helpers/test-app.ts";
import { testDatabases } from "../tests/helpers/test-db.ts";
import { TEST_NOW } from "../tests/helpers/test-clock.ts";
import { freezeClock } from "../common/clock.ts";

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
