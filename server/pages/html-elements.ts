// The elements of a rendered page as a browser parses it (parse5, the HTML standard's
// tokenizer and tree builder), each with where its markup starts and ends in the source.
// The deferred-scripts rewrite cuts exactly those ranges and leaves every other byte as
// React wrote it; the CSP hashes read script text as the browser will run it.
import { parse, type DefaultTreeAdapterMap } from "parse5";

export type HtmlElement = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["parentNode"];

/**
 * Every element of the document, in source order (template contents are not the page's,
 * so skipped). `locations`: fill in each element's `sourceCodeLocation` (a quarter slower).
 */
export function* htmlElements(html: string, opts: { locations?: boolean } = {}): Generator<HtmlElement> {
  const doc = parse(html, { sourceCodeLocationInfo: opts.locations ?? false });
  const stack: Node[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const children = node.childNodes.filter((c): c is HtmlElement => "tagName" in c);
    if (node !== doc) yield node as HtmlElement;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

export const attribute = (el: HtmlElement, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

/** The text inside an element (for a <script>: its source, exactly as the browser runs it). */
export const textOf = (el: HtmlElement): string => el.childNodes.map((c) => ("value" in c && c.nodeName === "#text" ? c.value : "")).join("");
