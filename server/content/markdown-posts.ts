// The markdown-file posts of content/blog/, served as /blogs/list.json and /blogs/{file}.
// Drafts and future-dated posts are never served, so they cannot leak.
import fs from "node:fs";
import path from "node:path";
import { markdownPostFrontMatter } from "../../common/content-schema.ts";
import { parseMarkdownPost, type MarkdownPost } from "../../common/blog.ts";
import { isVisible } from "../../common/post-visibility.ts";
import { ContentError, contentDir, readMarkdownFile } from "./read-content.ts";

export interface MarkdownPostFile {
  file: string;
  text: string;
  post: MarkdownPost;
}

export function readMarkdownPostFiles(): MarkdownPostFile[] {
  const dir = path.join(contentDir(), "blog");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((file) => {
      const { text, data } = readMarkdownFile(`blog/${file}`);
      const check = markdownPostFrontMatter.safeParse(data);
      if (!check.success) {
        const issue = check.error.issues[0]!;
        throw new ContentError(`content/blog/${file}: field "${issue.path.join(".")}": ${issue.message}`);
      }
      if (`${check.data.slug}.md` !== file) {
        throw new ContentError(`content/blog/${file}: field "slug": must match the file name`);
      }
      return { file, text, post: parseMarkdownPost(text, file.replace(/\.md$/, "")) };
    });
}

export function publishedFiles(files: MarkdownPostFile[], today?: string): MarkdownPostFile[] {
  return files.filter((f) => isVisible(f.post, today));
}
