// Reads and validates every file under content/. A bad file throws ContentError with
// its path and the field at fault, which stops the start.
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import {
  autoreplyBody,
  autoreplyFrontMatter,
  caseStudyFrontMatter,
  clientsFile,
  collectionFile,
  collectionName,
  faqFile,
  homeFile,
  processFile,
  pageBody,
  pageFrontMatter,
  serverPostFrontMatter,
  serviceFrontMatter,
  solutionFrontMatter,
  testimonialsFile,
  whitePapersFile,
} from "../../common/content-schema.ts";
import { parseFrontMatter, type FrontMatterFile } from "../../common/front-matter.ts";
import { markdownToSafeHtml } from "../../common/markdown.ts";
import { postPath } from "../../common/paths.ts";

export class ContentError extends Error {}

export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

function validate<S extends z.ZodType>(schema: S, value: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join(".") || "(file)";
    throw new ContentError(`${file}: field "${field}": ${issue.message}`);
  }
  return result.data;
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith(".md")).sort();
}

/**
 * A markdown file under content/ (`file` relative to it): its text, front matter and body.
 * Front matter that is not YAML names the file, as a bad field does.
 */
export function readMarkdownFile(file: string): FrontMatterFile & { text: string } {
  const text = fs.readFileSync(path.join(contentDir(), file), "utf8");
  try {
    return { text, ...parseFrontMatter(text) };
  } catch (err) {
    throw new ContentError(`content/${file}: front matter is not valid YAML: ${(err as Error).message}`);
  }
}

function readEntries<S extends z.ZodType>(kind: string, schema: S) {
  return markdownFiles(path.join(contentDir(), kind)).map((file) => {
    const rel = `${kind}/${file}`;
    const parsed = readMarkdownFile(rel);
    return { slug: file.replace(/\.md$/, ""), meta: validate(schema, parsed.data, `content/${rel}`), body: parsed.body.trim() };
  });
}

function readYaml<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const full = path.join(contentDir(), file);
  let data: unknown;
  try {
    data = file.endsWith(".json") ? JSON.parse(fs.readFileSync(full, "utf8")) : parseYaml(fs.readFileSync(full, "utf8"));
  } catch (err) {
    throw new ContentError(`content/${file}: ${(err as Error).message}`);
  }
  return validate(schema, data, `content/${file}`);
}

/** content/autoreply.md: the subject and plain-text body of the visitor's auto-reply (LEAD_AUTOREPLY). */
function readAutoreply() {
  const rel = "content/autoreply.md";
  const parsed = readMarkdownFile("autoreply.md");
  const { subject } = validate(autoreplyFrontMatter, parsed.data, rel);
  return { subject, body: validate(autoreplyBody, parsed.body.trim(), `${rel} (body)`) };
}

/**
 * content/collections/{name}.yaml, every one there, by name: each is a list page at
 * /{name} once a route serves it (docs/decisions/015). Bodies become sanitized HTML.
 */
function readCollections() {
  const dir = path.join(contentDir(), "collections");
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort();
  return files.map((file) => {
    const name = file.replace(/\.yaml$/, "");
    validate(collectionName, name, `content/collections/${file} (file name)`);
    const { entries, ...meta } = readYaml(`collections/${file}`, collectionFile);
    return { name, ...meta, entries: entries.map(({ body, ...entry }) => ({ ...entry, ...(body ? { body: markdownToSafeHtml(body) } : {}) })) };
  });
}

/** The firm's pages (content/pages/{name}.md); each has a route, so each file must be there. */
export const SITE_PAGE_NAMES = ["about", "privacy-policy", "terms-of-service", "open-source"] as const;
export type SitePageName = (typeof SITE_PAGE_NAMES)[number];

// The markdown stays as written: its placeholders and conditional parts depend on the
// server's settings, so the page is rendered when served (app/lib/data/site-page.server.ts).
function readPages() {
  const entries = readEntries("pages", pageFrontMatter);
  const pages = Object.fromEntries(entries.map((e) => [e.slug, { ...e.meta, body: validate(pageBody, e.body, `content/pages/${e.slug}.md (body)`) }]));
  for (const name of SITE_PAGE_NAMES) {
    if (!pages[name]) throw new ContentError(`content/pages/${name}.md: missing (the page ${name} is read from it)`);
  }
  return pages as Record<SitePageName, (typeof pages)[string]>;
}

/**
 * A slug belongs to one blog source (decision 020): a markdown file and a server post with
 * the same slug would both be /blog/{slug}, so neither is read. A markdown file's name is
 * its slug (server/content/markdown-posts.ts checks it).
 */
function refuseSharedSlugs(serverPosts: { slug: string }[]) {
  const files = new Set(markdownFiles(path.join(contentDir(), "blog")));
  const shared = serverPosts.find((p) => files.has(`${p.slug}.md`));
  if (shared) {
    throw new ContentError(
      `content/blog/${shared.slug}.md and content/server-posts/${shared.slug}.md: both are the post ${postPath(shared.slug)}; ` +
        "a slug belongs to one of them (rename or remove one)",
    );
  }
}

export function readAllContent() {
  const services = readEntries("services", serviceFrontMatter).map((e) => ({
    slug: e.slug,
    ...e.meta,
    content: e.body ? markdownToSafeHtml(e.body) : null,
  }));
  const solutions = readEntries("solutions", solutionFrontMatter).map((e) => ({
    slug: e.slug,
    ...e.meta,
    about: e.body ? markdownToSafeHtml(e.body) : null,
  }));
  const caseStudies = readEntries("case-studies", caseStudyFrontMatter).map((e) => ({
    slug: e.slug,
    ...e.meta,
    content: markdownToSafeHtml(e.body),
    /** As written: what the desk's editor opens. */
    markdown: e.body,
  }));
  // Server-form posts keep their body as written; the post query applies the SPEC's HTML/markdown rule (common/blog-post-body.ts).
  const serverPosts = readEntries("server-posts", serverPostFrontMatter).map((e) => ({
    slug: e.slug,
    ...e.meta,
    content: e.body,
  }));
  refuseSharedSlugs(serverPosts);
  const testimonials = readYaml("testimonials.yaml", testimonialsFile);
  const clients = readYaml("clients.yaml", clientsFile);
  const whitePapers = readYaml("white-papers/papers.json", whitePapersFile);
  const autoreply = readAutoreply();
  const pages = readPages();
  const faq = readYaml("faq.yaml", faqFile);
  const home = readYaml("home.yaml", homeFile);
  const process = readYaml("process.yaml", processFile);
  const collections = readCollections();
  return { services, solutions, caseStudies, serverPosts, testimonials, clients, whitePapers, autoreply, pages, faq, home, process, collections };
}

export type SiteContent = ReturnType<typeof readAllContent>;
