// Every route of the SPEC renders its content, first in the server HTML (no JavaScript)
// and then in the browser.
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;

const routes: [string, RegExp, number][] = [
  ["/", /Book a Consultation/, 200],
  ["/services", /Kubernetes/, 200],
  ["/services/kubernetes-managed-services", /Kubernetes/, 200],
  ["/services/cloud-native-consulting", /Cloud/, 200],
  ["/solutions", /Solutions/, 200],
  ["/solutions/video-conferencing-agents", /Video/i, 200],
  ["/case-studies", /Case Studies/, 200],
  ["/blog", /Kubernetes, LiveKit &amp; DevOps Consulting Blog/, 200],
  ["/blog/gitops-argocd-multi-cluster", /ArgoCD|Argo CD/, 200],
  ["/white-papers", /White Papers/, 200],
  ["/white-papers/1", /WebRTC/, 200],
  ["/contact", /Send Us a Message/, 200],
  ["/services/no-such-service", /Service Not Found/, 404],
  ["/blog/kubernetes-1-35-upgrade-notes", /Blog Post Not Found/, 404],
  ["/white-papers/abc", /White Paper Not Found/, 404],
  ["/definitely/not/here", /The page you are looking for does not exist or has been moved\./, 404],
];

for (const [path, text, status] of routes) {
  test(`server HTML of ${path} holds its content`, async ({ request }) => {
    const res = await request.get(base() + path);
    expect(res.status()).toBe(status);
    expect(await res.text()).toMatch(text);
  });
}

test("case study detail renders from the list", async ({ page }) => {
  await page.goto(base() + "/case-studies");
  const first = page.locator('a[href^="/case-studies/"]').first();
  const href = await first.getAttribute("href");
  await page.goto(base() + href!);
  await expect(page.locator("h1")).toBeVisible();
});

test("client-side navigation fetches the API and renders", async ({ page }) => {
  // The contact page holds no service data yet, so going to /services must fetch it.
  await gotoHydrated(page, base() + "/contact"); // hydrated, or the click is a full page load
  const api = page.waitForRequest((r) => r.url().includes("/api/services"));
  await page.locator('a[href="/services"]').first().click();
  await api;
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('a[href="/services/managed-sre"]').first()).toBeVisible();
});
