// Before you launch: a production start with example content left (the fixture content
// and the default settings) logs one warning per kind, with its count, pointing at
// `npm run preflight`; the counts are the ones preflight finds.
import { expect, test } from "./fixtures.ts";
import { startServer } from "../helpers/server-process.ts";
import { preflight } from "../../server/preflight/preflight.ts";
import { countByKind } from "../../server/preflight/example-content.ts";
import { FIXTURE_CONTENT_DIR } from "../helpers/content-copy.ts";

const DEFAULT_SETTINGS = {
  SITE_URL: "",
  SITE_EMAIL: "",
  SITE_PHONE: "",
  SITE_ADDRESS_STREET: "",
  SOCIAL_LINKEDIN: "",
  SOCIAL_GITHUB: "",
  SOCIAL_X: "",
  SOCIAL_YOUTUBE: "",
};

test("a production start warns once per kind of example content, with the count", async () => {
  test.setTimeout(120_000); // a production start on a busy machine
  const server = await startServer({ ...DEFAULT_SETTINGS, CONTENT_DIR: FIXTURE_CONTENT_DIR });
  try {
    const warningsLogged = () =>
      server
        .output()
        .split("\n")
        .filter((l) => l.includes('"exampleContent"'))
        .map((l) => JSON.parse(l) as { level: number; exampleContent: string; count: number; msg: string });
    const expected = countByKind(preflight(FIXTURE_CONTENT_DIR, DEFAULT_SETTINGS));
    expect(expected.length).toBeGreaterThanOrEqual(4);
    // The log reaches the pipe a moment after the server answers its health check.
    await expect.poll(() => warningsLogged().map((w) => [w.exampleContent, w.count])).toEqual(expected.map((k) => [k.kind, k.count]));
    const warnings = warningsLogged();
    for (const w of warnings) {
      expect(w.level).toBe(40); // pino's warn
      expect(w.msg).toMatch(/still in the site; npm run preflight lists them/);
    }
  } finally {
    await server.stop();
  }
});
