// The states of every data screen (SPEC 4 and 8): skeleton counts while a client-side
// navigation waits for data, the exact red error texts when the API fails, the empty
// blog, and the same error texts in the server-rendered page when the database fails.
import path from "node:path";
import Database from "better-sqlite3";
import type { Locator, Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { pinnedServerEnv } from "../helpers/test-clock.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const hydrated = gotoHydrated;
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const fail = (route: Route) => route.fulfill({ status: 500, body: "down" });

/** Holds every request matching the patterns until release() is called. */
async function hold(page: Page, patterns: string[]) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  for (const p of patterns)
    await page.route(p, async (route) => {
      await held;
      await route.continue();
    });
  return release;
}

/** The text colour as sRGB, whatever colour space the stylesheet uses (Tailwind 4: oklch). */
const textRgb = (el: Locator) =>
  el.evaluate((node) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = getComputedStyle(node).color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });

const HOME_LISTS = ["**/api/services", "**/api/solutions", "**/api/case-studies", "**/api/testimonials", "**/blogs/list.json"];
const section = (page: Page, id: string) => page.locator(`section[aria-labelledby=${id}]`);

test("home shows 6 service, 3 case study, 2 testimonial and 3 blog skeletons while its data loads", async ({ page }) => {
  await hydrated(page, `${base()}/contact`);
  const release = await hold(page, HOME_LISTS);
  await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect(section(page, "home-services").getByTestId("skeleton")).toHaveCount(6);
  await expect(section(page, "home-cases").getByTestId("skeleton")).toHaveCount(3);
  await expect(section(page, "home-testimonials").getByTestId("skeleton")).toHaveCount(2);
  await expect(section(page, "home-blog").getByTestId("skeleton")).toHaveCount(3);
  release();
  await expect(page.getByTestId("skeleton")).toHaveCount(0);
  await expect(section(page, "home-cases").locator("article")).toHaveCount(3);
  await expect(section(page, "home-testimonials").locator("figure")).toHaveCount(2);
  await expect(section(page, "home-blog").getByTestId("blog-card")).toHaveCount(3);
});

test("home shows each list's exact error text in red when the API fails during client navigation", async ({ page }) => {
  await hydrated(page, `${base()}/contact`);
  for (const p of [...HOME_LISTS, "**/api/blog-posts"]) await page.route(p, fail);
  await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
  for (const text of [
    "Error loading services. Please try again.",
    "Error loading solutions. Please try again.",
    "Error loading case studies. Please try again.",
    "Error loading testimonials. Please try again.",
    "Error loading blog posts. Please try again.",
  ]) {
    const error = page.getByText(text, { exact: true });
    await expect(error).toBeVisible();
    const [r, g, b] = await textRgb(error);
    expect(r, `${text} is red`).toBeGreaterThan(150);
    expect(Math.max(g!, b!), `${text} is red`).toBeLessThan(60);
  }
});

// Each full page load starts with an empty client cache; /white-papers loads no list data.
test("the services list shows 6 skeletons, then its cards; the solutions list its error text", async ({ page }) => {
  await hydrated(page, `${base()}/white-papers`);
  const release = await hold(page, ["**/api/services"]);
  await page.getByRole("link", { name: "Our services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByTestId("skeleton")).toHaveCount(6);
  release();
  await expect(page.getByTestId("skeleton")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Learn more about/ })).toHaveCount(8);

  await hydrated(page, `${base()}/white-papers`);
  await page.route("**/api/solutions", fail);
  await mainNav(page).getByRole("link", { name: "Solutions" }).click();
  await expect(page.getByText("Error loading solutions. Please try again.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /^View details of/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Industries We Serve" })).toBeVisible();
});

test("the blog list shows its error text when both sources fail, and 'No blog posts available.' when both are empty", async ({ page }) => {
  await hydrated(page, `${base()}/white-papers`);
  await page.route("**/blogs/list.json", fail);
  await page.route("**/api/blog-posts", fail);
  await mainNav(page).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByText("Error loading blog posts. Please try again.", { exact: true })).toBeVisible();
  await expect(page.getByTestId("blog-card")).toHaveCount(0);

  await page.unrouteAll();
  await hydrated(page, `${base()}/white-papers`);
  const empty = (route: Route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" });
  await page.route("**/blogs/list.json", empty);
  await page.route("**/api/blog-posts", empty);
  await mainNav(page).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByText("No blog posts available.", { exact: true })).toBeVisible();
});

test("the blog list falls back to the server posts when the markdown list fails", async ({ page }) => {
  await hydrated(page, `${base()}/white-papers`);
  await page.route("**/blogs/list.json", fail);
  await mainNav(page).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("link", { name: "Platform Engineering: Building an Internal Developer Platform Teams Want to Use", exact: true })).toBeVisible();
});

test("detail screens: skeletons while loading, rendered markdown after a client-side navigation, and their failure views", async ({ page }) => {
  // Blog post: rendered by the server (/api/rendered-posts), shown when it arrives.
  await hydrated(page, `${base()}/blog`);
  let release = await hold(page, ["**/api/rendered-posts/kubernetes-cost-optimization-karpenter"]);
  await page.getByRole("link", { name: "Read more about Kubernetes Cost Optimization with Karpenter: What Actually Moves the Bill" }).click();
  await expect(page.getByTestId("blog-post-skeleton")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kubernetes Cost Optimization with Karpenter: What Actually Moves the Bill");
  await expect(page.locator(".prose-content table")).toHaveCount(1);

  // Case study: home's cards navigate client-side.
  await hydrated(page, `${base()}/`);
  release = await hold(page, ["**/api/case-studies/*"]);
  await section(page, "home-cases")
    .getByRole("link", { name: /^Read case study/ })
    .first()
    .click();
  await expect(page.getByTestId("case-study-skeleton")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Project Highlights" })).toBeVisible();

  // Service and solution details: a failed load shows the not-found view.
  await hydrated(page, `${base()}/services`);
  await page.route("**/api/services/managed-sre", fail);
  await page.getByRole("link", { name: "Learn more about Managed SRE" }).click();
  await expect(page.getByRole("heading", { name: "Service Not Found" })).toBeVisible();
  await expect(page.getByText("The service you're looking for couldn't be found or is temporarily unavailable.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");

  await hydrated(page, `${base()}/solutions`);
  await page.route("**/api/solutions/cloud-migration", fail);
  await page.getByRole("link", { name: "View details of Cloud Migration" }).click();
  await expect(page.getByRole("heading", { name: "Solution Not Found" })).toBeVisible();
  await expect(page.getByText("The solution you're looking for could not be found.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Solutions" })).toHaveAttribute("href", "/solutions");
});

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
