// Site chrome as a visitor meets it (SPEC 2 Header, Footer; 1; 9).
import { expect, test } from "./fixtures.ts";
import { startServer } from "../helpers/server-process.ts";
import { pinnedServerEnv, TEST_NOW } from "../helpers/test-clock.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;

test("the header changes look once scrolled past 10 px", async ({ page }) => {
  await gotoHydrated(page, `${base()}/blog/kubernetes-cost-optimization-karpenter`);
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  // Back to exactly 10 px: the look changes back, so 10 px is not "past" (a change to wait
  // for, where staying unchanged after a pause could only mean the handler was slow).
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("highlights the active link by path prefix, and Home only exactly", async ({ page }) => {
  await gotoHydrated(page, `${base()}/blog/gitops-argocd-multi-cluster`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  await gotoHydrated(page, `${base()}/`);
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
});

test("the Services dropdown lists the six items of the SPEC", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, `${base()}/`); // hydrated: the menu reacts to the pointer
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).hover();
  const items = page.getByTestId("services-dropdown").getByRole("link");
  await expect(items).toHaveCount(6);
  // innerText, as shown (after any CSS text-transform): the SPEC's labels in title case.
  expect(await items.evaluateAll((as) => as.map((a) => [(a as HTMLElement).innerText.trim(), a.getAttribute("href")]))).toEqual([
    ["Kubernetes Managed Services", "/services/kubernetes-managed-services"],
    ["LiveKit Consulting", "/services/livekit-consulting"],
    ["End-to-End DevOps", "/services/end-to-end-devops"],
    ["Managed SRE", "/services/managed-sre"],
    ["Video Conferencing Framework", "/services/video-conferencing-framework"],
    ["WebRTC Framework Analysis", "/services/video-conferencing-framework"],
  ]);
  await items.nth(3).click();
  await expect(page).toHaveURL(/\/services\/managed-sre$/);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu opens, closes, navigates, and works by keyboard", async ({ page }) => {
    await gotoHydrated(page, `${base()}/`);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Solutions" })).toBeHidden();
    const toggle = page.locator("header summary[aria-label='Menu']");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Case Studies" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(menu).toBeHidden();
  });
});

test("every route change scrolls to the top", async ({ page }) => {
  await gotoHydrated(page, `${base()}/`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer has every link of the SPEC, four social profiles, the address and the year", async ({ page }) => {
  await gotoHydrated(page, `${base()}/`);
  const footer = page.locator("footer");
  const hrefs = await footer.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of [
    "/",
    "/about",
    "/solutions",
    "/contact",
    "/services/kubernetes-managed-services",
    "/services/livekit-consulting",
    "/services/end-to-end-devops",
    "/services/managed-sre",
    "/services/video-conferencing-framework",
    "/blog",
    "/case-studies",
    "/white-papers",
    "/resources/open-source",
    "/privacy-policy",
    "/terms-of-service",
    "/sitemap",
  ])
    expect(hrefs).toContain(href);
  await expect(footer.getByRole("list", { name: "Social profiles" }).getByRole("link")).toHaveCount(4);
  await expect(footer).toContainText("Bangalore, Karnataka 560059");
  await expect(footer).toContainText(`© ${TEST_NOW.slice(0, 4)} `);
  await expect(page.locator("header")).toContainText("hello@clustermind.example.com");
});

test("the contact page's four social links go to the footer's profiles, none to '#'", async ({ page }) => {
  await gotoHydrated(page, `${base()}/contact`);
  const footerProfiles = await page
    .locator("footer")
    .getByRole("list", { name: "Social profiles" })
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")).sort());
  const panel = page.locator("main").getByText("Follow us").locator("xpath=following-sibling::ul[1]");
  const panelLinks = await panel.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")).sort());
  expect(panelLinks).toHaveLength(4);
  expect(panelLinks).toEqual(footerProfiles);
  for (const href of panelLinks) expect(href).toMatch(/^https:\/\//);
});

test("a toast appears in the notification area and F8 focuses it", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "down" }));
  await gotoHydrated(page, `${base()}/contact`);
  await page.getByLabel("Full Name").fill("Toast Tester");
  await page.getByLabel("Email Address").fill("toast@example.org");
  await page.getByLabel("How can we help?").fill("Checking the notification area.");
  await page.getByRole("button", { name: "Send Message" }).click();
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region.getByText("There was a problem sending your message. Please try again.")).toBeVisible();
  await page.keyboard.press("F8");
  await expect(page.locator("ol[tabindex='-1']:focus, [role=region] :focus").first()).toBeAttached();
});

test("without a measurement id no third-party script is requested", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(base())) external.push(r.url());
  });
  await gotoHydrated(page, `${base()}/`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(external).toEqual([]);
});

test("with a measurement id, once the visitor allows it, a page_view with the path is sent on that page and on each page after", async ({ page }) => {
  const server = await startServer({ ...pinnedServerEnv, GA_MEASUREMENT_ID: "G-TEST123" });
  try {
    // The tag script is served locally so nothing leaves the machine; it records dataLayer pushes.
    await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" }));
    await gotoHydrated(page, `${server.url}/`);
    // Consent Mode (issue 13): nothing loads before the visitor allows it.
    await page.getByRole("region", { name: "Allow Google Analytics?" }).getByRole("button", { name: "Allow" }).click();
    await expect.poll(() => page.evaluate(() => (window as any).__gtagLoaded === true)).toBe(true);
    const pageViews = () =>
      page.evaluate(() =>
        (((window as any).dataLayer ?? []) as IArguments[]).filter((a) => a[0] === "event" && a[1] === "page_view").map((a) => a[2].page_path),
      );
    await expect.poll(pageViews).toEqual(["/"]);
    // Each page is its own document: the next one remembers the choice and sends its own view.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect.poll(pageViews).toEqual(["/case-studies"]);
    await expect(page.getByRole("region", { name: "Allow Google Analytics?" })).toHaveCount(0);
    const csp = (await page.request.get(`${server.url}/`)).headers()["content-security-policy"];
    expect(csp).toContain("https://www.googletagmanager.com");
  } finally {
    await server.stop();
  }
});
