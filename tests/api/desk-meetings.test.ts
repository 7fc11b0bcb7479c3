// The desk's meetings (issue 24 §5), through the pages' own loaders and actions as a signed-in
// person's browser reaches them (forms without JavaScript): /admin/meetings lists today's and
// the upcoming meetings, mine or everyone's, each linking its lead; the lead page shows its
// meeting and moves or cancels it through the booking service: the e-mails go out as for the
// visitor's own change, and the audit log names who did it. Real SQLite and PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { inviteUser } from "../../server/desk/invite.ts";
import { loader as meetingsPage } from "../../app/routes/admin/meetings.tsx";
import { loader as leadPage, action as leadForm } from "../../app/routes/admin/lead.tsx";
import { routerContext } from "../../app/load-context.ts";

const SITE = "https://clustermind.example.com";
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
type RouteFunction = (args: never) => unknown;

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("the desk's meetings on %s", (kind) => {
  let t: TestApp;
  let person: { cookie: string; csrf: string };
  beforeAll(async () => {
    t = await startTestApp(kind, { CONTACT_RATE_LIMIT: "1000", CONTACT_MIN_FILL_MS: "0", BOOKING_ROOM_URL: "https://meet.example.com/{host}-{meeting}" });
    person = await signIn("mira@clustermind.example.com", "Mira Shah");
  });
  async function signIn(email: string, name: string) {
    const { linkPath } = await inviteUser(t.db.db, { email, name }, "cli");
    const signedIn = (await t.desk.signInWithLink(linkPath.split("/").pop()!, {}))!;
    return { cookie: `__Host-desk=${signedIn.secret}`, csrf: signedIn.session.csrfToken };
  }
  afterAll(async () => t?.close());

  async function route(fn: RouteFunction, path: string, params: Record<string, string> = {}, form?: Record<string, string>): Promise<unknown> {
    const init: RequestInit = form
      ? {
          method: "POST",
          headers: { cookie: person.cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ csrf: person.csrf, ...form }),
        }
      : { headers: { cookie: person.cookie } };
    try {
      return await (fn as (a: object) => unknown)({ request: new Request(SITE + path, init), context: routerContext(t.loaderContext()), params });
    } catch (thrown) {
      return thrown;
    }
  }
  const audit = async (leadId: number) =>
    (
      await t.db.db
        .selectFrom("audit_log")
        .select(["actor", "action"])
        .where("lead_id", "=", leadId)
        .where("action", "like", "meeting.%")
        .orderBy("id")
        .execute()
    ).map((r) => `${r.actor} ${r.action}`);

  it("lists the meeting, shows it on its lead, and moves and cancels it from the desk", async () => {
    // The signed-in person is the only desk person, so they take the booking.
    const booked = await request(t.app)
      .post("/api/bookings")
      .send({
        start: "2026-11-23T03:30:00.000Z",
        name: "Asha Rao",
        email: "asha@example.org",
        company: "Example Pay",
        need: "kubernetes",
        message: "EKS",
        timeZone: "Europe/Berlin",
        formToken: await t.formToken(),
      })
      .expect(201);
    const meeting = (await t.leads.booking.meeting({ ref: booked.body.id }))!;
    const lead = String(meeting.lead_id);

    type Listed = { today: { id: number; lead_id: number; host_name: string }[]; upcoming: { id: number; lead_id: number }[] };
    const friday = (await route(meetingsPage, "/admin/meetings")) as Listed;
    expect(friday.today).toEqual([]);
    expect(friday.upcoming.map((m) => m.lead_id)).toEqual([meeting.lead_id]);

    const page = (await route(leadPage, `/admin/leads/${lead}`, { id: lead })) as {
      meeting: { meeting: { id: number; start_at: string; video_url: string; status: string }; slots: { start: string }[] };
    };
    expect(page.meeting.meeting).toMatchObject({ id: meeting.id, start_at: "2026-11-23T03:30:00.000Z", status: "booked" });
    expect(page.meeting.meeting.video_url).toMatch(/^https:\/\/meet\.example\.com\/mira-/);
    expect(page.meeting.slots.map((s) => s.start)).toContain("2026-11-23T05:00:00.000Z");
    expect(page.meeting.slots.map((s) => s.start)).not.toContain("2026-11-23T03:30:00.000Z");

    const moved = (await route(
      leadForm,
      `/admin/leads/${lead}`,
      { id: lead },
      { intent: "meeting-reschedule", meeting: String(meeting.id), start: "2026-11-23T05:00:00.000Z" },
    )) as Response;
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`/admin/leads/${lead}?saved=meeting-reschedule#meeting`);
    const after = (await t.leads.booking.meeting({ id: meeting.id }))!;
    expect([after.start_at, after.sequence]).toEqual(["2026-11-23T05:00:00.000Z", 1]);
    const requests = await t.db.db
      .selectFrom("meeting_messages")
      .select(["recipient"])
      .where("meeting_id", "=", meeting.id)
      .where("kind", "=", "request")
      .where("sequence", "=", 1)
      .execute();
    expect(requests.map((r) => r.recipient).sort()).toEqual(["host", "visitor"]);

    // A time that is not free is refused with a reason, and nothing changes.
    const taken = (await route(
      leadForm,
      `/admin/leads/${lead}`,
      { id: lead },
      { intent: "meeting-reschedule", meeting: String(meeting.id), start: "2026-11-21T05:00:00.000Z" },
    )) as {
      data: { error: string };
      init: { status: number };
    };
    expect(taken.init.status).toBe(409);
    expect((await t.leads.booking.meeting({ id: meeting.id }))!.start_at).toBe("2026-11-23T05:00:00.000Z");

    // Monday 05:30 India time (the person's zone): the meeting, now at 10:30, is today's.
    // A colleague signed in that morning looks at everyone's: the meeting is Mira's, not theirs.
    startClockAt("2026-11-23T00:00:00.000Z");
    person = await signIn("ravi@clustermind.example.com", "Ravi Iyer");
    const monday = (await route(meetingsPage, "/admin/meetings?who=everyone")) as Listed;
    expect(monday.today.map((m) => [m.id, m.host_name])).toEqual([[meeting.id, "Mira Shah"]]);
    expect(((await route(meetingsPage, "/admin/meetings")) as Listed).today).toEqual([]);

    const cancelled = (await route(leadForm, `/admin/leads/${lead}`, { id: lead }, { intent: "meeting-cancel", meeting: String(meeting.id) })) as Response;
    expect(cancelled.status).toBe(303);
    expect((await t.leads.booking.meeting({ id: meeting.id }))!.status).toBe("cancelled");
    const cancels = await t.db.db
      .selectFrom("meeting_messages")
      .select("recipient")
      .where("meeting_id", "=", meeting.id)
      .where("kind", "=", "cancel")
      .execute();
    expect(cancels).toHaveLength(2);
    expect(((await route(meetingsPage, "/admin/meetings?who=everyone")) as Listed).today).toEqual([]);
    expect(await audit(meeting.lead_id)).toEqual(["mira@clustermind.example.com meeting.reschedule", "ravi@clustermind.example.com meeting.cancel"]);
  });
});
