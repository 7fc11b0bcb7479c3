// A post dated in the future appears on its day, in the server HTML and in the browser,
// without a restart: a server whose clock starts on 2027-03-15 (CLOCK_START_AT) shows
// livekit-agents-voice-ai-2027 as the newest post, where the suite's server (pinned to
// TEST_NOW, 2026-11-20) answers 404 for it (routes.spec.ts).
import { expect, test } from "./fixtures.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const ON_ITS_DAY = "2027-03-15T09:00:00.000Z";
const TITLE = "Voice AI Agents on LiveKit: What Changes in 2027";
// The fixture's 10 markdown posts visible that day and its 3 server posts: /blog lists both
// sources (decision 031).
const BLOG_LIST_ON_ITS_DAY = 13;

let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServer({ CLOCK_START_AT: ON_ITS_DAY, GA_MEASUREMENT_ID: "" });
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe("server HTML, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("on its day the 2027 post opens and leads the blog list", async ({ page }) => {
    const post = await page.goto(`${server.url}/blog/livekit-agents-voice-ai-2027`);
    expect(post!.status()).toBe(200);
    await expect(page.locator("main h1")).toHaveText(TITLE);
    await expect(page.locator("main")).toContainText("March 15, 2027");
    await page.goto(`${server.url}/blog`);
    const cards = page.locator("main [data-testid=blog-card]");
    await expect(cards).toHaveCount(BLOG_LIST_ON_ITS_DAY);
    await expect(cards.first()).toContainText(TITLE);
  });
});

test("the browser, on the same day, lists it too after following the Blog link", async ({ page, context }) => {
  await context.clock.setFixedTime(ON_ITS_DAY); // the fixture pinned TEST_NOW; this server lives on 2027-03-15
  await gotoHydrated(page, `${server.url}/contact`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  const cards = page.getByTestId("blog-card");
  await expect(cards).toHaveCount(BLOG_LIST_ON_ITS_DAY);
  await expect(cards.first()).toContainText(TITLE);
  await expect(page.locator("footer")).toContainText("© 2027 ");
});
