// Where the sign-in page may send a person afterwards: a path on this site, nothing else.
import { describe, expect, it } from "vitest";
import { safeNextPath } from "../../common/desk-rules.ts";

describe("safeNextPath", () => {
  it.each(["/admin/leads", "/admin/leads?status=new&page=2", "/admin/leads/42#notes", "/"])("keeps the site path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    "//evil.example/admin",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "admin/leads",
    "/\t/evil.example",
    "/\n/evil.example",
    "/admin\\..\\x",
    "",
    undefined,
    42,
  ])("refuses %j and falls back to /admin/leads", (next) => {
    expect(safeNextPath(next)).toBe("/admin/leads");
  });
});
