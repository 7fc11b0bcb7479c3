// The site's font files hold only part of Inter's weight axis (scripts/build-fonts.ts):
// every weight the pages ask for must be inside it, or that text would render at the
// nearest weight the file has and look wrong without any error.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const TAILWIND_WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sourceFiles(full);
    return /\.(tsx?|css)$/.test(e.name) ? [full] : [];
  });
}

describe("font weights", () => {
  const css = fs.readFileSync("app/app.css", "utf8");
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule]) => rule!);

  it("every @font-face of Inter declares the weights its generated file holds", () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const rule of faces) {
      const declared = /font-weight:\s*(\d+)\s+(\d+)/.exec(rule)!;
      const file = /wght-(\d+)-(\d+)-normal\.woff2/.exec(rule)!;
      expect([declared[1], declared[2]]).toEqual([file[1], file[2]]);
    }
  });

  it("every weight the site's classes and styles use is inside that range", () => {
    const [, min, max] = /font-weight:\s*(\d+)\s+(\d+)/.exec(faces[0]!)!.map(Number);
    const outside: string[] = [];
    for (const file of sourceFiles("app")) {
      const text = fs.readFileSync(file, "utf8").replace(/@font-face\s*{[^}]*}/g, "");
      for (const [, name] of text.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)) {
        const weight = TAILWIND_WEIGHTS[name!]!;
        if (weight < min! || weight > max!) outside.push(`${file}: font-${name} (${weight})`);
      }
      for (const [, value] of text.matchAll(/font-weight:\s*(\d+)/g)) {
        if (Number(value) < min! || Number(value) > max!) outside.push(`${file}: font-weight ${value}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
