// The lint rule that keeps every clock read in common/clock.ts (eslint.config.js): it is
// what lets CI run the suites under one moved date instead of two (docs/decisions/021).
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function clockErrors(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => /common\/clock\.ts/.test(m.message)).map((m) => m.line);
}

const reads = ["const a = Date.now();", "const b = new Date();", "const c = Date();", "const d = performance.timeOrigin;", "const e = [1].map(Date.now);"].join(
  "\n",
);
const notReads = ['const f = new Date("2027-03-15");', "const g = new Date(0);", "const h = performance.now();"].join("\n");

describe("the clock lint rule", () => {
  it.each(["app/routes/x.tsx", "server/x.ts", "common/x.ts", "scripts/x.ts", "site.config.ts"])("refuses each clock read in %s", async (file) => {
    expect(await clockErrors(file, `${reads}\n${notReads}\nexport { a, b, c, d, e, f, g, h };\n`)).toEqual([1, 2, 3, 4, 5]);
  });
  it("lets common/clock.ts, the one home, read the system clock", async () => {
    expect(await clockErrors("common/clock.ts", `${reads}\nexport { a, b, c, d, e };\n`)).toEqual([]);
  });
});
