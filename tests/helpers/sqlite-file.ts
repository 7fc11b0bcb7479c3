// What the operating system says about a running server's SQLite file (issue 21, audit H-1):
// the POSIX locks it holds on the database file, the files it has open that were unlinked
// under it, and what another SQLite library does to the file when it opens, reads and closes it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** The fcntl locks process `pid` holds on `file`, from /proc/locks (matched by the file's inode). */
export function posixLocksOn(pid: number, file: string): string[] {
  const inode = fs.statSync(file).ino;
  // "1: POSIX  ADVISORY  READ 4242 fd:01:123456 1073741826 1073742335"
  return fs
    .readFileSync("/proc/locks", "utf8")
    .split("\n")
    .filter((line) => {
      const m = /^\d+: POSIX\s+ADVISORY\s+(?:READ|WRITE)\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s/.exec(line);
      return m !== null && Number(m[1]) === pid && Number(m[2]) === inode;
    });
}

/** Files in `dir` that process `pid` still has open although they were deleted (a WAL unlinked under it). */
export function deletedFilesOpenIn(pid: number, dir: string): string[] {
  const fdDir = `/proc/${pid}/fd`;
  return fs
    .readdirSync(fdDir)
    .map((fd) => {
      try {
        return fs.readlinkSync(path.join(fdDir, fd));
      } catch {
        return ""; // closed meanwhile
      }
    })
    .filter((target) => target.startsWith(fs.realpathSync(dir) + path.sep) && target.endsWith(" (deleted)"));
}

/**
 * Another program's SQLite (Python's sqlite3 module, on the system's libsqlite3, like the
 * `sqlite3` shell) opens the file, reads and closes it: what a backup job or a DB browser does.
 */
export function foreignRead(file: string): number {
  const script = "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1])\nprint(c.execute('select count(*) from leads').fetchone()[0])\nc.close()";
  return Number(execFileSync("python3", ["-c", script, file], { encoding: "utf8" }).trim());
}

/** PRAGMA integrity_check of a database no process is writing: "ok" or SQLite's list of faults. */
export function integrityCheck(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check).join("\n");
  } finally {
    db.close();
  }
}
