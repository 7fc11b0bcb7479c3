// A first load fetches its JavaScript in a few files (issue 11): on a phone's 150 ms
// round trips each file counts. scripts/build/first-load-chunks.ts groups the modules.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";

const base = () => process.env.BASE_URL!;

const pages: [path: string, maxFiles: number][] = [
  ["/", 8],
  ["/services/kubernetes-managed-services", 8],
  ["/blog/webrtc-turn-servers-explained", 8],
  ["/contact", 11], // its form (zod, react-hook-form) and the toaster it opens at once
];

for (const [path, maxFiles] of pages) {
  test(`a first load of ${path} hydrates with at most ${maxFiles} script files`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
    await gotoHydrated(page, `${base()}${path}`);
    expect(scripts.length, scripts.join("\n")).toBeGreaterThan(0);
    expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(maxFiles);
  });
}

test("a font that arrives late moves nothing: no layout shift on a white paper's page at 412 px", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The web font held back a second and a half, as on a slow phone line.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) w.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await gotoHydrated(page, `${base()}/white-papers/1`);
  await page.waitForTimeout(2_000);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});
