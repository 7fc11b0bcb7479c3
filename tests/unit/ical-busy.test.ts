// The busy times a person's calendar gives, from real RFC 5545 text as CalDAV servers store
// it: repeating events on every day they repeat (across a daylight-saving change), less
// their EXDATEs, with moved and cancelled occurrences, all-day events, COUNT and UNTIL ends.
import { describe, expect, it } from "vitest";
import { busyFromICalendar } from "../../server/booking/ical-busy.ts";

const BERLIN = (tzid: string) => [
  "BEGIN:VTIMEZONE",
  `TZID:${tzid}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** One calendar object: a VCALENDAR with these VEVENTs (each a list of lines) and, optionally, zones. */
const calendar = (events: string[][], zones: string[] = []) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Example Corp.//CalDAV Client//EN",
    ...zones,
    ...events.flatMap((e) => ["BEGIN:VEVENT", ...e, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** The team meeting: every Tuesday 09:00–10:00 Berlin time from 2 March 2027 (Berlin moves to summer time on 28 March). */
const weekly = (tzid: string, extra: string[] = []) => [
  "UID:team-meeting@example.com",
  "DTSTAMP:20270101T000000Z",
  `DTSTART;TZID=${tzid}:20270302T090000`,
  `DTEND;TZID=${tzid}:20270302T100000`,
  "RRULE:FREQ=WEEKLY;BYDAY=TU",
  "SUMMARY:Team meeting",
  ...extra,
];

const MARCH_APRIL = { start: Date.parse("2027-03-01T00:00:00Z"), end: Date.parse("2027-04-14T00:00:00Z") };
const iso = (list: { start: number; end: number }[]) => list.map((b) => `${new Date(b.start).toISOString()} ${new Date(b.end).toISOString()}`).sort();
const busy = (text: string, window = MARCH_APRIL, zone = "Asia/Kolkata") => iso(busyFromICalendar(text, zone, window));

const winter = (day: string) => `2027-03-${day}T08:00:00.000Z 2027-03-${day}T09:00:00.000Z`;
const summer = (date: string) => `2027-${date}T07:00:00.000Z 2027-${date}T08:00:00.000Z`;
const EVERY_TUESDAY = [winter("02"), winter("09"), winter("16"), winter("23"), summer("03-30"), summer("04-06"), summer("04-13")];

describe("busy times from a person's calendar", () => {
  it("counts every Tuesday of a weekly meeting at 09:00 Berlin time, an hour earlier in UTC after the change to summer time", () => {
    expect(busy(calendar([weekly("Europe/Berlin")], BERLIN("Europe/Berlin")))).toEqual(EVERY_TUESDAY);
  });

  it("reads the zone from the calendar's own VTIMEZONE when its name is not an IANA one (Outlook's), and from the tz database when no VTIMEZONE came", () => {
    expect(busy(calendar([weekly("W. Europe Standard Time")], BERLIN("W. Europe Standard Time")))).toEqual(EVERY_TUESDAY);
    expect(busy(calendar([weekly("Europe/Berlin")]))).toEqual(EVERY_TUESDAY);
  });

  it("leaves out an EXDATE's occurrence", () => {
    const text = calendar([weekly("Europe/Berlin", ["EXDATE;TZID=Europe/Berlin:20270316T090000,20270406T090000"])], BERLIN("Europe/Berlin"));
    expect(busy(text)).toEqual(EVERY_TUESDAY.filter((b) => b !== winter("16") && b !== summer("04-06")));
  });

  it("puts a moved occurrence (RECURRENCE-ID) at its new time, frees a cancelled one, and finds one moved into the window from later", () => {
    const text = calendar(
      [
        weekly("Europe/Berlin"),
        // 23 March moved to 14:00–15:30 the same day.
        [
          "UID:team-meeting@example.com",
          "DTSTAMP:20270101T000000Z",
          "RECURRENCE-ID;TZID=Europe/Berlin:20270323T090000",
          "DTSTART;TZID=Europe/Berlin:20270323T140000",
          "DTEND;TZID=Europe/Berlin:20270323T153000",
          "SUMMARY:Team meeting (moved)",
        ],
        // 30 March cancelled.
        [
          "UID:team-meeting@example.com",
          "DTSTAMP:20270101T000000Z",
          "RECURRENCE-ID;TZID=Europe/Berlin:20270330T090000",
          "DTSTART;TZID=Europe/Berlin:20270330T090000",
          "DTEND;TZID=Europe/Berlin:20270330T100000",
          "STATUS:CANCELLED",
        ],
        // 20 April (after the window) pulled forward to Monday 12 April, inside it.
        [
          "UID:team-meeting@example.com",
          "DTSTAMP:20270101T000000Z",
          "RECURRENCE-ID;TZID=Europe/Berlin:20270420T090000",
          "DTSTART;TZID=Europe/Berlin:20270412T110000",
          "DTEND;TZID=Europe/Berlin:20270412T120000",
        ],
      ],
      BERLIN("Europe/Berlin"),
    );
    expect(busy(text)).toEqual(
      [
        ...EVERY_TUESDAY.filter((b) => b !== winter("23") && b !== summer("03-30")),
        "2027-03-23T13:00:00.000Z 2027-03-23T14:30:00.000Z",
        "2027-04-12T09:00:00.000Z 2027-04-12T10:00:00.000Z",
      ].sort(),
    );
  });

  it("stops a series at its COUNT and at its UNTIL", () => {
    const counted = calendar([weekly("Europe/Berlin").map((l) => (l.startsWith("RRULE") ? "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3" : l))], BERLIN("Europe/Berlin"));
    expect(busy(counted)).toEqual([winter("02"), winter("09"), winter("16")]);
    const until = calendar(
      [weekly("Europe/Berlin").map((l) => (l.startsWith("RRULE") ? "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270324T000000Z" : l))],
      BERLIN("Europe/Berlin"),
    );
    expect(busy(until)).toEqual([winter("02"), winter("09"), winter("16"), winter("23")]);
  });

  it("takes a whole day, in the person's zone, for an all-day event, and each day of a repeating one", () => {
    const text = calendar([
      ["UID:holiday@example.com", "DTSTAMP:20270101T000000Z", "DTSTART;VALUE=DATE:20270310", "DTEND;VALUE=DATE:20270311", "SUMMARY:Conference"],
      ["UID:gym@example.com", "DTSTAMP:20270101T000000Z", "DTSTART;VALUE=DATE:20270401", "RRULE:FREQ=DAILY;COUNT=2", "SUMMARY:Away"],
    ]);
    expect(busy(text)).toEqual([
      "2027-03-09T18:30:00.000Z 2027-03-10T18:30:00.000Z", // 10 March, India time
      "2027-03-31T18:30:00.000Z 2027-04-01T18:30:00.000Z",
      "2027-04-01T18:30:00.000Z 2027-04-02T18:30:00.000Z",
    ]);
  });

  it("keeps free (TRANSP:TRANSPARENT) and cancelled events out, counts a DURATION, and reads a floating time in the person's zone", () => {
    const text = calendar([
      weekly("Europe/Berlin", ["TRANSP:TRANSPARENT"]),
      ["UID:off@example.com", "DTSTAMP:20270101T000000Z", "DTSTART:20270305T100000Z", "DTEND:20270305T110000Z", "STATUS:CANCELLED"],
      ["UID:call@example.com", "DTSTAMP:20270101T000000Z", "DTSTART:20270304T100000Z", "DURATION:PT1H30M"],
      ["UID:floating@example.com", "DTSTAMP:20270101T000000Z", "DTSTART:20270308T090000", "DTEND:20270308T093000"],
    ]);
    expect(busy(text)).toEqual(["2027-03-04T10:00:00.000Z 2027-03-04T11:30:00.000Z", "2027-03-08T03:30:00.000Z 2027-03-08T04:00:00.000Z"]);
  });

  it("gives only what overlaps the window, and nothing for text that is not a calendar", () => {
    const window = { start: Date.parse("2027-03-10T00:00:00Z"), end: Date.parse("2027-03-20T00:00:00Z") };
    expect(busy(calendar([weekly("Europe/Berlin")], BERLIN("Europe/Berlin")), window)).toEqual([winter("16")]);
    expect(busy("<html>Sign in</html>")).toEqual([]);
  });
});
