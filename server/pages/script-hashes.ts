// The CSP sources that allow a cached page's inline scripts: the SHA-256 of each one.
// A cached page is sent byte for byte to every visitor (and may be kept by a CDN), so
// it cannot carry a per-response nonce; a hash allows exactly the scripts it was
// rendered with (docs/decisions/009). The page is parsed as a browser parses it
// (rehype-parse, on parse5), so the hashed text is the text the browser hashes.
import { createHash } from "node:crypto";
import { unified } from "unified";
import rehypeParse from "rehype-parse";
import type { Element, Root, RootContent } from "hast";

/** Script types a browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

function* inlineScripts(node: Root | Element): Generator<string> {
  for (const child of node.children as RootContent[]) {
    if (child.type !== "element") continue;
    if (child.tagName === "script") {
      const type = String(child.properties.type ?? "").toLowerCase();
      if (child.properties.src === undefined && EXECUTABLE.has(type)) {
        yield child.children.map((c) => (c.type === "text" ? c.value : "")).join("");
      }
    }
    yield* inlineScripts(child);
  }
}

/** `'sha256-…'` for every inline script of the document, in order, without repeats. */
export function inlineScriptHashes(html: string, extraScripts: string[] = []): string[] {
  const tree = unified().use(rehypeParse).parse(html);
  const texts = [...inlineScripts(tree), ...extraScripts];
  return [...new Set(texts.map((t) => `'sha256-${createHash("sha256").update(t, "utf8").digest("base64")}'`))];
}
