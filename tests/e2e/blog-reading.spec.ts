// Issue 14, reading a post: the first HTML (JavaScript off) already holds highlighted
// code, heading anchors, the table of contents and the reading time; the copy button
// appears with JavaScript and copies the block.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const POST = "/blog/kubernetes-cost-optimization-karpenter"; // YAML and PromQL blocks, six sections, a footnote

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a post with code: highlighted tokens, labelled blocks, reading time, no copy button", async ({ page }) => {
    await page.goto(base() + POST);
    const yaml = page.locator(".code-block").filter({ has: page.locator(".code-block-lang", { hasText: "YAML" }) });
    await expect(yaml).toHaveCount(1);
    // Keys and values of the NodePool in their own colours (github-dark-default's green and blue).
    await expect(yaml.locator("pre span.tok-7ee787", { hasText: /^apiVersion$/ })).toHaveCount(1);
    await expect(yaml.locator("pre span.tok-a5d6ff", { hasText: /^NodePool$/ })).toHaveCount(1);
    expect(await yaml.locator("pre span[class^=tok-]").count()).toBeGreaterThan(20);
    await expect(page.locator(".code-block-lang")).toHaveText(["PromQL", "YAML"]);
    await expect(page.getByTestId("reading-time")).toHaveText(/^\d+ min read$/);
    await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0); // hidden: nothing that would do nothing
  });

  test("every h2 and h3 has an id and a link to it, and the contents (collapsed on a phone) link to each h2", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(base() + POST);
    const headings = page.locator(".prose-content :is(h2, h3):not(.sr-only)");
    const ids = await headings.evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const [i, id] of ids.entries()) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      const title = (await headings.nth(i).textContent())!;
      await expect(page.getByRole("link", { name: `Link to section: ${title}`, exact: true })).toHaveAttribute("href", `#${id}`);
    }

    const contents = page.getByTestId("toc-details");
    await expect(contents).toBeVisible();
    await expect(page.getByTestId("toc-sidebar")).toBeHidden();
    const links = contents.getByRole("link");
    await expect(links.first()).toBeHidden(); // collapsed until opened
    await contents.getByText("Contents").click();
    const h2ids = await page.locator(".prose-content h2:not(.sr-only)").evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(h2ids);

    // Following an entry lands on its section.
    await links.nth(3).click();
    await expect(page).toHaveURL(new RegExp(`${h2ids[3]}$`));
    await expect(page.locator(h2ids[3]!)).toBeInViewport();
  });

  test("from 1280 px the contents stand beside the text and stay in view while reading", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(base() + POST);
    const side = page.getByRole("navigation", { name: "On this page" });
    await expect(side).toBeVisible();
    await expect(page.getByTestId("toc-details")).toBeHidden();
    const article = await page.locator("article").boundingBox();
    const nav = await side.boundingBox();
    expect(nav!.x).toBeGreaterThan(article!.x + article!.width); // beside, not above
    await page.locator(".prose-content .footnotes").scrollIntoViewIfNeeded();
    await expect(side).toBeInViewport(); // sticky
  });

  test("an updated post says when", async ({ page }) => {
    await page.goto(`${base()}/blog/gitops-argocd-multi-cluster`);
    await expect(page.getByTestId("updated")).toHaveText("Updated November 5, 2026");
    await expect(page.getByTestId("updated").locator("time")).toHaveAttribute("datetime", "2026-11-05");
  });
});

test("the copy button copies its block and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, base() + POST);
  await expect(page.getByRole("button", { name: "Copy YAML code" })).toBeVisible();
  const button = page.locator(".code-block").nth(1).getByRole("button"); // its name changes to "Copied YAML code"
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
  await expect(button).toHaveText(/^Copied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^apiVersion: karpenter\.sh\/v1\nkind: NodePool\n/);
  expect(copied).toBe(await page.locator(".code-block pre").nth(1).textContent());
});

test("a post reached by client-side navigation shows the same highlighted code and contents", async ({ page }) => {
  await gotoHydrated(page, `${base()}/blog`);
  await page.getByRole("link", { name: "Read more about Kubernetes Cost Optimization with Karpenter: What Actually Moves the Bill" }).click();
  await expect(page.locator(".code-block pre span.tok-7ee787").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy YAML code" })).toBeVisible();
  await expect(page.getByTestId("reading-time")).toHaveText(/min read/);
});
