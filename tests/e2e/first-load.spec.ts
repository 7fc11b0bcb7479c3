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
  // The late font has arrived and is in use; two frames later any shift it caused is counted.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes("Inter") && f.status === "loaded")), { timeout: 15_000 })
    .toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});

// A list page's HTML carries its items for hydration; bodies (a solution's "about", a
// service's or case study's text) belong to the detail pages and would only add weight.
test("list pages carry no item bodies in their first HTML", async ({ request }) => {
  const solution = await (await request.get(`${base()}/api/solutions/cloud-migration`)).json();
  const service = (await (await request.get(`${base()}/api/services`)).json())[0];
  const bodyStart = (html: string) =>
    html
      .replace(/<[^>]+>/g, "")
      .trim()
      .slice(0, 60);
  for (const path of ["/", "/solutions"]) {
    const html = await (await request.get(`${base()}${path}`)).text();
    expect(html, path).toContain(solution.title);
    expect(html, path).not.toContain(bodyStart(solution.about));
  }
  const servicesHtml = await (await request.get(`${base()}/services`)).text();
  expect(servicesHtml).toContain(service.title);
  expect(servicesHtml).not.toContain(bodyStart(service.content));
});

test("the preloaded font holds only the weights the site uses (scripts/build-fonts.ts)", async ({ request }) => {
  const html = await (await request.get(`${base()}/`)).text();
  const href = /<link rel="preload" href="([^"]+\.woff2)" as="font"/.exec(html)?.[1];
  expect(href).toMatch(/inter-latin-wght-400-800-normal-[\w-]+\.woff2$/);
  const font = await request.get(`${base()}${href}`);
  expect(font.status()).toBe(200);
  // The package's file is 48 KB with every weight from 100 to 900.
  expect((await font.body()).length).toBeLessThan(34_000);
});
