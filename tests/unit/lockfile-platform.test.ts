// scripts/lockfile/fix-optionals.ts records packages this machine's registry lacks with the
// platform their names state; a wrong guess makes npm install a package where it cannot run
// (rollup's musl build on a glibc machine) or skip it where it belongs.
import { describe, expect, it } from "vitest";
import { platformFromName } from "../../scripts/lockfile/platform-from-name.ts";

describe("platformFromName", () => {
  it.each([
    ["@rollup/rollup-linux-x64-musl", { os: ["linux"], cpu: ["x64"], libc: ["musl"] }],
    ["@rollup/rollup-linux-arm-gnueabihf", { os: ["linux"], cpu: ["arm"], libc: ["glibc"] }],
    ["@rollup/rollup-android-arm-eabi", { os: ["android"], cpu: ["arm"] }],
    ["@rollup/rollup-win32-x64-gnu", { os: ["win32"], cpu: ["x64"] }],
    ["@tailwindcss/oxide-wasm32-wasi", { cpu: ["wasm32"] }],
    ["@tailwindcss/oxide-win32-arm64-msvc", { os: ["win32"], cpu: ["arm64"] }],
    ["@esbuild/linux-x64", { os: ["linux"], cpu: ["x64"] }],
    ["@esbuild/openharmony-arm64", { os: ["openharmony"], cpu: ["arm64"] }],
    ["@img/sharp-linuxmusl-arm64", { os: ["linux"], cpu: ["arm64"], libc: ["musl"] }],
    ["@img/sharp-libvips-darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
    ["@img/sharp-wasm32", { cpu: ["wasm32"] }],
    ["lightningcss-freebsd-x64", { os: ["freebsd"], cpu: ["x64"] }],
  ])("%s", (name, platform) => {
    expect(platformFromName(name)).toEqual(platform);
  });

  it("names no platform for a package whose name states none", () => {
    expect(platformFromName("fsevents")).toBeUndefined();
  });
});
