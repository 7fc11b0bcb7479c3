// The text of a built stylesheet, read once, for InlineStylesheet. Only the hashed
// files of the production build are read; in development the page links Vite's CSS.
import fs from "node:fs";
import path from "node:path";

const cache = new Map<string, string | undefined>();

export function stylesheetText(href: string): string | undefined {
  if (!cache.has(href)) cache.set(href, read(href));
  return cache.get(href);
}

function read(href: string) {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  try {
    // "</style" would end the element early; in CSS "<\/style" means the same.
    return fs.readFileSync(path.resolve("build/client", href.slice(1)), "utf8").replaceAll("</style", "<\\/style");
  } catch {
    return undefined;
  }
}
