// A marketer edits the site's pages and case studies in the desk (issue 25, decision 046),
// on the production server with its page cache, with no build or restart: /about's new
// words wait as a draft (visitors still read the old ones; the preview link shows them),
// then publishing puts them on /about, and "Revert to the file's version" takes them off
// again; a case study edited the same way shows its new title on /case-studies and its
// page; an image used as a case study's cover cannot be deleted, and the desk says where
// it is used.
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { signInAsNewPerson } from "../helpers/desk-people.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { pinnedServerEnv } from "../helpers/test-clock.ts";

// A server of its own: the pages and case studies changed here would otherwise change
// what the shared server's other specs read.
let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServer({ ...pinnedServerEnv, GA_MEASUREMENT_ID: "" });
});
test.afterAll(async () => {
  await server?.stop();
});
const base = () => server.url;
// Signing a person in and several round trips of the editor: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a marketer drafts new words for /about, previews them, publishes them, and reverts to the file", async ({ page, context }) => {
  const words = `Wombat-tested since 2019, note ${Date.now()}.`;
  await signInAsNewPerson(page, base(), { dataDir: server.dataDir });
  // The page as visitors have it, and as the page cache now keeps it.
  await page.goto(`${base()}/about`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Clustermind");
  await expect(page.getByText(words)).toHaveCount(0);

  await gotoHydrated(page, `${base()}/admin/pages`);
  await page.getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  const body = page.getByLabel("Body (markdown)");
  await body.fill(`${words}\n\n${await body.inputValue()}`);
  // The preview follows the typing, with the site's settings filled in as the page fills them.
  await expect(page.getByRole("region", { name: "Preview" }).getByText(words)).toBeVisible();
  // Above the body, the heading and lead as visitors read them, following the typing.
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("heading", { level: 2, name: "About Clustermind" })).toBeVisible();
  await page.getByLabel("Heading").fill("Meet {siteName}");
  await expect(page.getByRole("region", { name: "Preview" }).getByRole("heading", { level: 2, name: "Meet Clustermind" })).toBeVisible();
  await page.getByLabel("Heading").fill("About {siteName}");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await page.goto(`${base()}/about`);
  await expect(page.getByText(words)).toHaveCount(0); // a draft leaves the published page as it was
  await gotoHydrated(page, `${base()}/admin/pages/about`);
  const link = await page.getByRole("textbox", { name: "Preview link" }).inputValue();
  const stranger = await context.browser()!.newPage();
  const shown = await stranger.goto(base() + new URL(link).pathname);
  expect(shown?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(stranger.getByText(words)).toBeVisible();
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("About Clustermind");
  await stranger.close();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  await page.goto(`${base()}/about`);
  await expect(page.getByText(words)).toBeVisible();

  await gotoHydrated(page, `${base()}/admin/pages/about`);
  await page.getByRole("button", { name: "Revert to the file’s version" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reverted." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Revisions" }).getByRole("listitem")).toHaveCount(3);
  await page.goto(`${base()}/about`);
  await expect(page.getByText(words)).toHaveCount(0);
});

test("a marketer retitles a case study in the desk and /case-studies shows it", async ({ page }) => {
  const title = `SLOs and a calm on-call, ${Date.now()}`;
  await signInAsNewPerson(page, base(), { dataDir: server.dataDir });
  await page.goto(`${base()}/case-studies`);
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  await gotoHydrated(page, `${base()}/admin/case-studies`);
  await page.getByRole("link", { name: "SLOs and a Calm On-Call for a Diagnostics Lab Network" }).click();
  await expect(page.getByText("your first save here makes it the desk’s")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();

  await page.goto(`${base()}/case-studies`);
  await page.getByRole("heading", { name: title }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto(`${base()}/case-studies/diagnostics-lab-sre-slos`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an image used as a case study's cover cannot be deleted, and the desk says where it is used", async ({ page }) => {
  await signInAsNewPerson(page, base(), { dataDir: server.dataDir });
  const alt = `Dispatch board ${Date.now()}`;
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  await gotoHydrated(page, `${base()}/admin/images`);
  await page.getByLabel("Image file").setInputFiles({ name: "board.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  const card = page.getByRole("listitem", { name: alt });
  await expect(card).toContainText("Not used by any post, case study or page.");
  const src = /\]\((\/media\/[0-9a-f]{16}-\d+\.webp)\)$/.exec(await card.getByLabel("Markdown, for a post or page").inputValue())?.[1];
  expect(src).toBeDefined();

  await gotoHydrated(page, `${base()}/admin/case-studies/telehealth-livekit-video-visits`);
  const cover = page.getByLabel("Cover image");
  await expect(page.locator(`#cover-choices option[value="${src}"]`)).toHaveCount(1); // offered among the choices
  await cover.fill(src!);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();

  await gotoHydrated(page, `${base()}/admin/images`);
  const used = page.getByRole("listitem", { name: alt });
  await expect(used.getByRole("region", { name: `Where ${alt} is used` })).toContainText("Used in 1 place");
  await used.getByRole("button", { name: `Delete ${alt}` }).click();
  await expect(page.getByRole("alert")).toContainText("This image is in use, so it was not deleted");
  const where = page.getByLabel("Where the image is used");
  await expect(where.getByRole("link", { name: /Telehealth|LiveKit|video/i })).toHaveAttribute("href", "/admin/case-studies/telehealth-livekit-video-visits");
  await expect(page.getByRole("listitem", { name: alt })).toHaveCount(1);
  expect((await page.request.get(base() + src!)).status()).toBe(200);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page editor previews the heading, lead and body, saves a draft and publishes by plain form posts", async ({ page }) => {
    const lead = `Burrow-tested engineers, note ${Date.now()}.`;
    await signInAsNewPerson(page, base(), { dataDir: server.dataDir });
    await page.goto(`${base()}/admin/pages/open-source`);
    const preview = page.getByRole("region", { name: "Preview" });
    // The page as visitors see it: the kicker, the heading and the lead above the body.
    await expect(preview.getByRole("heading", { level: 2, name: "Open Source" }).first()).toBeVisible();
    await page.getByLabel("Heading").fill("Open source at {siteName}");
    await page.getByLabel("Lead").fill(lead);
    await page.getByLabel("Body (markdown)").fill("## What we give back\n\nPatches to **Karpenter**.");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(preview.getByRole("heading", { level: 2, name: "Open source at Clustermind" })).toBeVisible();
    await expect(preview.getByText(lead)).toBeVisible();
    await expect(preview.getByRole("heading", { name: "What we give back" })).toBeVisible();
    await expect(page.getByLabel("Lead")).toHaveValue(lead); // what was typed is kept

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/open-source\?saved=draft$/);
    await page.goto(`${base()}/resources/open-source`);
    await expect(page.getByText(lead)).toHaveCount(0);

    await page.goto(`${base()}/admin/pages/open-source`);
    await expect(page.getByLabel("Lead")).toHaveValue(lead);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
    await page.goto(`${base()}/resources/open-source`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open source at Clustermind");
    await expect(page.getByText(lead)).toBeVisible();

    await page.goto(`${base()}/admin/pages/open-source`);
    await page.getByRole("button", { name: "Revert to the file’s version" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reverted." })).toBeVisible();
  });

  test("the case-study editor refuses a bad field, previews, publishes with the study's own cover art, and keeps each save", async ({ page }) => {
    const slug = `numbat-freight-${Date.now()}`;
    const title = `Numbat freight ${slug.slice(-6)}`;
    await signInAsNewPerson(page, base(), { dataDir: server.dataDir });
    await page.goto(`${base()}/admin/case-studies/new`);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Address").fill(slug);
    await page.getByLabel("Description").fill("short");
    await page.getByLabel("Client").fill("Numbat Freight (fictional)");
    await page.getByLabel("Industry").selectOption("SaaS");
    await page.getByLabel("Tags").fill("Kubernetes, Karpenter");
    await page
      .getByLabel("Body (markdown)")
      .fill(
        "## The challenge\n\nSlow **dispatch**.\n\n## The results\n\n| Metric | Before | After |\n| --- | --- | --- |\n| Dispatch time | 40 min | 6 min |\n",
      );
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("alert")).toContainText("Some fields need attention");
    await expect(page.getByText("At least 40 characters")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page.getByLabel("Description").fill("A fictional numbat freight firm moved its dispatch to Kubernetes and cut its dispatch time.");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "The challenge" })).toBeVisible();

    await page.getByRole("button", { name: "Publish" }).click(); // no cover picked
    await expect(page).toHaveURL(new RegExp(`/admin/case-studies/${slug}\\?saved=published$`));
    await expect(page.getByText("Its own art, as saved")).toBeVisible();
    await page.getByLabel("Title").fill(`${title}, revised`);
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${title}, revised` })).toBeVisible();
    const revisions = page.getByRole("region", { name: "Revisions" });
    await expect(revisions.getByRole("listitem")).toHaveCount(2);
    await revisions.getByRole("link", { name: "Compare" }).click();
    await expect(page.getByRole("region", { name: /Changes since/ })).toContainText(`${title}, revised`);

    await page.goto(`${base()}/case-studies/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `${title}, revised` })).toBeVisible();
    const cover = page.getByRole("img", { name: /Chart of the results: dispatch time from 40 min to 6 min/ });
    await expect(cover).toHaveAttribute("src", new RegExp(`^/images/case-studies/art/${slug}-[0-9a-f]{16}\\.webp$`));
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(600); // drawn, not the placeholder
  });
});
