// Sends a page's JavaScript after its first paint. React Router puts modulepreload links
// for every module of the page in the <head>; on a phone they share the line with the
// HTML and font and hold the first paint back by a second or more (bench/lighthouse.ts).
// The page needs no script to show or to work (links, the no-JavaScript contact form),
// so the preloads and the module script that hydrates are moved into one small inline
// script that adds them in the frame after the first paint (docs/decisions/008).

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"[^>]*>([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline <script>. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export interface DeferredPage {
  html: string;
  /** Inline scripts the loader adds later: a hash-based CSP must allow them too. */
  deferredScripts: string[];
}

export function deferAppScripts(html: string): DeferredPage {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return { html, deferredScripts: [] };
  const nonceAttribute = /\bnonce="([^"]*)"/.exec(module[1]!)?.[0] ?? "";
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const loader =
    `(function(){var nonce=document.currentScript.nonce,started=false;` +
    `function start(){if(started)return;started=true;` +
    `${inlineJson(preloads)}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;l.nonce=nonce;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=${inlineJson(module[2])};document.head.appendChild(s)}` +
    // After the first frame; a tab opened in the background (no frames) starts within a second.
    `requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})()`;
  return {
    html: html.replace(MODULE_SCRIPT, () => `<script ${nonceAttribute}>${loader}</script>`).replace(MODULEPRELOAD, ""),
    deferredScripts: [module[2]!],
  };
}

/** The modules a page rewritten by deferAppScripts loads after its first paint (bench/page-weight.ts). */
export function deferredModules(html: string): string[] {
  const list = /(\["[^\]]*\])\.forEach\(function\(href\)/.exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}
