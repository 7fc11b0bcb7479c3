// The one clock: tests pin it, and the blog's "today" follows it rather than the machine.
import { afterEach, describe, expect, it } from "vitest";
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";
import { postStatus, todayIso } from "../../common/blog.ts";
import { TEST_NOW, TEST_TODAY } from "../helpers/test-clock.ts";

afterEach(() => startClockAt(TEST_NOW));

describe("clock", () => {
  it("is pinned to TEST_NOW in every test file (tests/setup/pin-clock.ts), whatever the real date", () => {
    expect(Math.abs(clock.now() - Date.parse(TEST_NOW))).toBeLessThan(60_000);
    expect(todayIso()).toBe(TEST_TODAY);
  });
  it("runs on from the instant it was started at", async () => {
    startClockAt("2030-01-01T00:00:00Z");
    const first = clock.now();
    await new Promise((r) => setTimeout(r, 30));
    expect(clock.now() - first).toBeGreaterThanOrEqual(25);
    expect(clock.date().toISOString().slice(0, 10)).toBe("2030-01-01");
  });
  it("stands still when frozen", async () => {
    freezeClock("2027-03-15T08:00:00Z");
    const first = clock.now();
    await new Promise((r) => setTimeout(r, 20));
    expect(clock.now()).toBe(first);
    expect(() => freezeClock("not a date")).toThrow(/not a time/);
  });
  it("decides a post's publication day by default", () => {
    const post = { draft: false, date: "2027-03-15", title: "Voice agents" };
    freezeClock("2027-03-14T23:59:59.999Z");
    expect(postStatus(post)).toBe("Not published");
    freezeClock("2027-03-15T00:00:00Z");
    expect(postStatus(post)).toBe("published");
  });
});
