// The variables docs/environment.md documents for the server: the names in backticks in the
// first column of each row of its "The server's variables" table (a row may name several).
// The tests' and benchmarks' own variables are a later section of that page, not read here.
import fs from "node:fs";

export const ENVIRONMENT_PAGE = "docs/environment.md";

export function documentedEnvironment(page = fs.readFileSync(ENVIRONMENT_PAGE, "utf8")): Set<string> {
  const table = page.split(/^## The server's variables$/m)[1]?.split(/^## /m)[0] ?? "";
  const names = table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
  return new Set(names);
}
