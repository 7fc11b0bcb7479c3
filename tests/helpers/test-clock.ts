// The instant every test run is pinned to, whatever the real date: unit and API tests
// (tests/setup/pin-clock.ts), the e2e server (CLOCK_START_AT) and the e2e browser
// (tests/e2e/fixtures.ts). Content dates are judged against it: on this day the newest
// published post is the 2026-11-12 one, and livekit-agents-voice-ai-2027 (2027-03-15)
// is still in the future.
export const TEST_NOW = "2026-11-20T12:00:00.000Z";
export const TEST_TODAY = TEST_NOW.slice(0, 10);

/** Environment that starts a server process pinned to TEST_NOW. */
export const pinnedServerEnv = { CLOCK_START_AT: TEST_NOW };
