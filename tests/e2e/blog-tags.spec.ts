// Tag pages, tag feeds, tag chips, the end of a post and share images, as a visitor, a
// feed reader and a link preview meet them: over HTTP from the built server at TEST_NOW.
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "../helpers/hydrated.ts";
import { visibleContentPostsTagged } from "../helpers/content-posts.ts";

const base = () => process.env.BASE_URL!;
const SITE = "https://clustermind.example.com";
const headAttr = (html: string, re: RegExp) => re.exec(html.slice(0, html.indexOf("</head>")))?.[1]?.replace(/&amp;/g, "&");

/** Width and height from a PNG's IHDR chunk, or null if the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString("latin1") !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/blog/tag/kubernetes lists every visible post tagged Kubernetes and nothing else, with its metadata", async ({ page }) => {
    const expected = visibleContentPostsTagged("Kubernetes");
    const res = await page.goto(`${base()}/blog/tag/kubernetes`);
    expect(res!.status()).toBe(200);
    await expect(page.locator("main h1")).toHaveText("Kubernetes Articles");
    const titles = page.locator("main [data-testid=blog-card] h3");
    await expect(titles).toHaveText(expected.map((p) => p.title));
    const html = await res!.text();
    expect(headAttr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/blog/tag/kubernetes`);
    expect(headAttr(html, /<meta name="robots" content="([^"]*)"/)).toBe("index, follow");
    expect(headAttr(html, /<title>([^<]*)<\/title>/)).toBe("Kubernetes Articles | Clustermind");
    expect(headAttr(html, /<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="([^"]*)"/)).toBe("/blog/tag/kubernetes/rss.xml");
    const crumbs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .flatMap((m) => JSON.parse(m[1]!))
      .find((r) => r["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Blog", "Kubernetes"]);
  });

  test("an unknown tag is a 404 with the not-found view, and has no feed", async ({ page, request }) => {
    const res = await page.goto(`${base()}/blog/tag/no-such-tag`);
    expect(res!.status()).toBe(404);
    await expect(page.locator("main h1")).toHaveText("Tag Not Found");
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    expect(headAttr(await res!.text(), /<meta name="robots" content="([^"]*)"/)).toBe("noindex, follow");
    expect((await request.get(`${base()}/blog/tag/no-such-tag/rss.xml`)).status()).toBe(404);
  });

  test("a post ends with its tags, related posts and previous/next links", async ({ page }) => {
    await page.goto(`${base()}/blog/livekit-egress-recording-at-scale`);
    const main = page.locator("main");
    const chips = main.getByRole("list", { name: "Tags" }).getByRole("link");
    await expect(chips).toHaveText(["LiveKit", "WebRTC", "Recording", "Kubernetes"]);
    expect(await chips.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/blog/tag/livekit",
      "/blog/tag/webrtc",
      "/blog/tag/recording",
      "/blog/tag/kubernetes",
    ]);
    const related = main.getByRole("region", { name: "Related articles" }).getByRole("link");
    await expect(related).toHaveCount(3);
    expect(await related.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/blog/livekit-self-hosting-production-checklist",
      "/blog/webrtc-turn-servers-explained",
      "/blog/kubernetes-network-policies-cilium",
    ]);
    const around = main.getByRole("navigation", { name: "Previous and next articles" });
    await expect(around.locator("a[rel=prev]")).toHaveAttribute("href", "/blog/livekit-self-hosting-production-checklist");
    await expect(around.locator("a[rel=prev]")).toContainText("Self-Hosting LiveKit in Production");
    await expect(around.locator("a[rel=next]")).toHaveAttribute("href", "/blog/kubernetes-cost-optimization-karpenter");
  });
});

test("the tag feed is well-formed RSS holding exactly that tag's posts", async ({ page, request }) => {
  const expected = visibleContentPostsTagged("Kubernetes");
  const res = await request.get(`${base()}/blog/tag/kubernetes/rss.xml`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await res.text();
  await page.goto(`${base()}/robots.txt`);
  // The browser's own XML parser: a malformed feed yields a <parsererror> document.
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const channel = doc.querySelector("rss > channel");
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      version: doc.documentElement.getAttribute("version"),
      title: channel?.querySelector(":scope > title")?.textContent,
      link: channel?.querySelector(":scope > link")?.textContent,
      items: [...doc.querySelectorAll("channel > item")].map((i) => ({
        title: i.querySelector("title")?.textContent,
        link: i.querySelector("link")?.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBe(false);
  expect(feed.version).toBe("2.0");
  expect(feed.title).toBe("Clustermind Blog: Kubernetes");
  expect(feed.link).toBe(`${SITE}/blog/tag/kubernetes`);
  expect(feed.items).toEqual(expected.map((p) => ({ title: p.title, link: `${SITE}/blog/${p.slug}` })));
});

test("tag chips on blog cards lead to the tag's page, which lists the post", async ({ page }) => {
  await gotoHydrated(page, `${base()}/blog`);
  const card = page.getByTestId("blog-card").filter({ hasText: "Self-Hosting LiveKit in Production" });
  await card.getByRole("link", { name: "WebRTC" }).click();
  await expect(page).toHaveURL(`${base()}/blog/tag/webrtc`);
  await expect(page.locator("main h1")).toHaveText("WebRTC Articles");
  await expect(page.locator("main [data-testid=blog-card] h3")).toHaveText(visibleContentPostsTagged("WebRTC").map((p) => p.title));
});

test("two posts have their own share image: a 1200x630 PNG each, served with 200", async ({ request }) => {
  const images: string[] = [];
  for (const slug of ["kubernetes-cost-optimization-karpenter", "cloud-migration-lift-and-shift-pitfalls"]) {
    const html = await (await request.get(`${base()}/blog/${slug}`)).text();
    const og = headAttr(html, /<meta property="og:image" content="([^"]*)"/)!;
    expect(headAttr(html, /<meta name="twitter:image" content="([^"]*)"/)).toBe(og);
    expect(headAttr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary_large_image");
    expect(headAttr(html, /<meta property="og:image:width" content="([^"]*)"/)).toBe("1200");
    expect(headAttr(html, /<meta property="og:image:height" content="([^"]*)"/)).toBe("630");
    images.push(og);
  }
  expect(images[0]).not.toBe(images[1]);
  const bodies: Buffer[] = [];
  for (const url of images) {
    expect(url.startsWith(`${SITE}/images/og/`)).toBe(true);
    const res = await request.get(base() + url.slice(SITE.length));
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const bytes = await res.body();
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    bodies.push(bytes);
  }
  expect(bodies[0]!.equals(bodies[1]!)).toBe(false);
});

test("every page in the sitemap has a share image that exists", async ({ request }) => {
  const xml = await (await request.get(`${base()}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>https:\/\/clustermind\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
  expect(paths).toContain("/blog/tag/kubernetes");
  const images = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(base() + path)).text();
    const og = headAttr(html, /<meta property="og:image" content="([^"]*)"/)!;
    expect(og, path).toMatch(/^https:\/\/clustermind\.example\.com\/images\/og\/[a-z-]+\/[a-z0-9-]+\.png$/);
    images.add(og);
  }
  expect(images.size).toBe(paths.length); // one image per page, none shared
  for (const og of images) {
    const res = await request.head(base() + og.slice(SITE.length));
    expect(res.status(), og).toBe(200);
  }
});
