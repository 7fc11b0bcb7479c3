// The counter writes for SQLite, run in one worker thread (counter-writes-worker.ts).
// better-sqlite3 is synchronous: on the server's thread a flush's commit and WAL checkpoint
// held every request queued behind them (p99 47 ms at 500 beacons/s, docs/decisions/012);
// here the server's thread only posts the batch and awaits the answer.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { CounterBatch, CounterWrites } from "./counter-writes.ts";
import type { CounterTask } from "./counter-writes-worker.ts";

// Beside this module: counter-writes-worker.ts from source (dev, tests), or the
// counter-writes-worker.js that scripts/build-server.mjs bundles beside build/server.js.
const extension = path.extname(fileURLToPath(import.meta.url));
const workerFile = new URL(`./counter-writes-worker${extension}`, import.meta.url);

/** `file`: the SQLite database the server has open (Db.sqlite.file). */
export function counterWritesOnThread(file: string): CounterWrites {
  const pool = new Piscina<CounterTask, void>({
    filename: workerFile.href,
    // One thread, one task at a time: flushes are already one after the other.
    minThreads: 1,
    maxThreads: 1,
    workerData: { file },
    // TypeScript source (dev and tests) loads through tsx, as the server's own code does.
    execArgv: extension === ".ts" ? [...process.execArgv, "--import", "tsx"] : undefined,
  });
  return {
    write: (batch: CounterBatch) => pool.run({ write: batch }),
    forgetBefore: (keepFrom: string) => pool.run({ forgetBefore: keepFrom }),
    close: () => pool.destroy(),
  };
}
