// docs/backup.md, as an operator follows it (issue 21 §2, docs/decisions/017): the CLI's
// backup, taken from another process while the server takes leads, leaves the server's
// locks and WAL alone (a crash after it loses nothing), and a restore from it (server
// stopped, the file put in place of site.db without -wal and -shm) brings the backed-up
// leads back, intact.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startServer } from "../helpers/server-process.ts";
import { postLeads } from "../helpers/lead-load.ts";
import { counterWorkerWrote, leadsInDesk, sqliteServerEnv } from "../helpers/sqlite-server.ts";
import { deletedFilesOpenIn, integrityCheck, posixLocksOn } from "../helpers/sqlite-file.ts";

test.describe.configure({ timeout: 180_000 });

/** `npm run admin -- backup <file>` on the server's data folder. */
async function adminBackup(dataDir: string, file: string): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "admin", "--", "backup", file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", CLOCK_START_AT: "", LOG_LEVEL: "silent" },
  });
  return stdout;
}

function leadsInFile(file: string): Map<string, string> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return new Map(
      db
        .prepare<[], { reference: string; message: string }>("select reference, message from leads")
        .all()
        .map((r) => [r.reference, r.message]),
    );
  } finally {
    db.close();
  }
}

test("a backup taken under a load of leads leaves the server whole, and a restore from it brings its leads back", async () => {
  const server = await startServer(sqliteServerEnv);
  const dbFile = path.join(server.dataDir, "site.db");
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
  const backupFile = path.join(backupDir, "site-backup.db");
  let running = [server];
  try {
    expect(await counterWorkerWrote(server)).toBe(1); // the server's process has its two connections
    const beforeBackup = await postLeads(server.url, { label: "Before the backup", each: 25 });

    let backingUp = true;
    const load = postLeads(server.url, { label: "During the backup", while: () => backingUp });
    const said = await adminBackup(server.dataDir, backupFile).finally(() => (backingUp = false));
    const duringBackup = await load;
    expect(said).toContain(`Backed up ${dbFile} to ${backupFile}`);
    expect(duringBackup.size, "leads answered while the backup ran").toBeGreaterThan(0);
    const afterBackup = await postLeads(server.url, { label: "After the backup", each: 10 });

    // The backup's process came and went: the server still holds its lock and its WAL.
    expect(posixLocksOn(server.child.pid!, dbFile)).not.toEqual([]);
    expect(deletedFilesOpenIn(server.child.pid!, server.dataDir)).toEqual([]);
    server.child.kill("SIGKILL");
    await server.stop();
    const restarted = await startServer(sqliteServerEnv, { dataDir: server.dataDir });
    running = [restarted];
    const live = await leadsInDesk(restarted);
    const acknowledged = new Map([...beforeBackup, ...duringBackup, ...afterBackup]);
    expect([...acknowledged].filter(([id, message]) => live.get(id) !== message).length, "201 leads lost by the live database").toBe(0);
    expect(await restarted.stop()).toBe(0);

    // The backup: everything acknowledged before it began, some of what came during it, and
    // nothing the server never acknowledged.
    expect(integrityCheck(backupFile)).toBe("ok");
    const backedUp = leadsInFile(backupFile);
    for (const [id, message] of beforeBackup) expect(backedUp.get(id)).toBe(message);
    for (const [id, message] of backedUp) expect(acknowledged.get(id)).toBe(message);
    for (const [id] of afterBackup) expect(backedUp.has(id)).toBe(false);

    // The restore, as docs/backup.md says: server stopped, the copy in place, no -wal or -shm.
    for (const stale of ["site.db-wal", "site.db-shm"]) fs.rmSync(path.join(server.dataDir, stale), { force: true });
    fs.copyFileSync(backupFile, dbFile);
    const restored = await startServer(sqliteServerEnv, { dataDir: server.dataDir });
    running = [restored];
    expect(await leadsInDesk(restored)).toEqual(backedUp);
    expect(await restored.stop()).toBe(0);
    running = [];
    expect(integrityCheck(dbFile)).toBe("ok");
    console.log(
      `backup: ${beforeBackup.size} leads before it, ${duringBackup.size} during it (${backedUp.size - beforeBackup.size} of them in it), ${afterBackup.size} after; restored ${backedUp.size}`,
    );
  } finally {
    for (const s of running) await s.stop("SIGKILL");
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
});
