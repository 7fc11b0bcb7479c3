// The drawn images' text comes from the fonts the project brings, not the machine's
// (scripts/images/drawing-fonts.ts): with fontconfig pointed at them, letters are drawn;
// with a configuration that names no fonts (the container image has none), the same
// drawing gets boxes, which is what the project's own fonts prevent.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const drawText = (args: string[], env: NodeJS.ProcessEnv) =>
  JSON.parse(execFileSync(process.execPath, ["tests/helpers/draw-text.mjs", ...args], { env: { ...process.env, ...env }, encoding: "utf8" })) as {
    differ: boolean;
  };

describe("the drawing fonts", () => {
  it("draws letters with the project's fonts, where a machine without fonts draws boxes", () => {
    const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "no-fonts-")), "fonts.conf");
    fs.writeFileSync(empty, `<?xml version="1.0"?>\n<fontconfig><dir>${path.dirname(empty)}</dir></fontconfig>\n`);
    expect(drawText([], { FONTCONFIG_FILE: empty })).toEqual({ differ: false });
    expect(drawText(["--drawing-fonts"], { FONTCONFIG_FILE: empty })).toEqual({ differ: true });
  });
});
