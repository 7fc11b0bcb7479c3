// The inline <style> elements the site sends, as CSP sources: the built stylesheet that
// every page carries inline (docs/decisions/008) and the small refusal page
// (client-error.ts). The CSP allows exactly these by their SHA-256 hashes, so no
// 'unsafe-inline' for styles: an injected <style> or style="" attribute does nothing.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { stylesheetText } from "../app/lib/document/stylesheet-text.server.ts";
import { CLIENT_ERROR_STYLE } from "./client-error.ts";

export const cspHashOf = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The hashes of every built stylesheet as the pages inline it, and of the refusal page's style. None built (development): that one only. */
export function inlineStyleSources(assetsDir = path.resolve("build/client/assets")): string[] {
  const files = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((f) => f.endsWith(".css")) : [];
  const texts = files.flatMap((f) => stylesheetText(`/assets/${f}`) ?? []);
  return [...new Set([...texts, CLIENT_ERROR_STYLE].map(cspHashOf))];
}
