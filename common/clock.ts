// The one clock. Everything that asks "what time is it" (a post's publication day, the
// spam trap's fill time, delivery retries, the footer's year) asks here, so tests can
// freeze time and pass on any calendar date. Production reads the system clock; a
// server started with CLOCK_FROZEN_AT (tests only, server/index.ts) reads that instant.
let source: () => number = () => Date.now();

export const clock = {
  /** Milliseconds since the epoch. */
  now: (): number => source(),
  date: (): Date => new Date(source()),
};

/** Tests: freeze the clock at an instant (ISO text, ms or Date). */
export function freezeClock(at: string | number | Date): void {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`freezeClock: not a time: ${String(at)}`);
  source = () => ms;
}

/** Tests: back to the system clock. */
export function resetClock(): void {
  source = () => Date.now();
}
