// Every desk page links the desk's own stylesheet (decision 025): the public pages' inline
// sheet leaves the desk's utilities out, so a desk page without it renders unstyled.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = "app/routes/admin";
const deskPages = fs
  .readdirSync(ROUTES)
  .filter((f) => f.endsWith(".tsx"))
  .map((f) => path.join(ROUTES, f))
  .filter((f) => /export const handle = deskHandle/.test(fs.readFileSync(f, "utf8")));

describe("desk pages", () => {
  it("are found", () => expect(deskPages.length).toBeGreaterThan(5));
  it.each(deskPages)("%s links the desk stylesheet", (file) => {
    expect(fs.readFileSync(file, "utf8")).toMatch(/export const links(: [\w.]+)? = (deskLinks|\(\) => \[deskStylesheet)/);
  });
});
