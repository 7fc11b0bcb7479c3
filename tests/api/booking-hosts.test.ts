// Each desk person's booking hours and calendar (issue 24 §2), through both doors of one
// service: GET/PUT /api/admin/booking/hosts/* (a session with CSRF, or the ADMIN_TOKEN) and
// the desk's Availability page's action as a browser without JavaScript posts it. What is
// saved is what the visitors' slots follow; a refused save keeps nothing and names each
// field; the calendar's password is never sent back; every change is in the audit log.
// Real SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { testAdminToken } from "../helpers/admin-token.ts";
import { inviteUser } from "../../server/desk/invite.ts";
import { action as availabilityForm, loader as availabilityPage } from "../../app/routes/admin/availability.tsx";
import { routerContext } from "../../app/load-context.ts";

const SITE = "https://clustermind.example.com";
const TOKEN = testAdminToken("booking-hosts");
const ME = "/api/admin/booking/hosts/me";

// The pinned clock is Friday 20 Nov 2026, 12:00 UTC; Berlin is UTC+1 then.
const WEDNESDAY_ONLY = {
  timeZone: "Europe/Berlin",
  weeklyHours: { 3: [["09:00", "12:00"]] },
  bufferMinutes: 0,
  daysOff: [],
  roomUrl: "",
  active: true,
};

describe.each(testDatabases())("booking hours in the desk on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let person: { id: number; email: string; cookie: string; csrf: string };
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.db.deleteFrom("audit_log").execute();
    await t.db.db.deleteFrom("booking_hosts").execute();
    await t.db.db.deleteFrom("admin_users").execute();
    person = await signIn("mira@clustermind.example.com", "Mira Shah");
  });

  async function signIn(email: string, name: string) {
    const { linkPath, user } = await inviteUser(t.db.db, { email, name }, "cli");
    const signedIn = (await t.desk.signInWithLink(linkPath.split("/").pop()!, {}))!;
    return { id: user.id, email, cookie: `__Host-desk=${signedIn.secret}`, csrf: signedIn.session.csrfToken };
  }
  const api = (method: "get" | "put" | "post" | "delete", path: string, body?: object, who = person) =>
    request(t.app)[method](path).set("Cookie", who.cookie).set("X-CSRF-Token", who.csrf).send(body);
  const starts = async (day: string, tz = "Europe/Berlin") =>
    (await request(t.app).get(`/api/booking/slots?from=${day}&days=1&tz=${tz}`).expect(200)).body.slots.map((s: { start: string }) => s.start);
  const stored = () => t.db.db.selectFrom("booking_hosts").selectAll().where("user_id", "=", person.id).executeTakeFirst();
  const audit = async () =>
    (await t.db.db.selectFrom("audit_log").select(["actor", "action", "detail"]).where("action", "like", "booking.%").orderBy("id").execute()).map((r) => ({
      actor: r.actor,
      action: r.action,
      detail: JSON.parse(r.detail ?? "null"),
    }));

  it("answers the defaults until the person saves, and the saved hours are the ones visitors get", async () => {
    const before = (await api("get", ME).expect(200)).body;
    expect(before).toMatchObject({ userId: person.id, saved: false, timeZone: "Asia/Kolkata", bufferMinutes: 0, daysOff: [], active: true, calendar: null });
    expect(before.weeklyHours).toEqual({
      1: [["09:00", "18:00"]],
      2: [["09:00", "18:00"]],
      3: [["09:00", "18:00"]],
      4: [["09:00", "18:00"]],
      5: [["09:00", "18:00"]],
    });
    expect(await starts("2026-11-23")).toHaveLength(18); // Monday, 09:00–18:00 India time

    const saved = (await api("put", ME, WEDNESDAY_ONLY).expect(200)).body;
    expect(saved).toMatchObject({ saved: true, timeZone: "Europe/Berlin", weeklyHours: { 3: [["09:00", "12:00"]] } });
    expect(await starts("2026-11-23")).toEqual([]); // no Monday any more
    expect(await starts("2026-11-25")).toEqual([
      "2026-11-25T08:00:00.000Z", // 09:00 in Berlin
      "2026-11-25T08:30:00.000Z",
      "2026-11-25T09:00:00.000Z",
      "2026-11-25T09:30:00.000Z",
      "2026-11-25T10:00:00.000Z",
      "2026-11-25T10:30:00.000Z",
    ]);
    expect(await audit()).toEqual([{ actor: person.email, action: "booking.settings", detail: { userId: person.id, changed: ["timeZone", "weeklyHours"] } }]);

    // A day off, a buffer and "Take meetings" off each change what visitors get.
    await api("put", ME, { ...WEDNESDAY_ONLY, daysOff: ["2026-11-25"] }).expect(200);
    expect(await starts("2026-11-25")).toEqual([]);
    await api("put", ME, {
      ...WEDNESDAY_ONLY,
      weeklyHours: {
        3: [
          ["09:00", "10:00"],
          ["10:30", "12:00"],
        ],
      },
    }).expect(200);
    expect(await starts("2026-11-25")).toEqual([
      "2026-11-25T08:00:00.000Z",
      "2026-11-25T08:30:00.000Z",
      "2026-11-25T09:30:00.000Z",
      "2026-11-25T10:00:00.000Z",
      "2026-11-25T10:30:00.000Z",
    ]);
    await api("put", ME, { ...WEDNESDAY_ONLY, active: false }).expect(200);
    expect(await starts("2026-11-25")).toEqual([]);
  });

  it("refuses wrong settings field by field and keeps what was saved", async () => {
    await api("put", ME, WEDNESDAY_ONLY).expect(200);
    const res = await api("put", ME, {
      timeZone: "Mars/Olympus",
      weeklyHours: {
        1: [
          ["09:00", "13:00"],
          ["12:00", "17:00"],
        ],
        2: [["17:00", "09:00"]],
        3: [["9am", "5pm"]],
      },
      bufferMinutes: 500,
      daysOff: ["2026-02-30"],
      roomUrl: "http://meet.example.com/mira",
      active: true,
      calendar: { url: "http://caldav.example.com/mira/", user: "mira", password: "x" },
    }).expect(400);
    expect(res.body.fields).toEqual({
      timeZone: expect.stringMatching(/time zone/),
      "weeklyHours.1": "Monday: 09:00–13:00 and 12:00–17:00 overlap",
      "weeklyHours.2": "Tuesday: 17:00–09:00 must end after it starts",
      "weeklyHours.3": "Wednesday: write times as HH:MM, e.g. 09:00",
      bufferMinutes: "A whole number of minutes from 0 to 240",
      daysOff: "2026-02-30 is not a date (YYYY-MM-DD)",
      roomUrl: expect.stringMatching(/https:\/\//),
      "calendar.url": expect.stringMatching(/http:\/\/ only to this machine/),
    });
    expect((await api("get", ME).expect(200)).body).toMatchObject({ timeZone: "Europe/Berlin", weeklyHours: { 3: [["09:00", "12:00"]] } });
    expect((await audit()).map((a) => a.action)).toEqual(["booking.settings"]);
  });

  it("never sends the calendar's password back: an empty one keeps it, another server needs its own, and Remove calendar clears it", async () => {
    const calendar = { url: "http://127.0.0.1:5232/mira/work/", user: "mira", password: "app-password-1" };
    const saved = await api("put", ME, { ...WEDNESDAY_ONLY, calendar }).expect(200);
    expect(saved.body.calendar).toEqual({ url: calendar.url, user: "mira", hasPassword: true });
    expect(saved.text).not.toContain("app-password-1");
    expect((await api("get", ME).expect(200)).text).not.toContain("app-password-1");

    await api("put", ME, { ...WEDNESDAY_ONLY, bufferMinutes: 15, calendar: { url: `${calendar.url}`, user: "mira", password: "" } }).expect(200);
    expect((await stored())?.caldav_password).toBe("app-password-1");
    // The saved password is not sent to an address just typed elsewhere.
    const elsewhere = await api("put", ME, { ...WEDNESDAY_ONLY, calendar: { url: "https://caldav.example.net/mira/", user: "mira", password: "" } }).expect(
      400,
    );
    expect(elsewhere.body.fields).toEqual({ "calendar.password": expect.stringMatching(/another server/) });

    const removed = await api("delete", `${ME}/calendar`).expect(200);
    expect(removed.body.calendar).toBeNull();
    expect(await stored()).toMatchObject({ caldav_url: null, caldav_user: null, caldav_password: null, buffer_minutes: 15 });
    const entries = await audit();
    expect(entries.map((a) => `${a.actor} ${a.action}`)).toEqual([
      `${person.email} booking.settings`,
      `${person.email} booking.settings`,
      `${person.email} booking.calendar-removed`,
    ]);
    expect(entries[0]!.detail.changed).toEqual(["timeZone", "weeklyHours", "calendar.url", "calendar.user", "calendar.password"]);
    expect(entries[1]!.detail.changed).toEqual(["bufferMinutes"]);
    expect(JSON.stringify(entries)).not.toContain("app-password-1");
  });

  it("lets a person reach only their own hours, with the session's CSRF token; the ADMIN_TOKEN reaches anyone's by id", async () => {
    const other = await signIn("sam@clustermind.example.com", "Sam Lee");
    await api("get", `/api/admin/booking/hosts/${other.id}`).expect(403);
    await api("put", `/api/admin/booking/hosts/${other.id}`, WEDNESDAY_ONLY).expect(403);
    await api("get", `/api/admin/booking/hosts/${person.id}`).expect(200);
    await request(t.app).get(ME).expect(401);
    await request(t.app).put(ME).set("Cookie", person.cookie).send(WEDNESDAY_ONLY).expect(403); // no CSRF token
    const bearer = (method: "get" | "put", path: string, body?: object) => request(t.app)[method](path).set("Authorization", `Bearer ${TOKEN}`).send(body);
    await bearer("get", ME).expect(400);
    await bearer("put", `/api/admin/booking/hosts/${other.id}`, WEDNESDAY_ONLY).expect(200);
    await bearer("get", "/api/admin/booking/hosts/999999").expect(404);
    expect(await audit()).toEqual([{ actor: "api", action: "booking.settings", detail: { userId: other.id, changed: ["timeZone", "weeklyHours"] } }]);
  });

  describe("the Availability page without JavaScript", () => {
    const post = async (fields: [string, string][]) => {
      const body = new URLSearchParams([["csrf", person.csrf], ...fields]);
      const init = { method: "POST", headers: { cookie: person.cookie, "content-type": "application/x-www-form-urlencoded" }, body };
      try {
        return await availabilityForm({
          request: new Request(`${SITE}/admin/availability`, init),
          context: routerContext(t.loaderContext()),
          params: {},
        } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    const form = (extra: [string, string][] = []): [string, string][] => [
      ["timeZone", "Europe/Berlin"],
      ["from-3", "09:00"],
      ["to-3", "12:00"],
      ["bufferMinutes", "10"],
      ["roomUrl", ""],
      ["active", "on"],
      ["calendarUrl", ""],
      ["calendarUser", ""],
      ["calendarPassword", ""],
      ...extra,
    ];
    const answer = (r: unknown) =>
      r as {
        init: { status?: number } | null;
        data: { draft: { week: Record<string, { from: string; to: string }[]>; daysOff: string[] }; errors?: Record<string, string> };
      };

    it("saves with a redirect, and the page shows what was saved", async () => {
      const saved = (await post([...form([["newDayOff", "2026-12-24"]]), ["intent", "save"]])) as Response;
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe("/admin/availability?saved");
      const page = (await availabilityPage({
        request: new Request(`${SITE}/admin/availability?saved`, { headers: { cookie: person.cookie } }),
        context: routerContext(t.loaderContext()),
        params: {},
      } as never)) as { settings: object; saved: boolean };
      expect(page.saved).toBe(true);
      expect(page.settings).toMatchObject({ timeZone: "Europe/Berlin", weeklyHours: { 3: [["09:00", "12:00"]] }, bufferMinutes: 10, daysOff: ["2026-12-24"] });
      expect(await starts("2026-11-23")).toEqual([]);
    });

    it("adds a stretch, copies a day to the weekdays, and answers a refusal with everything typed", async () => {
      const added = answer(await post([...form(), ["intent", "add:3"]]));
      expect(added.data.draft.week["3"]).toEqual([
        { from: "09:00", to: "12:00" },
        { from: "12:00", to: "13:00" },
      ]);
      const copied = answer(await post([...form(), ["intent", "copy:3"]]));
      for (const day of ["1", "2", "3", "4", "5"]) expect(copied.data.draft.week[day]).toEqual([{ from: "09:00", to: "12:00" }]);
      expect(copied.data.draft.week["6"]).toEqual([]);

      const refused = answer(
        await post([
          ...form([
            ["from-3", "11:00"],
            ["to-3", "14:00"],
            ["newDayOff", "2026-12-24"],
          ]),
          ["intent", "save"],
        ]),
      );
      expect(refused.init?.status).toBe(400);
      expect(refused.data.errors).toEqual({ "weeklyHours.3": "Wednesday: 09:00–12:00 and 11:00–14:00 overlap" });
      expect(refused.data.draft.week["3"]).toEqual([
        { from: "09:00", to: "12:00" },
        { from: "11:00", to: "14:00" },
      ]);
      expect(refused.data.draft.daysOff).toEqual(["2026-12-24"]);
      expect(await stored()).toBeUndefined();
    });
  });
});
