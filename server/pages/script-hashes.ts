// The CSP sources that allow a cached page's inline scripts: the SHA-256 of each one.
// A cached page is sent byte for byte to every visitor (and may be kept by a CDN), so
// it cannot carry a per-response nonce; a hash allows exactly the scripts it was
// rendered with (docs/decisions/009). The page is parsed as a browser parses it
// (html-elements.ts, on parse5), so the hashed text is the text the browser hashes.
import { createHash } from "node:crypto";
import { attribute, htmlElements, textOf, type HtmlElement } from "./html-elements.ts";

/** Script types a browser runs (speculation rules too); JSON-LD, island props and other data blocks are not scripts to CSP. */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript", "speculationrules"]);

/** An inline script the browser runs (and a CSP must allow). */
export const isInlineScript = (el: HtmlElement) =>
  el.tagName === "script" && attribute(el, "src") === undefined && EXECUTABLE.has((attribute(el, "type") ?? "").toLowerCase());

/** The text of every inline script of the document, in order. */
export const inlineScriptsOf = (html: string): string[] => [...htmlElements(html)].filter(isInlineScript).map(textOf);

/** `'sha256-…'` for each script text, in order, without repeats. */
export function scriptHashes(texts: string[]): string[] {
  return [...new Set(texts.map((t) => `'sha256-${createHash("sha256").update(t, "utf8").digest("base64")}'`))];
}
