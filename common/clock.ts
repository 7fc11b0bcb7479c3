// The one clock. Everything that asks "what time is it" (a post's publication day, the
// spam trap's fill time, delivery retries and leases, the footer's year, the sitemap's
// lastmod) asks here, so tests can pin time and pass on any calendar date. Production
// reads the system clock; a server started with CLOCK_START_AT (tests only,
// server/index.ts) reads that instant at start and runs on from it.
//
// The server bundle (build/server.js) and the React Router build each carry a copy of this
// file; the state lives on globalThis so both copies are one clock.
interface ClockState {
  source: () => number;
}
const shared = globalThis as { [key: symbol]: ClockState | undefined };
const state = (shared[Symbol.for("common/clock.ts")] ??= { source: () => Date.now() });

export const clock = {
  /** Milliseconds since the epoch. */
  now: (): number => state.source(),
  date: (): Date => new Date(state.source()),
};

function toMs(at: string | number | Date, fn: string): number {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`${fn}: not a time: ${String(at)}`);
  return ms;
}

/** Tests: stop the clock at an instant (ISO text, ms or Date). */
export function freezeClock(at: string | number | Date): void {
  const ms = toMs(at, "freezeClock");
  state.source = () => ms;
}

/**
 * Tests: the clock reads `at` now and runs on in real time from there. The calendar day is
 * pinned while what needs time to pass (delivery retries, leases, fill times) still works.
 */
export function startClockAt(at: string | number | Date): void {
  const offset = toMs(at, "startClockAt") - Date.now();
  state.source = () => Date.now() + offset;
}
