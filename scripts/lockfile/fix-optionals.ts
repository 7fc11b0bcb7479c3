// Adds lockfile records for the platform-specific optional packages (other OSes and CPUs)
// that npm leaves out of package-lock.json on this machine, because its registry lacks
// those versions, so that `npm ci` accepts the lockfile. A fresh `npm install` here still
// needs it (tried 2026-11-23: 32 records missing, rollup's and tailwind's); keeping the
// lockfile (`npm install` with it present) does not. Run after adding or upgrading a package:
//   npx tsx scripts/lockfile/fix-optionals.ts && npm ci --dry-run
// A package the registry has at that version gets its real record (with integrity); one it
// lacks gets a record without a tarball, marked optional, with the platform its name
// states, so npm skips it everywhere else and tries it only where it belongs.
import fs from "node:fs";
import { execFileSync } from "node:child_process";
import { platformFromName } from "./platform-from-name.ts";

interface LockEntry {
  version?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
  engines?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockEntry> };

function npmCiRefusal(): string {
  try {
    execFileSync("npm", ["ci", "--dry-run", "--no-audit", "--no-fund"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return "";
  } catch (err) {
    return String((err as { stderr?: string }).stderr ?? "");
  }
}

/** The version a parent's optionalDependencies asks for, and whether that parent is a dev dependency. */
function wantedBy(name: string): { version: string; dev: boolean } | undefined {
  for (const pkg of Object.values(lock.packages)) {
    const spec = pkg.optionalDependencies?.[name];
    if (spec) return { version: spec.replace(/^[\^~]/, ""), dev: Boolean(pkg.dev) };
  }
  return undefined;
}

function registryRecord(name: string, version: string): LockEntry | undefined {
  try {
    const args = ["view", `${name}@${version}`, "--json", "dist", "os", "cpu", "libc", "license", "engines", "version"];
    const meta = JSON.parse(execFileSync("npm", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
    return { version: meta.version, integrity: meta.dist.integrity, os: meta.os, cpu: meta.cpu, libc: meta.libc, license: meta.license, engines: meta.engines };
  } catch {
    return undefined;
  }
}

const missing = [...npmCiRefusal().matchAll(/Missing: (.+?)@[^@\s]* from lock file/g)].map((m) => m[1]!);
for (const name of missing) {
  const wanted = wantedBy(name);
  if (!wanted) {
    console.error("no parent for", name);
    continue;
  }
  const found = registryRecord(name, wanted.version);
  const record = found ?? { version: wanted.version, ...platformFromName(name) };
  // Keys in npm's order (version, integrity, then alphabetical); JSON.stringify drops the undefined ones.
  const { version, integrity, cpu, engines, libc, license, os } = record;
  lock.packages[`node_modules/${name}`] = { version, integrity, cpu, dev: wanted.dev || undefined, engines, libc, license, optional: true, os };
  console.log(found ? "added" : "recorded (not on this registry)", name, version);
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
