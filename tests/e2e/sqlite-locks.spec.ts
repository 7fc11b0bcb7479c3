// Issue 21 §2, audit H-1 (docs/decisions/017): the server keeps its POSIX lock on site.db
// once its visit-counter worker has opened its own connection, so another program's SQLite
// that opens, reads and closes the file (a backup job, a DB browser, the `sqlite3` shell)
// sees a database in use and leaves the server's WAL alone; a crash then loses no lead
// that was answered 201.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "../helpers/server-process.ts";
import { postLeads } from "../helpers/lead-load.ts";
import { counterWorkerWrote, leadsInDesk, sqliteServerEnv } from "../helpers/sqlite-server.ts";
import { deletedFilesOpenIn, foreignRead, integrityCheck, posixLocksOn } from "../helpers/sqlite-file.ts";

test.describe.configure({ timeout: 120_000 });

test("a foreign SQLite reader after the counter worker opened the file, then SIGKILL, loses no accepted lead", async () => {
  const first = await startServer(sqliteServerEnv);
  const dbFile = path.join(first.dataDir, "site.db");
  const pid = first.child.pid!;
  let killed = false;
  try {
    expect(posixLocksOn(pid, dbFile), "the server's lock before the worker opens").not.toEqual([]);
    // The worker's first write has happened when the stats count the page view.
    expect(await counterWorkerWrote(first)).toBe(1);
    expect(posixLocksOn(pid, dbFile), "the server's lock after the worker opened its connection").not.toEqual([]);

    const before = await postLeads(first.url, { label: "Before the reader", each: 10 });
    expect(foreignRead(dbFile)).toBe(before.size);
    expect(deletedFilesOpenIn(pid, first.dataDir), "files unlinked under the running server").toEqual([]);

    const after = await postLeads(first.url, { label: "After the reader", each: 75 });
    expect(after.size).toBe(300);
    first.child.kill("SIGKILL");
    killed = true;
    await first.stop();

    const second = await startServer(sqliteServerEnv, { dataDir: first.dataDir });
    try {
      const stored = await leadsInDesk(second);
      const lost = [...before, ...after].filter(([id, message]) => stored.get(id) !== message);
      expect(lost.length, "leads answered 201 and missing after the restart").toBe(0);
      expect(stored.size).toBe(before.size + after.size);
    } finally {
      await second.stop();
    }
    expect(integrityCheck(dbFile)).toBe("ok");
  } finally {
    if (!killed) await first.stop("SIGKILL");
  }
});
