// Hostile input at the page routes (the API's are in tests/api/hostile-input.test.ts):
// arbitrary paths and query strings on the running production server never produce a
// 5xx or a stack trace.
import { expect, test } from "./fixtures.ts";
import fc from "fast-check";

const base = () => process.env.BASE_URL!;
const STACK = /at \S+ \(|node_modules|\.tsx?:\d+/;

test("arbitrary page paths and query strings answer without a 5xx or a stack trace", async ({ request }) => {
  test.setTimeout(120_000);
  const prefix = fc.constantFrom("", "services", "solutions", "case-studies", "blog", "white-papers", "blogs", "images", "assets", "admin", "contact");
  const segment = fc.oneof(
    fc.webSegment(),
    fc.string({ maxLength: 60 }).map(encodeURIComponent),
    fc.constantFrom("..", "%2e%2e", "%00", "%ff", "%c0%ae", "%", "~", "index.data", "_root.data", "list.json", "x.md", "a".repeat(2000)),
  );
  await fc.assert(
    fc.asyncProperty(prefix, fc.array(segment, { maxLength: 3 }), fc.webQueryParameters(), async (first, rest, query) => {
      const path = "/" + [first, ...rest].filter(Boolean).join("/");
      const res = await request.get(`${base()}${path}?${query}`, { maxRedirects: 0, failOnStatusCode: false });
      const body = await res.text();
      expect(res.status(), path).toBeLessThan(500);
      expect(body, path).not.toMatch(STACK);
    }),
    { numRuns: 120 },
  );
});
