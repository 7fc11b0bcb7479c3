// The API's GET resources as plain functions of a path. The Express router serves them
// over HTTP and the SSR loaders call them directly (the server-side Fetcher), so the
// first HTML and a client-side fetch see the same JSON and the same errors.
import { HttpError } from "../../common/http-error.ts";
import type { Fetcher } from "../../common/fetcher.ts";
import type { ContentRepository } from "../content/repository.ts";
import { publishedFiles, type MarkdownPostFile } from "../content/markdown-posts.ts";
import { loadBlogPost } from "../../common/blog.ts";
import { renderBlogPost } from "../../common/blog-post-body.ts";
import { MARKDOWN_NOT_FOUND } from "../../common/spec-texts.ts";

type Resolver = (slug: string) => Promise<unknown>;

export function createReadApi(repo: ContentRepository, markdownFiles: () => MarkdownPostFile[]) {
  // Counts database failures, so a page rendered while the database failed is never cached.
  let databaseFailures = 0;
  const routes: [RegExp, Resolver, string][] = [
    [/^\/api\/services$/, () => repo.services(), ""],
    [/^\/api\/services\/([^/]+)$/, (s) => repo.service(s), "Service not found"],
    [/^\/api\/solutions$/, () => repo.solutions(), ""],
    [/^\/api\/solutions\/([^/]+)$/, (s) => repo.solution(s), "Solution not found"],
    [/^\/api\/case-studies$/, () => repo.caseStudies(), ""],
    [/^\/api\/case-studies\/([^/]+)$/, (s) => repo.caseStudy(s), "Case study not found"],
    [/^\/api\/testimonials$/, () => repo.testimonials(), ""],
    [/^\/api\/blog-posts$/, () => repo.blogPosts(), ""],
    [/^\/api\/blog-posts\/([^/]+)$/, (s) => repo.blogPost(s), "Blog post not found"],
  ];

  const notFound = (error: string) => new HttpError(404, JSON.stringify({ error }), "Not Found");

  async function json<T>(path: string): Promise<T> {
    if (path === "/blogs/list.json") return publishedFiles(markdownFiles()).map((f) => f.file) as T;
    const rendered = /^\/api\/rendered-posts\/([^/]+)$/.exec(path);
    if (rendered) return (await renderedPost(rendered[1]!)) as T;
    for (const [pattern, resolve, missing] of routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      let slug = "";
      try {
        slug = match[1] ? decodeURIComponent(match[1]) : "";
      } catch {
        throw notFound(missing);
      }
      let value: unknown;
      try {
        value = await resolve(slug);
      } catch (err) {
        databaseFailures++;
        throw new DatabaseUnavailable(err);
      }
      if (value === undefined) throw notFound(missing);
      return value as T;
    }
    throw notFound("Not found");
  }

  async function text(path: string): Promise<string> {
    const match = /^\/blogs\/([^/]+\.md)$/.exec(path);
    const found = match && publishedFiles(markdownFiles()).find((f) => f.file === match[1]);
    if (!found) throw new HttpError(404, MARKDOWN_NOT_FOUND, "Not Found");
    return found.text;
  }

  /**
   * A blog post as its screen shows it: the SPEC's lookup (markdown file first, then the
   * server post; common/blog.ts) and the markdown pipeline, run here so the browser needs
   * neither. Database failures surface as they do for /api/blog-posts/{slug}.
   */
  async function renderedPost(encodedSlug: string) {
    let slug: string;
    try {
      slug = decodeURIComponent(encodedSlug);
    } catch {
      throw notFound("Blog post not found");
    }
    const post = await loadBlogPost(fetcher, slug);
    if (!post) throw notFound("Blog post not found");
    return renderBlogPost(post);
  }

  const fetcher: Fetcher = { json, text };
  return { ...fetcher, databaseFailures: () => databaseFailures };
}

/** A database failure: the API answers 503 with a JSON error, never a stack trace. */
export class DatabaseUnavailable extends HttpError {
  constructor(readonly cause: unknown) {
    super(503, JSON.stringify({ error: "The service is temporarily unavailable. Please try again." }), "Service Unavailable");
  }
}
