// The no-JS chat's address page (decision 026): its token is an "address" token, timed for
// the one question that page asks, so a visitor who autofills the address after typing the
// message on another page is not held as if they had typed it there. The step is signed:
// a message token cannot be turned into an address token, nor the other way round.
import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { formTokens } from "../../server/leads/form-token.ts";
import { screenSubmission } from "../../server/leads/screening.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";

const tokens = formTokens("a-form-secret-of-at-least-32-bytes-for-tests");
const T0 = Date.parse(TEST_NOW);
const sentAfter = (token: string, ms: number) => {
  freezeClock(T0 + ms);
  return screenSubmission({ token }, tokens, 2000);
};

afterEach(() => startClockAt(TEST_NOW));

describe("screening by the page's step", () => {
  it("holds a message sent under 2 s, but an address given after 0.6 s is a person; under 0.5 s it is held too", () => {
    freezeClock(T0);
    const message = tokens.issue();
    const address = tokens.issue("address");
    const quickAddress = tokens.issue("address");
    expect(address).toMatch(/^a\d+\./);
    expect(sentAfter(message, 600)).toMatchObject({ spam: false, held: true, flag: "too-fast", fillMs: 600 });
    expect(sentAfter(address, 600)).toMatchObject({ spam: false, held: false, flag: null, fillMs: 600 });
    expect(sentAfter(quickAddress, 300)).toMatchObject({ spam: false, held: true, flag: "too-fast", fillMs: 300 });
  });

  it("refuses a step added to or taken from a token as forged", () => {
    freezeClock(T0);
    const message = tokens.issue();
    const address = tokens.issue("address");
    expect(sentAfter(`a${message}`, 5000)).toMatchObject({ spam: true, flag: "token-forged" });
    expect(sentAfter(address.slice(1), 5000)).toMatchObject({ spam: true, flag: "token-forged" });
  });
});
