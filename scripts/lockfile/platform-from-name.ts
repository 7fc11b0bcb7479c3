// The platform a native package is built for, read from its name the way the big native
// packages spell it: os-cpu[-abi] (@rollup/rollup-linux-x64-musl, @esbuild/win32-arm64,
// @tailwindcss/oxide-linux-arm-gnueabihf, lightningcss-darwin-arm64), with sharp's own
// "linuxmusl" (@img/sharp-linuxmusl-arm64) and WebAssembly builds that name only the cpu
// (@tailwindcss/oxide-wasm32-wasi, @img/sharp-wasm32). For packages the registry does not
// have, so npm installs each record only where it belongs (./fix-optionals.ts).
export interface Platform {
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OSES = new Set(["aix", "android", "darwin", "freebsd", "linux", "netbsd", "openbsd", "openharmony", "sunos", "win32"]);
const CPUS = new Set(["arm", "arm64", "ia32", "loong64", "mips64el", "ppc64", "riscv64", "s390x", "x64", "wasm32"]);

export function platformFromName(name: string): Platform | undefined {
  let os: string | undefined, cpu: string | undefined, libc: string | undefined;
  for (const part of name.slice(name.lastIndexOf("/") + 1).split("-")) {
    if (part === "linuxmusl") [os, libc] = ["linux", "musl"];
    else if (OSES.has(part)) os = part;
    else if (CPUS.has(part)) cpu = part;
    else if (part.startsWith("musl"))
      libc = "musl"; // musl, musleabihf
    else if (part.startsWith("gnu") || part === "glibc") libc = "glibc"; // gnu, gnueabihf
  }
  if (!os && !cpu) return undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    // npm checks libc only on Linux (and refuses a package that names one anywhere else).
    ...(os === "linux" && libc ? { libc: [libc] } : {}),
  };
}
