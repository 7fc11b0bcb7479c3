// Every route of the SPEC renders its own content, first in the server HTML (no JavaScript)
// and then in the browser.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;

// Each row: the route, its status, its <h1> (inside <main>), and a phrase of its own main
// content. Header and footer text (service names, "Book a Consultation"...) is on every
// page, so only <main> is read, and the JSON-LD in it is skipped.
const routes: [path: string, status: number, h1: string, inMain: string][] = [
  ["/", 200, "Cloud-native platforms and real-time video, run by engineers who have done it before", "so your team ships faster and sleeps through the night"],
  ["/services", 200, "Engineering services for cloud-native platforms and real-time video", "From a two-week assessment to 24/7 operations"],
  ["/services/kubernetes-managed-services", 200, "Kubernetes Managed Services", "Running it for three years, through a handful of minor upgrades"],
  ["/services/cloud-native-consulting", 200, "Cloud-Native Consulting", "Cloud-native is a means, not a goal."],
  ["/solutions", 200, "Solutions built from dozens of real engagements", "Video Conferencing AI Agents"],
  ["/solutions/video-conferencing-agents", 200, "Video Conferencing AI Agents", "they listen, understand and respond in real time"],
  ["/case-studies", 200, "Case Studies", "Cutting Kubernetes Cost 41% for Festive-Season Peaks"],
  // The newest post at the pinned instant (tests/helpers/test-clock.ts) leads the list.
  ["/blog", 200, "Kubernetes, LiveKit & DevOps Consulting Blog", "Default-Deny Network Policies with Cilium, Without Breaking Production"],
  ["/blog/gitops-argocd-multi-cluster", 200, "GitOps Across Many Clusters with Argo CD ApplicationSets", "August 19, 2026"],
  ["/white-papers", 200, "White Papers & Technical Guides", "WebRTC Implementation Guide: From Prototype to Production"],
  ["/white-papers/1", 200, "WebRTC Implementation Guide: From Prototype to Production", "April 12, 2023 · 8 pages"],
  ["/contact", 200, "Have a question about your platform?", "Send Us a Message"],
  ["/services/no-such-service", 404, "Service Not Found", "The service you're looking for couldn't be found"],
  ["/blog/kubernetes-1-35-upgrade-notes", 404, "Blog Post Not Found", "The blog post you're looking for couldn't be found"], // a draft
  ["/blog/livekit-agents-voice-ai-2027", 404, "Blog Post Not Found", "The blog post you're looking for couldn't be found"], // dated 2027-03-15
  ["/white-papers/abc", 404, "White Paper Not Found", "The white paper you're looking for doesn't exist"],
  ["/definitely/not/here", 404, "404", "The page you are looking for does not exist or has been moved."],
];

test.describe("server HTML, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, status, h1, inMain] of routes) {
    test(`${path} answers ${status} with its own heading and content`, async ({ page }) => {
      const res = await page.goto(base() + path);
      expect(res!.status()).toBe(status);
      const main = page.locator("main");
      await expect(main.locator("h1")).toHaveText(h1);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(main).toContainText(inMain); // Playwright's text matching skips <script>
    });
  }
});

test("case study detail renders from the list", async ({ page }) => {
  await page.goto(base() + "/case-studies");
  const first = page.locator('main a[href^="/case-studies/"]').first();
  const href = (await first.getAttribute("href"))!;
  const { title } = await (await page.request.get(`${base()}/api${href}`)).json();
  await expect(page.locator("main")).toContainText(title);
  const res = await page.goto(base() + href);
  expect(res!.status()).toBe(200);
  await expect(page.locator("main h1")).toHaveText(title);
  // Its cover charts its own results, and says so in words (decision 034).
  await expect(page.locator('main img[src*="/images/case-studies/"]')).toHaveAttribute("alt", /^Chart of the results: .+ from .+ to .+\.$/);
});

test("a link loads the next page as a document: server-rendered, with no content JSON fetched", async ({ page }) => {
  await gotoHydrated(page, base() + "/contact");
  const api: string[] = [];
  page.on("request", (r) => void (new URL(r.url()).pathname.startsWith("/api/") && r.url().indexOf("/api/event") < 0 && api.push(r.url())));
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  await page.locator('a[href="/services"]').first().click();
  await expect(page).toHaveURL(/\/services$/);
  // A new document (loaded, or prerendered and activated), not a client-side render.
  await expect.poll(() => page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  // The header and footer link to every service on every page: look in <main> only.
  await expect(page.locator("main h1")).toHaveText("Engineering services for cloud-native platforms and real-time video");
  await expect(page.locator('main a[href="/services/managed-sre"]').first()).toBeVisible();
  expect(api).toEqual([]);
});
