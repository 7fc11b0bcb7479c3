// Where each page's share image lives: derived from the page's path, so the page head
// (app/components/seo/page-meta.tsx) and the build (scripts/share-images/) agree.
import { describe, expect, it } from "vitest";
import { DEFAULT_SHARE_IMAGE, shareImagePath } from "../../common/share-image.ts";

describe("share image addresses", () => {
  it("follow the page's path, one folder per kind", () => {
    expect(shareImagePath("/")).toBe("/images/og/pages/home.png");
    expect(shareImagePath("/about")).toBe("/images/og/pages/about.png");
    expect(shareImagePath("/resources/open-source")).toBe("/images/og/pages/resources-open-source.png");
    expect(shareImagePath("/blog")).toBe("/images/og/pages/blog.png");
    expect(shareImagePath("/blog/my-post")).toBe("/images/og/blog/my-post.png");
    expect(shareImagePath("/blog/tag/kubernetes")).toBe("/images/og/blog-tags/kubernetes.png");
    expect(shareImagePath("/services/managed-sre")).toBe("/images/og/services/managed-sre.png");
    expect(shareImagePath("/case-studies/x")).toBe("/images/og/case-studies/x.png");
    expect(shareImagePath("/white-papers/3")).toBe("/images/og/white-papers/3.png");
    expect(DEFAULT_SHARE_IMAGE).toBe("/images/og/default.png");
  });
});
