// A marketer writes a post in the desk (issue 25): the editor previews the markdown as the
// site renders it while they type, a draft is saved, its signed preview link shows it
// (noindex) while the blog does not, and one click publishes it: it is on /blog and its
// page at once, on the production server with its page cache, with no build or restart.
// Without JavaScript the same editor saves and publishes by plain form posts.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { pinnedServerEnv } from "../helpers/test-clock.ts";

// A server of its own: the posts published here would otherwise join the shared server's
// blog list and feed, which other specs count.
let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServer({ ...pinnedServerEnv, GA_MEASUREMENT_ID: "" });
});
test.afterAll(async () => {
  await server?.stop();
});
const base = () => server.url;
// Signing a person in and four round trips of the editor: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const DESCRIPTION = "What we learned running numbats on Kubernetes: the sizing, the alerts and the runbook we now use.";

test("a marketer writes a post with a live preview, shares a draft preview, publishes it and sees it on /blog", async ({ page, context }) => {
  const slug = `numbat-notes-${Date.now()}`;
  const title = `Numbat notes ${slug.slice(-6)}`;
  await signInAsNewPerson(page, base(), { dataDir: server.dataDir });
  // The blog as visitors have it (and as the page cache keeps it) before the post exists.
  await page.goto(`${base()}/blog`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  await gotoHydrated(page, `${base()}/admin/posts`);
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Description").fill(DESCRIPTION);
  await page.getByLabel("Tags").fill("Kubernetes, Numbats");
  await page.getByLabel("Body (markdown)").fill("## Sizing the pool\n\nStart with **three** nodes.\n\n```yaml\nkind: Deployment\nreplicas: 3\n```\n");
  // The preview follows the typing, rendered by the server's pipeline: heading ids, highlighting.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Sizing the pool" })).toBeVisible();
  await expect(preview.locator("h2#sizing-the-pool")).toHaveCount(1);
  await expect(preview.locator("pre.shiki")).toContainText("replicas");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/posts/${slug}\\?saved=draft$`));
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  // Visitors do not see a draft; the preview link shows it, kept out of search engines.
  expect((await page.request.get(`${base()}/blog/${slug}`)).status()).toBe(404);
  const link = await page.getByRole("textbox", { name: "Preview link" }).inputValue();
  const stranger = await context.browser()!.newPage();
  const previewPath = new URL(link).pathname;
  const shown = await stranger.goto(base() + previewPath);
  expect(shown?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(stranger.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await stranger.close();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  await page.goto(`${base()}/blog`);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("pre.shiki")).toContainText("replicas");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor saves, previews and publishes by plain form posts, and keeps each save as a revision", async ({ page }) => {
    const slug = `quoll-notes-${Date.now()}`;
    const title = `Quoll notes ${slug.slice(-6)}`;
    await signInAsNewPerson(page, base(), { dataDir: server.dataDir });
    await page.goto(`${base()}/admin/posts/new`);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Address").fill(slug);
    await page.getByLabel("Description").fill("short");
    await page.getByLabel("Body (markdown)").fill("## First draft\n\nQuolls are **fast**.");
    await page.getByRole("button", { name: "Publish" }).click();
    // Refused with the field at fault; what was typed is kept.
    await expect(page.getByRole("alert")).toContainText("Some fields need attention");
    await expect(page.getByText("At least 40 characters")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page.getByLabel("Description").fill(DESCRIPTION.replace("numbats", "quolls"));
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "First draft" })).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/posts/${slug}\\?saved=published$`));
    await page.getByLabel("Title").fill(`${title}, revised`);
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${title}, revised` })).toBeVisible();
    const revisions = page.getByRole("region", { name: "Revisions" });
    await expect(revisions.getByRole("listitem")).toHaveCount(2);
    await revisions.getByRole("link", { name: "Compare" }).click();
    await expect(page.getByRole("region", { name: /Changes since/ })).toContainText(`${title}, revised`);
    await page.goto(`${base()}/blog`);
    await expect(page.getByRole("link", { name: `${title}, revised` }).first()).toBeVisible();
  });
});
