// Runs the site's image with podman the way the Pod runs it (deploy/base/deployment.yaml):
// read-only root filesystem, every capability dropped, no privilege escalation, uid
// 65532, a volume at /data, a memory-bounded tmpfs at /tmp, the Pod's memory limit; on
// the host network but bound to 127.0.0.1 only.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../helpers/server-process.ts";

const run = promisify(execFile);
const env = { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.resolve("scripts/image/containers.conf") };

export async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run("podman", args, { env, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/** The image `npm run image` built last (dist/image-tag), or IMAGE. */
export function imageUnderTest(): string {
  if (process.env.IMAGE) return process.env.IMAGE;
  const file = "dist/image-tag";
  if (!fs.existsSync(file)) throw new Error("dist/image-tag is missing: run `npm run image` first (or set IMAGE).");
  return fs.readFileSync(file, "utf8").trim();
}

export interface RunningContainer {
  name: string;
  url: string;
  volume: string;
  /** When `podman run` returned. */
  startedAt: number;
  logs(): Promise<string>;
  /** Exit code once the container has stopped. */
  exited(): Promise<number>;
  remove(): Promise<void>;
}

export async function runImage(image: string, name: string, appEnv: Record<string, string>): Promise<RunningContainer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const volume = `${name}-data`;
  await podman("volume", "create", volume);
  const envArgs = Object.entries({ HOST: "127.0.0.1", PORT: String(port), SITE_URL: url, ...appEnv }).flatMap(([k, v]) => ["-e", `${k}=${v}`]);
  await podman(
    "run",
    "--detach",
    "--name",
    name,
    "--network",
    "host",
    "--read-only",
    "--read-only-tmpfs=false",
    "--tmpfs",
    "/tmp:rw,size=64m,mode=1777",
    "--cap-drop",
    "ALL",
    "--security-opt",
    "no-new-privileges",
    "--user",
    "65532:65532",
    "--memory",
    "512m",
    "--volume",
    `${volume}:/data`,
    ...envArgs,
    image,
  );
  const startedAt = Date.now();
  return {
    name,
    url,
    volume,
    startedAt,
    logs: () => podman("logs", name).catch(() => ""),
    exited: async () => Number(await podman("wait", name)),
    async remove() {
      await podman("rm", "--force", "--time", "0", name).catch(() => "");
      await podman("volume", "rm", "--force", volume).catch(() => "");
    },
  };
}
