// Reading aids from a post's headings: ids (rehype-slug, run after sanitizing, so the
// ids are the readable slugs), a link to each section with an accessible name, and the
// table of contents (h2 and h3), collected into the file's data.
import type { Element } from "hast";
import type { Options as AutolinkOptions } from "rehype-autolink-headings";
import { eachElement, hasClass, textOf, type Parent } from "./hast.ts";

export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** A heading a reader sees (not the visually hidden "Footnotes" label). */
const isSectionHeading = (el: Element) => /^h[2-4]$/.test(el.tagName) && !hasClass(el, "sr-only");

const span = (className: string, text: string, hidden = false): Element => ({
  type: "element",
  tagName: "span",
  properties: hidden ? { className: [className], ariaHidden: "true" } : { className: [className] },
  children: [{ type: "text", value: text }],
});

/**
 * The link follows its heading (so the heading's own name stays its title), shows a "#"
 * and is named "Link to section: <title>" for screen readers.
 */
export const autolinkOptions: AutolinkOptions = {
  behavior: "after",
  test: isSectionHeading,
  properties: { className: ["heading-link"] },
  group: { type: "element", tagName: "div", properties: { className: ["heading-group"] }, children: [] },
  content: (heading) => [span("heading-link-mark", "#", true), span("sr-only", `Link to section: ${textOf(heading as Element).trim()}`)],
};

/** Collects the h2/h3 sections into `file.data.toc` (run after rehype-slug). */
export function collectToc() {
  return (tree: Parent, file: { data: object }) => {
    const toc: TocEntry[] = [];
    eachElement(tree, (el) => {
      if ((el.tagName === "h2" || el.tagName === "h3") && isSectionHeading(el) && typeof el.properties.id === "string") {
        toc.push({ id: el.properties.id, text: textOf(el).trim(), depth: el.tagName === "h2" ? 2 : 3 });
      }
    });
    (file.data as { toc?: TocEntry[] }).toc = toc;
  };
}

/** A table of contents is worth showing from three sections on. */
export const MIN_TOC_SECTIONS = 3;
export const showsToc = (toc: TocEntry[]) => toc.filter((e) => e.depth === 2).length >= MIN_TOC_SECTIONS;
