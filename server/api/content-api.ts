// The server's ContentApi: the database and the content files, called in process by the
// pages' loaders (app/lib/data/sections.server.ts) and served over HTTP by the content
// router, so a page and an integration see the same data and the same errors.
import { contentNotFound, type ContentApi, type ContentResource } from "../../common/content-api.ts";
import { HttpError } from "../../common/http-error.ts";
import { publicPost, type ContentRepository } from "../content/repository.ts";
import { publishedFiles, type MarkdownPostFile } from "../content/markdown-posts.ts";
import { loadBlogPost } from "../../common/blog.ts";
import { renderBlogPost } from "../../common/blog-post-body.ts";
import { isVisible } from "../../common/post-visibility.ts";

export function createContentApi(repo: ContentRepository, markdownFiles: () => MarkdownPostFile[]) {
  // Counts database failures, so a page rendered while the database failed is never cached.
  let databaseFailures = 0;

  async function read<T>(query: () => Promise<T>): Promise<T> {
    try {
      return await query();
    } catch (err) {
      databaseFailures++;
      throw new DatabaseUnavailable(err);
    }
  }
  async function found<T>(name: ContentResource, query: () => Promise<T | undefined>): Promise<T> {
    const value = await read(query);
    if (value === undefined) throw contentNotFound(name);
    return value;
  }

  const api: ContentApi = {
    services: () => read(repo.services),
    service: (slug) => found("service", () => repo.service(slug)),
    solutions: () => read(repo.solutions),
    solution: (slug) => found("solution", () => repo.solution(slug)),
    caseStudies: () => read(repo.caseStudies),
    caseStudy: (slug) => found("caseStudy", () => repo.caseStudy(slug)),
    testimonials: () => read(repo.testimonials),
    // A hidden post is not served, from either source (common/post-visibility.ts).
    blogPosts: async () => (await read(repo.blogPosts)).filter((p) => isVisible(p)).map(publicPost),
    blogPost: (slug) =>
      found("blogPost", async () => {
        const post = await repo.blogPost(slug);
        return post && isVisible(post) ? publicPost(post) : undefined;
      }),
    // The SPEC's lookup (markdown file first, then the server post; common/blog.ts) and
    // the markdown pipeline, run here so the browser needs neither. Database failures
    // surface as they do for blogPost.
    async renderedPost(slug) {
      const post = await loadBlogPost(api, slug);
      if (!post) throw contentNotFound("renderedPost");
      return renderBlogPost(post);
    },
    markdownPostFiles: async () => publishedFiles(markdownFiles()).map((f) => f.file),
    collection: (name) => found("collection", () => repo.collection(name)),
    async markdownPostText(file) {
      const found = publishedFiles(markdownFiles()).find((f) => f.file === file);
      if (!found) throw contentNotFound("markdownPostText");
      return found.text;
    },
  };
  return { ...api, databaseFailures: () => databaseFailures };
}

export type ServerContentApi = ReturnType<typeof createContentApi>;

/** A database failure: the API answers 503 with a JSON error, never a stack trace. */
export class DatabaseUnavailable extends HttpError {
  constructor(readonly cause: unknown) {
    super(503, JSON.stringify({ error: "The service is temporarily unavailable. Please try again." }), "Service Unavailable");
  }
}
