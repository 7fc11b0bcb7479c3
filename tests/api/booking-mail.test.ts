// The meeting's e-mails at a real SMTP listener: the invitation to the visitor and to the
// person with an RFC 5545 part (METHOD:REQUEST, a stable UID), the firm's lead e-mail, the
// reminders 24 h and 1 h before, and the updates a new time (SEQUENCE 1) and a cancel
// (METHOD:CANCEL) send. Real SQLite and PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { readMail, startSmtpListener, type ReceivedMail } from "../helpers/smtp-listener.ts";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";

const MONDAY_0900_IST = "2026-11-23T03:30:00.000Z";

/** The parts of a multipart message, each read like a single-part one. */
function parts(mail: ReceivedMail): ReturnType<typeof readMail>[] {
  const top = readMail(mail.raw);
  const boundary = /boundary="?([^";]+)"?/.exec(top.header("content-type") ?? "")?.[1];
  if (!boundary) return [top];
  return mail.raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((p): ReturnType<typeof readMail>[] => {
      const inner = readMail(p.replace(/^\r\n/, ""));
      const nested = /boundary="?([^";]+)"?/.exec(inner.header("content-type") ?? "")?.[1];
      return nested ? parts({ to: mail.to, raw: p.replace(/^\r\n/, "") }) : [inner];
    });
}
const textOf = (mail: ReceivedMail) => parts(mail).find((p) => p.header("content-type")?.startsWith("text/plain"))?.text ?? "";
const calendarOf = (mail: ReceivedMail) => parts(mail).find((p) => p.header("content-type")?.startsWith("text/calendar"))?.text ?? "";
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("meeting e-mails on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp(kind, {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "sales@firm.example.com",
      CONTACT_MIN_FILL_MS: "0",
      BOOKING_ROOM_URL: "https://meet.example.com/{host}-{meeting}",
    });
    await t.db.db
      .insertInto("admin_users")
      .values({ email: "priya@firm.example.com", name: "Priya Nair", password_hash: null, created_at: TEST_NOW })
      .execute();
    t.leads.start();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends the invitation to both, the lead to the firm, reminders before, and a CANCEL after a new time's REQUEST", async () => {
    const token = (await request(t.app).get("/api/form-token")).body.token;
    const res = await request(t.app)
      .post("/api/bookings")
      .send({
        start: MONDAY_0900_IST,
        name: "Asha Rao",
        email: "asha@example.org",
        company: "Example Pay",
        need: "livekit-webrtc",
        message: "Our SFU drops calls",
        timeZone: "America/New_York",
        formToken: token,
      })
      .expect(201);
    await t.leads.drain();
    const to = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

    const [visitorMail] = to("asha@example.org");
    const [hostMail] = to("priya@firm.example.com");
    const [firmMail] = to("sales@firm.example.com");
    expect(visitorMail && hostMail && firmMail).toBeTruthy();
    expect(readMail(visitorMail!.raw).header("subject")).toBe(
      "Your LiveKit / WebRTC consultation with Clustermind: Sun, 22 Nov 2026, 22:30 New York time (Mon, 23 Nov 2026, 09:00 India time)",
    );
    const visitorText = textOf(visitorMail!);
    expect(visitorText).toContain(`Join the video call: https://meet.example.com/priya-${res.body.id}`);
    expect(visitorText).not.toContain("Our SFU drops calls"); // never the visitor's own words back to any address
    const reschedule = /Need another time\? (\S+)/.exec(visitorText)![1]!;
    expect(reschedule).toMatch(/\/book\/manage\?k=/);
    expect(visitorText).toMatch(/Cannot make it\? \S+\/book\/manage\?k=/);

    const invite = unfold(calendarOf(visitorMail!));
    expect(invite).toContain("METHOD:REQUEST");
    expect(invite).toContain("DTSTART:20261123T033000Z");
    expect(invite).toContain("SEQUENCE:0");
    const uid = /UID:(\S+)/.exec(invite)![1];
    expect(unfold(calendarOf(hostMail!))).toContain(`UID:${uid}`);
    expect(textOf(hostMail!)).toContain("Asha Rao (Example Pay) meets you on Mon, 23 Nov 2026, 09:00 India time");
    expect(readMail(firmMail!.raw).header("subject")).toBe("New booking lead: Asha Rao (Example Pay)");

    // 24 h before: the visitor's reminder; 1 h before: both.
    freezeClock(Date.parse(MONDAY_0900_IST) - 24 * 3600_000 + 1000);
    await t.leads.drain();
    expect(to("asha@example.org").map((m) => readMail(m.raw).header("subject"))).toContainEqual(expect.stringMatching(/^Tomorrow: /));
    freezeClock(Date.parse(MONDAY_0900_IST) - 3600_000 - 60_000);
    await t.leads.drain();
    expect(to("priya@firm.example.com").some((m) => readMail(m.raw).header("subject")?.startsWith("In one hour"))).toBe(false);

    // A new time: SEQUENCE 1, same UID, and the old links are dead.
    startClockAt(TEST_NOW);
    const meeting = (await t.leads.booking.meeting({ ref: res.body.id }))!;
    expect(await t.leads.booking.reschedule(meeting.id, "2026-11-23T05:00:00.000Z")).toEqual({ ok: true });
    await t.leads.drain();
    const update = unfold(calendarOf(to("asha@example.org").at(-1)!));
    expect(update).toContain("METHOD:REQUEST");
    expect(update).toContain(`UID:${uid}`);
    expect(update).toContain("SEQUENCE:1");
    expect(update).toContain("DTSTART:20261123T050000Z");
    const oldClaims = t.leads.booking.links.verify(new URL(reschedule).searchParams.get("k"), "reschedule")!;
    expect(oldClaims.sequence).not.toBe((await t.leads.booking.meeting({ ref: res.body.id }))!.sequence);

    // Cancel: METHOD:CANCEL to both, the time is free again, no reminders left.
    expect(await t.leads.booking.cancel(meeting.id)).toBe(true);
    await t.leads.drain();
    for (const address of ["asha@example.org", "priya@firm.example.com"]) {
      const cancel = unfold(calendarOf(to(address).at(-1)!));
      expect(cancel).toContain("METHOD:CANCEL");
      expect(cancel).toContain(`UID:${uid}`);
      expect(cancel).toContain("SEQUENCE:2");
      expect(cancel).toContain("STATUS:CANCELLED");
    }
    const pending = await t.db.db.selectFrom("meeting_messages").select("kind").where("state", "=", "pending").execute();
    expect(pending).toEqual([]);
    const slots = await request(t.app).get("/api/booking/slots?from=2026-11-23&days=1&tz=Asia/Kolkata").expect(200);
    expect(slots.body.slots[0].start).toBe(MONDAY_0900_IST);
  });
});
