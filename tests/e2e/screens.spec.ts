// Every screen's texts, counts, links and states (SPEC 2, 4, 8, 9).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;
const hydrated = (page: Page, path: string) => gotoHydrated(page, `${base()}${path}`);

test("home shows its sections with the SPEC's counts and links", async ({ page }) => {
  await hydrated(page, "/");
  await expect(page.getByRole("link", { name: "Book a Consultation" }).first()).toHaveAttribute("href", "/book"); // decision 007: the CTA books a time (issue 24);
  await expect(page.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
  for (const href of [
    "/services/end-to-end-devops",
    "/services/livekit-consulting",
    "/services/kubernetes-managed-services",
    "/services/cloud-native-consulting",
  ])
    await expect(page.locator(`section a[href="${href}"]`).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Clients", exact: true }).locator("li")).toHaveCount(12);
  await expect(page.locator("section[aria-labelledby=home-cases] article")).toHaveCount(3);
  await expect(page.locator("section[aria-labelledby=home-testimonials] figure")).toHaveCount(2);
  await expect(page.locator("section[aria-labelledby=home-blog] [data-testid=blog-card]")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "View all articles" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("img", { name: /Rated \d(\.\d)? out of 5/ }).first()).toBeVisible();
});

test("the blog list shows cards of at most 2 tags and a 180-character excerpt", async ({ page }) => {
  // The page arrives with its cards (decision 023): there is no loading state to see.
  await hydrated(page, "/blog");
  const cards = page.getByTestId("blog-card");
  // The fixture's 9 visible markdown posts and its 3 server posts (decision 031).
  await expect(cards).toHaveCount(12);
  for (const card of await cards.all()) {
    expect(await card.getByRole("list", { name: "Tags" }).locator("li:not(:has-text('...'))").count()).toBeLessThanOrEqual(2);
    const text = (await card.getByTestId("blog-excerpt").textContent())!;
    expect(text.length).toBeLessThanOrEqual(183);
    expect(text).not.toMatch(/[<>#*`]/);
  }
  await expect(cards.first()).toContainText("November 12, 2026");
  await expect(page.getByText("kubernetes-1-35-upgrade-notes")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Browse White Papers" })).toHaveAttribute("href", "/white-papers");
});

test("a broken blog image switches once to the placeholder", async ({ page }) => {
  let fallbackRequests = 0;
  await page.route("**/images/blog/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.route("**/images/placeholder-image.*", (route) => {
    fallbackRequests++;
    return route.continue();
  });
  await hydrated(page, "/blog/slo-error-budgets-in-practice");
  const hero = page.locator("article img").first();
  await expect(hero).toHaveAttribute("src", "/images/placeholder-image.jpg");
  await expect(hero).toHaveAttribute("data-fallback", "true");
  // The placeholder has loaded: no error event is left to switch it again.
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith("/images/placeholder-image.jpg")))
    .toBe(true);
  expect(fallbackRequests).toBe(1);
});

test("a blog post renders GitHub-flavoured markdown, tags and the back link", async ({ page }) => {
  await hydrated(page, "/blog/kubernetes-cost-optimization-karpenter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kubernetes Cost Optimization with Karpenter: What Actually Moves the Bill");
  await expect(page.getByText("October 28, 2026")).toBeVisible();
  await expect(page.locator(".prose-content table")).toHaveCount(1);
  await expect(page.locator(".prose-content input[type=checkbox]").first()).toBeAttached();
  await expect(page.locator(".prose-content del")).toHaveCount(1);
  await expect(page.locator(".prose-content .footnotes, .prose-content section[data-footnotes]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Back to Blog" }).last()).toHaveAttribute("href", "/blog");
});

test("a server-form post with HTML content is shown when no markdown file exists", async ({ page }) => {
  await hydrated(page, "/blog/platform-engineering-internal-developer-platform");
  await expect(page.getByRole("heading", { level: 2, name: "A platform is a product" })).toBeVisible();
});

test("unknown slugs show each not-found view", async ({ page, request }) => {
  const cases: [string, string, string][] = [
    ["/services/nope", "Service Not Found", "Back to Services"],
    ["/solutions/nope", "Solution Not Found", "Back to Solutions"],
    ["/blog/nope", "Blog Post Not Found", "Back to Blog"],
    ["/white-papers/7", "White Paper Not Found", "Back to White Papers"],
    ["/white-papers/1.5", "White Paper Not Found", "Back to White Papers"],
  ];
  for (const [path, heading, back] of cases) {
    expect((await request.get(base() + path)).status(), path).toBe(404);
    await page.goto(base() + path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: back })).toBeVisible();
  }
  expect((await request.get(`${base()}/case-studies/nope`)).status()).toBe(404);
  await page.goto(`${base()}/case-studies/nope`);
  await expect(page.getByText("Error loading case study. Please try again.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Case Studies" })).toBeVisible();
});

test("case studies link with a full page load and show the project highlights", async ({ page }) => {
  await hydrated(page, "/case-studies");
  await expect(page.getByText("25+")).toBeVisible();
  await expect(page.getByText("SaaS Providers")).toBeVisible();
  const navigation = page.waitForEvent("framenavigated");
  await page
    .getByRole("link", { name: /Read case study/ })
    .first()
    .click();
  await navigation;
  await expect(page.getByRole("heading", { name: "Project Highlights" })).toBeVisible();
  await expect(page.getByText("Time Frame: 12 weeks")).toBeVisible();
  await expect(page.getByText("ROI: 300% within first year")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
});

test("solutions list industries; the video agents solution shows two extra images with a local fallback", async ({ page }) => {
  await hydrated(page, "/solutions");
  for (const name of ["Fintech", "Healthcare", "E-commerce", "Media & Entertainment", "Manufacturing", "SaaS Companies"])
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${name.replace("&", "\\&")}$`) })).toHaveCount(1);
  await page.route("**/video-conferencing-agents-room*", (route) => route.fulfill({ status: 500, body: "" }));
  await hydrated(page, "/solutions/video-conferencing-agents");
  const extra = page.getByRole("img", { name: /^A video call with three people and an AI agent/ });
  await extra.scrollIntoViewIfNeeded();
  await expect(extra).toHaveAttribute("src", "/images/solutions/fallback.jpg");
  await expect(page.getByRole("link", { name: "Get Started with This Solution" })).toHaveAttribute("href", "/contact");
  for (const slug of ["kubernetes-security-suite", "cloud-native-transformation", "webrtc-consulting-development"])
    await expect(page.locator(`a[href="/solutions/${slug}"]`)).toHaveCount(1);
});

test("white papers: six cards, PDFs in a new tab with the stated page count, and the detail page", async ({ page, request }) => {
  await hydrated(page, "/white-papers");
  const cards = page.getByTestId("white-paper-card");
  await expect(cards).toHaveCount(6);
  const first = page.getByRole("link", { name: /^Download PDF/ }).first();
  await expect(first).toHaveAttribute("target", "_blank");
  const pdf = await request.get(base() + (await first.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  // The card states the PDF's real page count (decision 034).
  const stated = Number(/(\d+) pages/.exec((await cards.first().textContent()) ?? "")?.[1]);
  expect(((await pdf.body()).toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(stated);
  await page
    .getByRole("link", { name: /^Learn more/i })
    .nth(1)
    .click();
  await expect(page).toHaveURL(/\/white-papers\/2$/);
  await expect(page.getByRole("heading", { name: "Inside This White Paper" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
});

test("service detail shows HTML content or the default text, and the services page its three steps", async ({ page }) => {
  await hydrated(page, "/services/managed-sre");
  for (const h of ["Overview", "Features", "Our approach", "Why choose us"]) await expect(page.getByRole("heading", { name: h })).toBeVisible();
  await hydrated(page, "/services/kubernetes-managed-services");
  await expect(page.getByRole("heading", { name: "What we take off your plate" })).toBeVisible();
  await hydrated(page, "/services");
  for (const h of ["Assessment", "Implementation", "Optimization"]) await expect(page.getByRole("heading", { name: h, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Learn more/ })).toHaveCount(8);
});
