// The worker thread that writes the visit counters to SQLite (started by
// counter-writes-thread.ts): its own better-sqlite3 connection to the same file (WAL lets
// it write while the server's connection reads; both wait out the other's write with
// busy_timeout), so a flush's statements, commit and WAL checkpoint block this thread and
// never the one answering requests.
import { workerData } from "piscina";
import { openSqliteFile } from "../db/connect.ts";
import { counterWrites, type CounterBatch, type CounterWrites } from "./counter-writes.ts";

export type CounterTask = { write: CounterBatch } | { forgetBefore: string };

const { file } = workerData as { file: string };
// Opened at the first task, once the server has prepared the database; a failed open is
// tried again at the next one (the flush keeps its page views meanwhile). The file exists
// (the main thread made it): this thread opens it through SQLite alone, as a descriptor
// opened and closed here would release the server's locks on it (docs/decisions/017).
let writes: Promise<CounterWrites> | undefined;
const openWrites = () =>
  openSqliteFile(file).then(
    (db) => counterWrites(db.db),
    (err: unknown) => {
      writes = undefined;
      throw err;
    },
  );

// better-sqlite3's errors are not Error objects to the structured clone that carries them
// to the server's thread: they would arrive as { code } alone, without their message.
const portable = (err: unknown) => {
  const { code, message } = err as { code?: unknown; message?: unknown };
  return new Error([code, message ?? String(err)].filter(Boolean).join(": "));
};

export default async function runCounterTask(task: CounterTask): Promise<void> {
  try {
    writes ??= openWrites();
    const w = await writes;
    if ("write" in task) await w.write(task.write);
    else await w.forgetBefore(task.forgetBefore);
  } catch (err) {
    throw portable(err);
  }
}
