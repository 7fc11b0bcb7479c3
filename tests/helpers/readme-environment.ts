// The variables the README's Environment table documents: the names in backticks in the
// first column of each row (a row may name several).
import fs from "node:fs";

export function documentedEnvironment(readme = fs.readFileSync("README.md", "utf8")): Set<string> {
  const table = readme.split(/^## Environment$/m)[1]?.split(/^## /m)[0] ?? "";
  const names = table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
  return new Set(names);
}
