// What the privacy policy tells a visitor about their data matches how the server is
// configured (LEAD_RETENTION_DAYS), and the production build serves /metrics on
// METRICS_PORT and closes it on SIGTERM with exit code 0.
import { expect, test } from "./fixtures.ts";
import { freePort, startServer } from "../helpers/server-process.ts";
import { pinnedServerEnv } from "../helpers/test-clock.ts";

test("the privacy policy says what is stored, who sees it, how to ask for a copy or erasure, and that enquiries are kept until erased", async ({ page }) => {
  await page.goto(`${process.env.BASE_URL}/privacy-policy`);
  const main = page.locator("main");
  await expect(main).toContainText("IP address and browser name (user agent), which we use to stop abuse");
  await expect(main.getByRole("heading", { name: "Who can see it" })).toBeVisible();
  await expect(main).toContainText("until you ask us to erase them");
  await expect(main).toContainText("Digital Personal Data Protection Act, 2023");
  await expect(main).toContainText("General Data Protection Regulation (GDPR)");
  await expect(main).toContainText("We answer within 30 days.");
  // Visit statistics are first-party and cookieless; Google Analytics is off on this server.
  await expect(main).toContainText("no cookie is set, and it needs no consent");
  await expect(main).toContainText("not used on this site; no script from another site is loaded.");
  await expect(main.getByRole("button", { name: "Change my Google Analytics choice" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "hello@clustermind.example.com" }).last()).toHaveAttribute("href", "mailto:hello@clustermind.example.com");
});

test("with LEAD_RETENTION_DAYS and METRICS_PORT: the policy states the days, /metrics is on its own port, and SIGTERM closes it cleanly", async ({
  browser,
}) => {
  const metricsPort = await freePort();
  const server = await startServer({ ...pinnedServerEnv, LEAD_RETENTION_DAYS: "30", METRICS_PORT: String(metricsPort) });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/privacy-policy`);
    await expect(page.locator("main")).toContainText("30 days after we receive them; then they are erased automatically.");
    await page.close();

    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^http_request_duration_seconds_count\{method="GET",route="page",status_class="2xx"\} [1-9]/m);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  } finally {
    expect(await server.stop("SIGTERM")).toBe(0);
  }
  await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
});
