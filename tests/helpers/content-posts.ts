// The blog as the content files say it should look at the pinned instant, read straight
// from the fixture content (not through the site's code): the yardstick the tag tests compare with.
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { FIXTURE_CONTENT_DIR } from "./content-copy.ts";
import { TEST_TODAY } from "./test-clock.ts";

export interface ContentPost {
  slug: string;
  title: string;
  date: string;
  tags: string[];
  source: "markdown" | "server";
}

function frontMatter(file: string): Record<string, unknown> {
  const text = fs.readFileSync(file, "utf8");
  return parseYaml(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>;
}

function read(dir: string, source: ContentPost["source"]) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => ({ data: frontMatter(path.join(dir, f)), slug: f.replace(/\.md$/, ""), source }));
}

/** Posts a visitor can open on TEST_TODAY: markdown posts not drafts nor future-dated, every server post; newest first. */
export function visibleContentPosts(today = TEST_TODAY): ContentPost[] {
  const markdown = read(path.join(FIXTURE_CONTENT_DIR, "blog"), "markdown").filter(({ data }) => data.draft !== true && String(data.date) <= today);
  const server = read(path.join(FIXTURE_CONTENT_DIR, "server-posts"), "server");
  return [...markdown, ...server]
    .map(({ data, slug, source }) => ({ slug, source, title: String(data.title), date: String(data.date), tags: (data.tags as string[]) ?? [] }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The visible posts carrying a tag, matched as written in the files, case-insensitively. */
export function visibleContentPostsTagged(tag: string, today = TEST_TODAY): ContentPost[] {
  return visibleContentPosts(today).filter((p) => p.tags.some((t) => t.toLowerCase() === tag.toLowerCase()));
}
