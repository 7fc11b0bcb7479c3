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

const markdownPipeline = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeStringify);

const htmlPipeline = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, schema)
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
