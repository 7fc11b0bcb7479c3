// nginx serving one page precompressed, the way a CDN or a static host would: the ceiling
// the load bench holds the server against. `gzip_static on; gzip off;` sends the .gz file
// we wrote (no compression per request), on every core (`worker_processes auto`), on
// 127.0.0.1 only.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "../tests/helpers/server-process.ts";

export const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export interface StaticNginx {
  url: string;
  stop(): Promise<void>;
}

export async function startStaticNginx(html: Buffer): Promise<StaticNginx> {
  const nginx = NGINX_PATHS.find((p) => fs.existsSync(p));
  if (!nginx) throw new Error("nginx is not installed (apt-get install -y nginx-light): the load bench compares the server with it.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-bench-"));
  fs.chmodSync(dir, 0o755); // nginx workers run as an unprivileged user
  fs.writeFileSync(path.join(dir, "index.html"), html, { mode: 0o644 });
  fs.writeFileSync(path.join(dir, "index.html.gz"), zlib.gzipSync(html, { level: 9 }), { mode: 0o644 });
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off; master_process on; worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; types { text/html html; } default_type application/octet-stream;
  gzip off; gzip_static on; gzip_vary on;
  server { listen 127.0.0.1:${port}; root ${dir}; index index.html; }
}
`,
  );
  const proc = spawn(nginx, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const exited = new Promise<void>((r) => proc.once("exit", () => r()));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill("SIGTERM"); // the master stops its workers
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 5_000;
  for (;;) {
    if (proc.exitCode !== null) {
      const log = fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "";
      await stop();
      throw new Error(`nginx exited with ${proc.exitCode}:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error("nginx did not answer within 5 s");
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, stop };
}
