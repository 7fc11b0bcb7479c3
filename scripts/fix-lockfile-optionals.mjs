// Adds lockfile records for the platform-specific optional packages (other OSes and CPUs)
// that npm leaves out of package-lock.json here — some are not even on this machine's
// registry — so that `npm ci` accepts the lockfile. Run after any `npm install`:
//   node scripts/fix-lockfile-optionals.mjs && npm ci --dry-run
import fs from "node:fs";
import { execFileSync } from "node:child_process";
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
let report = "";
try {
  execFileSync("npm", ["ci", "--dry-run", "--no-audit", "--no-fund"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
} catch (err) {
  report = String(err.stderr ?? "");
}
const missing = [...report.matchAll(/Missing: (.+?)@[^@\s]* from lock file/g)].map((m) => m[1]);
for (const name of missing) {
  // find the version wanted by a parent's optionalDependencies
  let version, dev = false;
  for (const [key, pkg] of Object.entries(lock.packages)) {
    const v = pkg.optionalDependencies?.[name];
    if (v) { version = v.replace(/^[\^~]/, ""); dev = Boolean(pkg.dev); break; }
  }
  if (!version) { console.error("no parent for", name); continue; }
  let meta;
  try {
    meta = JSON.parse(execFileSync("npm", ["view", `${name}@${version}`, "--json", "dist", "os", "cpu", "libc", "license", "engines", "version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  } catch {
    // Not on this registry: record it as an optional package that was not installed.
    const platform = /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|wasm32|sunos|aix)-?([a-z0-9]*)/.exec(name);
    const stub = { version, ...(dev ? { dev: true } : {}), optional: true };
    if (platform) {
      stub.os = [platform[1] === "wasm32" ? "!linux" : platform[1]];
      if (platform[2]) stub.cpu = [platform[2].replace(/eabi$|gnueabihf$|musleabihf$|msvc$|gnu$|musl$/, "")];
    }
    lock.packages[`node_modules/${name}`] = stub;
    console.log("stub", name);
    continue;
  }
  const entry = { version: meta.version, integrity: meta.dist.integrity };
  if (dev) entry.dev = true;
  entry.optional = true;
  for (const k of ["cpu", "os", "libc"]) if (meta[k]) entry[k] = meta[k];
  if (meta.license) entry.license = meta.license;
  if (meta.engines) entry.engines = meta.engines;
  lock.packages[`node_modules/${name}`] = entry;
  console.log("added", name, meta.version);
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
