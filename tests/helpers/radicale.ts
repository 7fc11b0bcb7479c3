// A real CalDAV server for tests: Radicale (Debian's package) on loopback, a fresh storage
// folder, any login accepted (`--auth-type none`; its "owner only" rights still keep each
// person to their own calendars, so the login a calendar is read with matters).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startRadicale() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "radicale-"));
  const port = await freePort();
  const child = spawn(
    "/usr/bin/python3",
    ["-m", "radicale", "--server-hosts", `127.0.0.1:${port}`, "--storage-filesystem-folder", folder, "--auth-type", "none", "--logging-level", "warning"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000; // a real deadline for a real process, not the app's clock
  for (;;) {
    try {
      if ((await fetch(`${base}/.web/`)).status < 500) break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Radicale did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const auth = (user: string) => ({ authorization: `Basic ${Buffer.from(`${user}:secret-${user}`).toString("base64")}` });
  return {
    base,
    auth,
    /** Makes `/{user}/{name}/` a calendar and gives its URL. */
    async calendar(user: string, name = "calendar"): Promise<string> {
      const url = `${base}/${user}/${name}/`;
      const res = await fetch(url, { method: "MKCALENDAR", headers: auth(user) });
      if (res.status !== 201) throw new Error(`MKCALENDAR ${url}: ${res.status} ${await res.text()}`);
      return url;
    },
    /** Puts an event (VCALENDAR text) into a calendar. */
    async put(calendarUrl: string, user: string, name: string, ics: string): Promise<void> {
      const res = await fetch(`${calendarUrl}${name}.ics`, { method: "PUT", headers: { ...auth(user), "content-type": "text/calendar" }, body: ics });
      if (res.status >= 300) throw new Error(`PUT: ${res.status} ${await res.text()}`);
    },
    /** What a calendar holds at an address: the text, or null when there is nothing. */
    async get(url: string, user: string): Promise<string | null> {
      const res = await fetch(url, { headers: auth(user) });
      return res.status === 404 ? null : res.text();
    },
    async stop() {
      child.kill();
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
