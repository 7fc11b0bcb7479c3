// Markdown (GitHub-flavoured) and HTML to sanitized HTML, on the server only: content
// files at start, and blog posts inside their query (the browser receives the HTML).
// Untrusted content is sanitized first; every step after the sanitizer adds only markup
// of our own (heading ids and links, code block bars, highlighted tokens).
import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeParse from "rehype-parse";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeStringify from "rehype-stringify";
import { LRUCache } from "lru-cache";
import { eachElement, type Parent } from "./markdown/hast.ts";
import { codeBlockChrome } from "./markdown/code-blocks.ts";
import { rehypeHighlight } from "./markdown/highlight.ts";
import { autolinkOptions, collectToc, type TocEntry } from "./markdown/headings.ts";
import { resolveInPageLinks } from "./markdown/in-page-links.ts";
import { mediaPictures } from "./markdown/media-pictures.ts";

export type { TocEntry } from "./markdown/headings.ts";

// GitHub's own sanitize schema, plus language classes on code blocks for styling.
const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ["className", /^language-[\w-]+$/]],
  },
};

/**
 * Accessibility after sanitizing: task-list checkboxes get a label, and tables and code
 * blocks (which may scroll sideways) can be reached by keyboard.
 */
function accessibleContent() {
  return (tree: Parent) => {
    eachElement(tree, (node) => {
      if (node.tagName === "input" && node.properties.type === "checkbox") {
        node.properties.ariaLabel = node.properties.checked ? "Done" : "Not done";
      }
      if (node.tagName === "pre" || node.tagName === "table") node.properties.tabIndex = 0;
    });
  };
}

/** The steps after sanitizing, the same for markdown and HTML content. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function afterSanitizing(p: Processor<any, any, any, any, any>) {
  return p
    .use(rehypeSlug)
    .use(collectToc)
    .use(rehypeAutolinkHeadings, autolinkOptions)
    .use(resolveInPageLinks)
    .use(codeBlockChrome)
    .use(rehypeHighlight)
    .use(mediaPictures)
    .use(accessibleContent)
    .use(rehypeStringify);
}

const markdownPipeline = afterSanitizing(
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    // Footnote ids unprefixed here: the sanitizer adds the one "user-content-" prefix.
    .use(remarkRehype, { clobberPrefix: "" })
    .use(rehypeSanitize, schema),
);

// The firm's own pages (content/pages/): the same parser and sanitizer, without the reading
// aids of long posts (heading "#" links, table of contents, code block bars), so a page
// reads as the short page it is.
const pagePipeline = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { clobberPrefix: "" })
  .use(rehypeSanitize, schema)
  .use(mediaPictures)
  .use(accessibleContent)
  .use(rehypeStringify);

const htmlPipeline = afterSanitizing(unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, schema));

export interface RenderedContent {
  html: string;
  /** The h2 and h3 sections, in order. */
  toc: TocEntry[];
}

function run(pipeline: typeof markdownPipeline, input: string): RenderedContent {
  const file = pipeline.processSync(input);
  return { html: String(file), toc: (file.data as { toc?: TocEntry[] }).toc ?? [] };
}

export function markdownToSafeHtml(markdown: string): string {
  return run(markdownPipeline, markdown).html;
}

export function markdownToPageHtml(markdown: string): string {
  return String(pagePipeline.processSync(markdown));
}

// Highlighting makes a long post take tens of milliseconds: the rendered posts answer
// every client-side navigation from memory (content changes only with a sync).
const rendered = new LRUCache<string, RenderedContent>({ max: 100 });

/** SPEC 5: content starting with '<' is HTML, otherwise markdown; the result is sanitized. */
export function renderContent(content: string): RenderedContent {
  let result = rendered.get(content);
  if (!result) {
    result = run(content.trimStart().startsWith("<") ? htmlPipeline : markdownPipeline, content);
    rendered.set(content, result);
  }
  return result;
}

export function contentToSafeHtml(content: string): string {
  return renderContent(content).html;
}
