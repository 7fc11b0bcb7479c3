// The loop every queue worker runs (the lead outbox, the meeting e-mails): a pass now, a
// pass whenever it is woken (a wake during a pass runs one more right after it, never two
// at once), and otherwise a pass after `waitMs()`: the poll interval, or sooner when the
// worker knows of a retry due before it.
import type { Logger } from "pino";

export interface PollingWorker {
  /** Run a pass now (something was just queued). */
  wake(): void;
  /**
   * One complete pass that begins after this call: every row due now has been attempted
   * when it resolves. Tests await it to know that nothing more will be sent, rather than
   * wait a while and hope.
   */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** `pass` works in batches until nothing is due, and asks `stopping()` between batches so that a stop does not wait for the whole queue. */
export function startPollingWorker(name: string, pass: (stopping: () => boolean) => Promise<void>, waitMs: () => number, logger: Logger): PollingWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let again = false;

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass(() => stopped)
      .catch((err) => logger.error({ err }, `${name} pass failed`))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          tick();
        } else timer = setTimeout(tick, waitMs());
      });
  }

  /** Resolves when no pass is running (a pass ending may start the next, so ask again). */
  async function idle(): Promise<void> {
    while (running) await running;
  }

  tick();
  return {
    wake: tick,
    async drain() {
      await idle(); // a pass that began earlier may have claimed before the newest row was due
      if (stopped) return;
      tick();
      await idle();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
