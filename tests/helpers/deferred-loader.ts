// Runs the inline loader that deferAppScripts leaves in a page (docs/decisions/008)
// against a stand-in document, and returns what it adds to <head> once the first frame
// is painted: the modulepreload links and the hydrating module script, with their nonce.
import { attribute, htmlElements, textOf } from "../../server/pages/html-elements.ts";

export interface LoaderRun {
  /** Elements added before the first frame (there must be none). */
  beforeFrame: number;
  preloads: { rel: string; href: string; nonce: string }[];
  modules: { type: string; nonce: string; text: string }[];
}

/** The page's loader script and its nonce (undefined when the page has none). */
export function findLoader(html: string): { text: string; nonce: string | undefined } | undefined {
  for (const el of htmlElements(html)) {
    if (el.tagName === "script" && attribute(el, "src") === undefined && textOf(el).includes('l.rel="modulepreload"')) {
      return { text: textOf(el), nonce: attribute(el, "nonce") };
    }
  }
  return undefined;
}

export function runLoader(loader: string, nonce: string): LoaderRun {
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    currentScript: { nonce },
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (el: Record<string, string>) => added.push({ ...el }) },
  };
  new Function("document", "requestAnimationFrame", "setTimeout", loader)(
    document,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
  );
  const beforeFrame = added.length;
  frames.shift()!();
  timers.pop()!(); // the timer queued by the frame
  timers.forEach((t) => t()); // the one-second fallback must not start it twice
  return {
    beforeFrame,
    preloads: added.filter((e) => e.tag === "link").map((e) => ({ rel: e.rel!, href: e.href!, nonce: e.nonce! })),
    modules: added.filter((e) => e.tag === "script").map((e) => ({ type: e.type!, nonce: e.nonce!, text: e.textContent! })),
  };
}
