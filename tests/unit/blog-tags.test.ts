// The tag rules: a tag's slug, related posts (shared tags, then recency), previous/next by date.
import { describe, expect, it } from "vitest";
import { tagSlug } from "../../common/blog-tag-path.ts";
import { tagFeedPath, tagPath } from "../../common/paths.ts";
import { adjacentPosts, postsTagged, relatedPosts, tagIndex, tagName } from "../../common/blog-tags.ts";

const post = (slug: string, date: string, tags: string[]) => ({ slug, date, tags });

describe("tag slugs", () => {
  it("are lower-case and hyphenated", () => {
    expect(tagSlug("Kubernetes")).toBe("kubernetes");
    expect(tagSlug("Argo CD")).toBe("argo-cd");
    expect(tagSlug("  AI   Agents ")).toBe("ai-agents");
    expect(tagSlug("CI/CD")).toBe("ci-cd");
    expect(tagSlug("Résumé")).toBe("resume");
    expect(tagPath("Platform Engineering")).toBe("/blog/tag/platform-engineering");
    expect(tagFeedPath("Platform Engineering")).toBe("/blog/tag/platform-engineering/rss.xml");
  });

  it("match tags however they are spelled, and name a tag as its newest post writes it", () => {
    const posts = [post("new", "2026-02-01", ["argo cd"]), post("old", "2026-01-01", ["Argo CD"]), post("other", "2026-01-02", ["Helm"])];
    expect(postsTagged(posts, "argo-cd").map((p) => p.slug)).toEqual(["new", "old"]);
    expect(tagName(posts, "argo-cd")).toBe("argo cd");
    expect(tagName(posts, "nope")).toBeUndefined();
    expect(tagIndex(posts)).toEqual([
      { slug: "argo-cd", name: "argo cd", lastModified: "2026-02-01" },
      { slug: "helm", name: "Helm", lastModified: "2026-01-02" },
    ]);
  });
});

describe("related posts", () => {
  const self = post("self", "2026-05-01", ["Kubernetes", "LiveKit", "WebRTC"]);
  const posts = [
    self,
    post("one-shared-newest", "2026-09-01", ["Kubernetes"]),
    post("three-shared-old", "2026-01-01", ["kubernetes", "LiveKit", "WebRTC"]),
    post("two-shared", "2026-02-01", ["LiveKit", "WebRTC", "Other"]),
    post("one-shared-older", "2026-03-01", ["WebRTC"]),
    post("none-shared", "2026-10-01", ["Terraform"]),
  ];

  it("rank by shared tags, then recency; three at most; never the post itself", () => {
    expect(relatedPosts(self, posts).map((p) => p.slug)).toEqual(["three-shared-old", "two-shared", "one-shared-newest"]);
    expect(relatedPosts(self, posts, 10).map((p) => p.slug)).toEqual(["three-shared-old", "two-shared", "one-shared-newest", "one-shared-older"]);
  });

  it("are none when no post shares a tag", () => {
    expect(relatedPosts(post("alone", "2026-01-01", ["Cobol"]), posts)).toEqual([]);
  });
});

describe("previous and next", () => {
  const posts = [post("b", "2026-02-01", []), post("c", "2026-03-01", []), post("a", "2026-01-01", [])];
  it("are the next older and the next newer post", () => {
    expect(adjacentPosts("b", posts)).toEqual({ previous: posts[2], next: posts[1] });
    expect(adjacentPosts("a", posts)).toEqual({ previous: null, next: posts[0] });
    expect(adjacentPosts("c", posts)).toEqual({ previous: posts[0], next: null });
    expect(adjacentPosts("missing", posts)).toEqual({ previous: null, next: null });
  });
});
