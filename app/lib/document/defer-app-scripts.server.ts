// Sends a page's JavaScript after its first paint. React Router puts modulepreload links
// for every module of the page in the <head>; on a phone they share the line with the
// HTML and font and hold the first paint back by a second or more (bench/lighthouse.ts).
// The page needs no script to show or to work (links, the no-JavaScript contact form),
// so the preloads and the module script that hydrates are moved into one small inline
// script that adds them in the frame after the first paint (docs/decisions/008).
// The page is read with an HTML parser (server/pages/html-elements.ts), so attribute
// order, quoting or a "</div>" inside the script cannot fool it; only the moved
// elements' bytes change. The same single parse lists the page's inline scripts for
// the CSP hashes of a cached page (server/pages/script-hashes.ts).
import { attribute, htmlElements, textOf, type HtmlElement } from "../../../server/pages/html-elements.ts";
import { isInlineScript } from "../../../server/pages/script-hashes.ts";

/** JSON that is safe inside an inline <script>. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

const isModulePreload = (el: HtmlElement) =>
  el.tagName === "link" && (attribute(el, "rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload") && attribute(el, "href") !== undefined;
const isInlineModule = (el: HtmlElement) =>
  el.tagName === "script" && (attribute(el, "type") ?? "").toLowerCase() === "module" && attribute(el, "src") === undefined;

export interface DeferredPage {
  html: string;
  /** Every inline script the page runs, in order: those in `html`, then the one the loader adds. */
  inlineScripts: string[];
}

function loaderScript(preloads: string[], moduleText: string): string {
  return (
    `(function(){var nonce=document.currentScript.nonce,started=false;` +
    `function start(){if(started)return;started=true;` +
    `${inlineJson(preloads)}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;l.nonce=nonce;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=${inlineJson(moduleText)};document.head.appendChild(s)}` +
    // After the first frame; a tab opened in the background (no frames) starts within a second.
    `requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})()`
  );
}

export function deferAppScripts(html: string): DeferredPage {
  const preloads: HtmlElement[] = [];
  const modules: HtmlElement[] = [];
  const inline: HtmlElement[] = [];
  for (const el of htmlElements(html, { locations: true })) {
    if (isModulePreload(el)) preloads.push(el);
    else if (isInlineModule(el)) modules.push(el);
    if (isInlineScript(el)) inline.push(el);
  }
  if (modules.length === 0 && preloads.length === 0) return { html, inlineScripts: inline.map(textOf) };
  // React Router emits one hydrating module script; anything else is markup this rewrite
  // does not know, and a page that would not hydrate must not be served quietly.
  if (modules.length !== 1) throw new Error(`deferAppScripts: expected one inline module script, found ${modules.length}`);
  const module = modules[0]!;
  const moduleText = textOf(module);
  const nonce = attribute(module, "nonce");
  const loaderText = loaderScript(
    preloads.map((l) => attribute(l, "href")!),
    moduleText,
  );
  const loader = `<script${nonce === undefined ? "" : ` nonce="${escapeAttribute(nonce)}"`}>${loaderText}</script>`;

  // Cut the moved elements out of the source, last first, so earlier offsets stay valid.
  const cuts = [...preloads.map((el) => ({ el, with: "" })), { el: module, with: loader }];
  cuts.sort((a, b) => b.el.sourceCodeLocation!.startOffset - a.el.sourceCodeLocation!.startOffset);
  let out = html;
  for (const cut of cuts) {
    const { startOffset, endOffset } = cut.el.sourceCodeLocation!;
    out = out.slice(0, startOffset) + cut.with + out.slice(endOffset);
  }
  const inlineScripts = inline.map((el) => (el === module ? loaderText : textOf(el)));
  return { html: out, inlineScripts: [...inlineScripts, moduleText] };
}

/** The modules a page rewritten by deferAppScripts loads after its first paint (bench/page-weight.ts). */
export function deferredModules(html: string): string[] {
  const list = /(\["[^\]]*\])\.forEach\(function\(href\)/.exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}
