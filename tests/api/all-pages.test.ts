// The site's one list of pages (common/all-pages.ts): the sitemap a crawler reads, the
// documents the search finds and the share images a build makes name the same pages, on
// the real content and each database. Compared with the content files themselves.
import fs from "node:fs";
import { routerContext, type AppLoadContext } from "../../app/load-context.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, startClockAt } from "../../common/clock.ts";
import { DEFAULT_SHARE_IMAGE, shareImagePath } from "../../common/share-image.ts";
import { todayIso } from "../../common/post-visibility.ts";
import { loader as sitemapLoader } from "../../app/routes/sitemap-xml.ts";
import { readAllContent } from "../../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../../server/content/markdown-posts.ts";
import { searchDocuments } from "../../server/search/search-documents.ts";
import { sharePages } from "../../scripts/share-images/pages.ts";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { visibleContentPosts } from "../helpers/content-posts.ts";

const FUTURE = "/blog/livekit-agents-voice-ai-2027"; // content/blog/, dated 2027-03-15
const FUTURE_ONLY_TAG = "/blog/tag/ai-agents"; // no other post has it
const slugsIn = (dir: string) => fs.readdirSync(`content/${dir}`).map((f) => f.replace(/\.md$/, ""));

describe.each(testDatabases())("the site's pages on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let context: AppLoadContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
    context = t.loaderContext();
  });
  afterAll(async () => t?.close());
  afterEach(() => startClockAt(TEST_NOW));

  const sitemap = async () => {
    const xml = await (await sitemapLoader({ context: routerContext(context) } as unknown as Parameters<typeof sitemapLoader>[0])).text();
    return [...xml.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  };
  const searched = () => searchDocuments(readAllContent(), readMarkdownPostFiles(), todayIso()).map((d) => d.url);
  const shareImages = () => sharePages().map((p) => p.image);
  // The pages made of one entry each: what the search covers (the site's own, list and tag pages are made of these).
  const DETAIL = /^\/(services|solutions|case-studies|blog|white-papers)\/(?!tag\/)[^/]+$/;

  it("the sitemap lists every content file that a visitor can open today, once", async () => {
    const paths = await sitemap();
    expect(new Set(paths).size).toBe(paths.length);
    for (const dir of ["services", "solutions", "case-studies"]) {
      expect(paths.filter((p) => p.startsWith(`/${dir}/`)).sort()).toEqual(
        slugsIn(dir)
          .map((s) => `/${dir}/${s}`)
          .sort(),
      );
    }
    expect(paths.filter((p) => DETAIL.test(p) && p.startsWith("/blog/"))).toEqual(visibleContentPosts().map((p) => `/blog/${p.slug}`));
  });

  it("the search holds exactly the sitemap's pages that are made of one entry", async () => {
    const paths = await sitemap();
    expect(searched().sort()).toEqual(paths.filter((p) => DETAIL.test(p)).sort());
  });

  it("the share images cover every page of the sitemap, and ahead of their day the future post's pages", async () => {
    const images = shareImages();
    const fromSitemap = (await sitemap()).map(shareImagePath);
    const ahead = images.filter((i) => !fromSitemap.includes(i) && i !== DEFAULT_SHARE_IMAGE);
    expect(ahead).toEqual([shareImagePath(FUTURE), shareImagePath(FUTURE_ONLY_TAG)]);
    expect(fromSitemap.every((i) => images.includes(i))).toBe(true);
  });

  it("on the future post's day, the three name the same pages", async () => {
    freezeClock("2027-03-15T00:00:00Z");
    const paths = await sitemap();
    expect(paths).toContain(FUTURE);
    expect(paths).toContain(FUTURE_ONLY_TAG);
    expect(searched().sort()).toEqual(paths.filter((p) => DETAIL.test(p)).sort());
    expect(shareImages().sort()).toEqual([...paths.map(shareImagePath), DEFAULT_SHARE_IMAGE].sort());
  });
});
