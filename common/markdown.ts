// Markdown (GitHub-flavoured) and HTML to sanitized HTML. Used on the server for
// content files and on the client by the blog post route (loaded with that route only).
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeParse from "rehype-parse";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";

// GitHub's own sanitize schema, plus language classes on code blocks for styling.
const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ["className", /^language-[\w-]+$/]],
  },
};

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * Accessibility after sanitizing: task-list checkboxes get a label, and tables and code
 * blocks (which may scroll sideways) can be reached by keyboard.
 */
function accessibleContent() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.tagName === "input" && node.properties?.type === "checkbox") {
        node.properties.ariaLabel = node.properties.checked ? "Done" : "Not done";
      }
      if ((node.tagName === "pre" || node.tagName === "table") && node.properties) node.properties.tabIndex = 0;
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

const markdownPipeline = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(accessibleContent)
  .use(rehypeStringify);

const htmlPipeline = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, schema)
  .use(accessibleContent)
  .use(rehypeStringify);

export function markdownToSafeHtml(markdown: string): string {
  return String(markdownPipeline.processSync(markdown));
}

export function sanitizeHtml(html: string): string {
  return String(htmlPipeline.processSync(html));
}

/** SPEC 5: content starting with '<' is HTML, otherwise markdown; the result is sanitized. */
export function contentToSafeHtml(content: string): string {
  return content.trimStart().startsWith("<") ? sanitizeHtml(content) : markdownToSafeHtml(content);
}
