// A desk person's CalDAV calendar, against a real Radicale on loopback: an event in it takes
// the slots it covers, a booking is written into it (read back), a new time updates the same
// event (SEQUENCE), a cancel removes it, and a calendar that is down loses no booking. A
// repeating event takes every week's time; "Test the connection" says in words what it found.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { startRadicale } from "../helpers/radicale.ts";
import { objectUrl } from "../../server/booking/calendar-sync.ts";
import { testAdminToken } from "../helpers/admin-token.ts";
import { freePort } from "../helpers/server-process.ts";

const TOKEN = testAdminToken("booking-caldav");

// The pinned clock (tests/helpers/test-clock.ts) is Friday 20 Nov 2026, 12:00 UTC: the first
// free day is Monday 23 Nov, 09:00–18:00 India time = 03:30–12:30 UTC, 18 half hours.
const visitor = { name: "Asha Rao", email: "asha@example.org", company: "Example Pay", need: "kubernetes", message: "EKS", timeZone: "Europe/Berlin" };
const event = (uid: string, start: string, end: string, extra = "") =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261101T000000Z",
    start,
    end,
    extra,
    "SUMMARY:Busy",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ]
    .filter(Boolean)
    .join("\r\n");

let radicale: Awaited<ReturnType<typeof startRadicale>>;
beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(async () => radicale?.stop());

describe.each(testDatabases())("CalDAV calendars on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000", CONTACT_MIN_FILL_MS: "0", BOOKING_CALDAV_CACHE_SECONDS: "0", ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.db.deleteFrom("meetings").execute();
    await t.db.db.deleteFrom("leads").execute();
    await t.db.db.deleteFrom("admin_users").execute();
  });

  /** One desk person with default hours and a fresh calendar of their own; `url` overrides where the app looks. */
  const person = async (url?: string) => {
    const user = `${kind}-person-${++n}`;
    const calendar = await radicale.calendar(user);
    const row = await t.db.db
      .insertInto("admin_users")
      .values({ email: `${user}@firm.example.com`, name: "Priya", password_hash: null, created_at: "2026-11-01T00:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto("booking_hosts")
      .values({
        user_id: row.id,
        time_zone: "Asia/Kolkata",
        weekly_hours: JSON.stringify({ 1: [["09:00", "18:00"]], 2: [["09:00", "18:00"]] }),
        caldav_url: url ?? calendar,
        caldav_user: user,
        caldav_password: `secret-${user}`,
      })
      .execute();
    return { id: row.id, user, calendar };
  };
  const mondayStarts = async () =>
    (await request(t.app).get("/api/booking/slots?from=2026-11-23&days=1&tz=Asia/Kolkata").expect(200)).body.slots.map((s: { start: string }) => s.start);
  const book = async (start: string, status = 201) =>
    request(t.app)
      .post("/api/bookings")
      .send({ ...visitor, start, formToken: await t.formToken() })
      .expect(status);

  it("offers no time that an event in the person's calendar covers, in UTC or in a named zone", async () => {
    const p = await person();
    expect(await mondayStarts()).toHaveLength(18);
    await radicale.put(p.calendar, p.user, "standup", event("standup@test", "DTSTART:20261123T033000Z", "DTEND:20261123T043000Z"));
    await radicale.put(
      p.calendar,
      p.user,
      "lunch",
      event("lunch@test", "DTSTART;TZID=Asia/Kolkata:20261123T140000", "DTEND;TZID=Asia/Kolkata:20261123T150000"),
    );
    await radicale.put(p.calendar, p.user, "free", event("free@test", "DTSTART:20261123T100000Z", "DTEND:20261123T110000Z", "TRANSP:TRANSPARENT"));
    const starts = await mondayStarts();
    expect(starts).toHaveLength(14);
    expect(starts[0]).toBe("2026-11-23T04:30:00.000Z"); // 10:00 India time: 09:00–10:00 is taken
    expect(starts).not.toContain("2026-11-23T08:30:00.000Z"); // 14:00 India time
    expect(starts).not.toContain("2026-11-23T09:00:00.000Z"); // 14:30
    expect(starts).toContain("2026-11-23T09:30:00.000Z"); // 15:00: the lunch is over
    expect(starts).toContain("2026-11-23T10:00:00.000Z"); // a "free" event takes no time
    // The visitor cannot book what the calendar holds.
    expect((await book("2026-11-23T03:30:00.000Z", 409)).body.next[0].start).toBe("2026-11-23T04:30:00.000Z");
  });

  it("writes the booking into the calendar, moves it on a new time and removes it on a cancel", async () => {
    const p = await person();
    const res = await book("2026-11-23T05:00:00.000Z");
    const meeting = (await t.leads.booking.meeting({ ref: res.body.id }))!;
    const url = objectUrl(p.calendar, meeting.uid);
    const written = (await radicale.get(url, p.user))!;
    expect(written).toContain(`UID:${meeting.uid}`);
    expect(written).toContain("DTSTART:20261123T050000Z");
    expect(written).toContain("SEQUENCE:0");
    expect(written).not.toContain("METHOD:");
    expect(written).not.toContain("asha@example.org"); // no attendee: the calendar's server sends no invitation of its own
    // The person's calendar now holds the meeting too; it is offered once, to nobody.
    expect(await mondayStarts()).not.toContain("2026-11-23T05:00:00.000Z");

    expect(await t.leads.booking.reschedule(meeting.id, "2026-11-23T07:00:00.000Z")).toEqual({ ok: true });
    const moved = (await radicale.get(url, p.user))!;
    expect(moved).toContain("DTSTART:20261123T070000Z");
    expect(moved).toContain("SEQUENCE:1");
    const starts = await mondayStarts();
    expect(starts).toContain("2026-11-23T05:00:00.000Z");
    expect(starts).not.toContain("2026-11-23T07:00:00.000Z");

    expect(await t.leads.booking.cancel(meeting.id)).toBe(true);
    expect(await radicale.get(url, p.user)).toBeNull();
    expect(await mondayStarts()).toContain("2026-11-23T07:00:00.000Z");
    const row = await t.db.db.selectFrom("meetings").select(["calendar_sequence", "calendar_error"]).where("id", "=", meeting.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ calendar_sequence: 2, calendar_error: null });
  });

  it("keeps a booking when the calendar is down, and writes it once the calendar is back", async () => {
    const down = `${radicale.base.replace(/:\d+$/, ":9")}/nobody/calendar/`; // port 9 (discard): nothing listens
    const p = await person(down);
    expect(await mondayStarts()).toHaveLength(18); // an unreadable calendar hides nobody's times
    const res = await book("2026-11-23T05:00:00.000Z");
    const meeting = (await t.leads.booking.meeting({ ref: res.body.id }))!;
    expect(meeting.status).toBe("booked");
    const failed = await t.db.db.selectFrom("meetings").select(["calendar_sequence", "calendar_error"]).where("id", "=", meeting.id).executeTakeFirstOrThrow();
    expect(failed.calendar_sequence).toBeNull();
    expect(failed.calendar_error).toMatch(/\S/);
    expect(failed.calendar_error).not.toContain(`secret-${p.user}`);

    await t.db.db.updateTable("booking_hosts").set({ caldav_url: p.calendar }).where("user_id", "=", p.id).execute();
    expect(await t.leads.booking.retryCalendarWrites()).toBe(1);
    expect(await radicale.get(objectUrl(p.calendar, meeting.uid), p.user)).toContain(`UID:${meeting.uid}`);
    expect(await t.leads.booking.retryCalendarWrites()).toBe(0);
  });
  it("counts a weekly event on every week it repeats: its third occurrence takes that Monday's time", async () => {
    const p = await person();
    // Mondays 09:00–10:00 India time from 9 November: the third is Monday 23 November.
    await radicale.put(
      p.calendar,
      p.user,
      "weekly",
      event("weekly@test", "DTSTART;TZID=Asia/Kolkata:20261109T090000", "DTEND;TZID=Asia/Kolkata:20261109T100000", "RRULE:FREQ=WEEKLY;BYDAY=MO"),
    );
    const starts = await mondayStarts();
    expect(starts).toHaveLength(16);
    expect(starts[0]).toBe("2026-11-23T04:30:00.000Z"); // 10:00 India time
    const nextMonday = (await request(t.app).get("/api/booking/slots?from=2026-11-30&days=1&tz=Asia/Kolkata").expect(200)).body.slots;
    expect(nextMonday[0].start).toBe("2026-11-30T04:30:00.000Z"); // and the fourth
  });

  it("tests a person's connection through the slots' own reading, and says in words what happened", async () => {
    const p = await person();
    const check = (body: object) =>
      request(t.app).post(`/api/admin/booking/hosts/${p.id}/calendar-check`).set("Authorization", `Bearer ${TOKEN}`).send(body).expect(200);
    await radicale.put(p.calendar, p.user, "standup", event("standup@test", "DTSTART:20261123T033000Z", "DTEND:20261123T043000Z"));
    await radicale.put(
      p.calendar,
      p.user,
      "weekly",
      event("weekly@test", "DTSTART;TZID=Asia/Kolkata:20261109T140000", "DTEND;TZID=Asia/Kolkata:20261109T150000", "RRULE:FREQ=WEEKLY;BYDAY=MO"),
    );
    // The stored calendar: the stand-up and two Mondays of the weekly event in the next 14 days.
    expect((await check({})).body).toEqual({ ok: true, busy: 3, message: "Connected. 3 busy times in the next 14 days." });
    // Someone else's calendar: the server refuses this login.
    const other = await radicale.calendar(`${p.user}-other`);
    const refused = (await check({ url: other, user: p.user, password: `secret-${p.user}` })).body;
    expect(refused).toEqual({ ok: false, status: 403, message: "The calendar's server answered HTTP 403: this login may not read that calendar." });
    const unreachable = (await check({ url: `http://127.0.0.1:${await freePort()}/x/`, user: p.user, password: "x" })).body;
    expect(unreachable).toEqual({ ok: false, message: "Could not reach the calendar (ECONNREFUSED)." });
    // A sign-in page at a wrong address answers 200: not an empty calendar.
    const signInPage = http.createServer((_req, res) => void res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Sign in</body></html>"));
    await new Promise<void>((resolve) => signInPage.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(signInPage.address() as AddressInfo).port}/login`;
      expect((await check({ url, user: p.user, password: "x" })).body).toEqual({
        ok: false,
        status: 200,
        message: "That address answered HTTP 200, but not as a CalDAV calendar: check the calendar's URL.",
      });
    } finally {
      await new Promise((resolve) => signInPage.close(resolve));
    }
    // The test saves nothing.
    expect((await t.db.db.selectFrom("booking_hosts").select("caldav_url").where("user_id", "=", p.id).executeTakeFirstOrThrow()).caldav_url).toBe(p.calendar);
  });
});
