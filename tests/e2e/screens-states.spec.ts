// The states of the data screens (SPEC 4 and 8). Public pages arrive with their data
// (decision 023), so the SPEC's loading skeletons never show and its error texts come
// from the server: the page of a section whose data cannot be read says so, in a 503
// (decision 007 records the change).
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { pinnedServerEnv } from "../helpers/test-clock.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

test.describe("when the database fails", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer({ ...pinnedServerEnv, GA_MEASUREMENT_ID: "" });
    // Break the running server's database under it: every list query now fails.
    const db = new Database(path.join(server.dataDir, "site.db"));
    db.exec("drop table services; drop table solutions; drop table case_studies; drop table testimonials; drop table blog_posts;");
    db.close();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the server-rendered pages show the same red error texts, with HTTP 503", async ({ page, request }) => {
    const res = await request.get(`${server.url}/`);
    expect(res.status()).toBe(503);
    const html = await res.text();
    for (const text of [
      "Error loading services. Please try again.",
      "Error loading solutions. Please try again.",
      "Error loading case studies. Please try again.",
      "Error loading testimonials. Please try again.",
    ])
      expect(html).toContain(text);
    expect((await request.get(`${server.url}/services`)).status()).toBe(503);
    await gotoHydrated(page, `${server.url}/case-studies`);
    await expect(page.getByText("Error loading case studies. Please try again.", { exact: true })).toBeVisible();
    await expect(page.getByText("25+")).toBeVisible();
  });
});
