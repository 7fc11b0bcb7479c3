// One home for each rule: the source holds no stray copy of a value that has a home.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BRAND_COLOR, BRAND_DARK } from "../../common/brand.ts";
import { CHAT_TEXT } from "../../common/chat-rules.ts";
import { CONTACT_MESSAGES } from "../../common/contact-rules.ts";
import { PLACEHOLDER_IMAGE, SOLUTION_FALLBACK_IMAGE } from "../../common/fallback-images.ts";
import * as SPEC from "../../common/spec-texts.ts";
import { resolveSiteConfig } from "../../site.config.ts";
import { LEAD_SOURCE_LABEL } from "../../common/lead-source.ts";

const root = path.resolve(import.meta.dirname, "../..");
const sourceDirs = ["app", "server", "common", "scripts", "site.config.ts"];

/** Every source file (TypeScript, TSX, CSS) under the given roots, as [path relative to the project, text]. */
function sources(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (fs.statSync(abs).isDirectory()) {
      for (const entry of fs.readdirSync(abs)) walk(path.join(rel, entry));
    } else if (/\.(ts|tsx|css|mjs)$/.test(rel)) {
      out.push([rel, fs.readFileSync(abs, "utf8")]);
    }
  };
  sourceDirs.forEach(walk);
  return out;
}

describe("the brand colour", () => {
  it("is typed only in common/brand.ts and the stylesheet's theme, which agree", () => {
    const css = fs.readFileSync(path.join(root, "app/theme.css"), "utf8"); // the theme app.css and desk.css share
    expect(css).toContain(`--color-brand: ${BRAND_COLOR};`);
    expect(css).toContain(`--color-brand-dark: ${BRAND_DARK};`);
    const stray = sources()
      .filter(([rel]) => rel !== "common/brand.ts" && rel !== "app/theme.css")
      .filter(([, text]) => [BRAND_COLOR, BRAND_DARK].some((c) => text.toLowerCase().includes(c)))
      .map(([rel]) => rel);
    expect(stray).toEqual([]);
  });
});

/** The words a file's code holds (string literals, template pieces, JSX text), whitespace folded; comments may quote the SPEC. */
function codeWords(rel: string, text: string): string[] {
  const file = ts.createSourceFile(
    rel,
    text,
    ts.ScriptTarget.Latest,
    false,
    rel.endsWith(".tsx") ? ts.ScriptKind.TSX : rel.endsWith(".mjs") ? ts.ScriptKind.JS : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) out.push(node.text.replace(/\s+/g, " "));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Where each of the SPEC's error, toast, not-found and chat texts, and each fallback image, is typed. */
const homes: Record<string, string[]> = {
  "common/spec-texts.ts": [
    ...Object.values(SPEC.LIST_ERROR),
    SPEC.NO_BLOG_POSTS,
    ...Object.values(SPEC.BACK_TO),
    ...Object.values(SPEC.NOT_FOUND_VIEW).flatMap((view) => [view.title, view.text]),
    SPEC.CASE_STUDY_ERROR,
    SPEC.CASE_STUDY_TIME_FRAME,
    SPEC.CASE_STUDY_ROI,
    ...Object.values(SPEC.NOT_FOUND_PAGE),
    SPEC.CONTACT_TOAST.sent.title,
    SPEC.CONTACT_TOAST.sent.description,
    SPEC.CONTACT_TOAST.failed.description,
    SPEC.MARKDOWN_NOT_FOUND,
  ],
  "common/chat-rules.ts": [
    CHAT_TEXT.teaser,
    CHAT_TEXT.title,
    CHAT_TEXT.greeting,
    CHAT_TEXT.placeholder,
    CHAT_TEXT.greetingReply,
    CHAT_TEXT.thanks,
    CHAT_TEXT.error,
  ],
  "common/contact-rules.ts": Object.values(CONTACT_MESSAGES),
  "common/fallback-images.ts": [PLACEHOLDER_IMAGE, SOLUTION_FALLBACK_IMAGE],
};

describe("the SPEC's texts", () => {
  it("are typed only in their home in common/, imported everywhere else", () => {
    const code = sources()
      .filter(([rel]) => /\.(tsx?|mjs)$/.test(rel))
      .map(([rel, text]) => [rel, codeWords(rel, text)] as const);
    const stray = Object.entries(homes).flatMap(([home, texts]) =>
      texts.flatMap((t) => code.filter(([rel, words]) => rel !== home && words.some((w) => w.includes(t))).map(([rel]) => `${rel}: ${t}`)),
    );
    expect(stray).toEqual([]);
  });
});

describe("the brand name", () => {
  it("is typed only in site.config.ts (the server may override it); the source reads it from there", () => {
    const brand = resolveSiteConfig().name.toLowerCase();
    const stray = sources()
      .filter(([rel, text]) => rel !== "site.config.ts" && text.toLowerCase().includes(brand))
      .map(([rel]) => rel);
    expect(stray).toEqual([]);
  });
});

describe("a content page's address", () => {
  it("is built only in common/paths.ts: no template string writes /services/${…} and the like", () => {
    // The character before the slash keeps /images/services/${slug}.jpg (an image, not a page) out.
    const pageAddress = /(?<![\w-])\/(services|solutions|case-studies|blog|blog\/tag|white-papers)\/\$\{/;
    const stray = sources()
      .filter(([rel]) => rel !== "common/paths.ts")
      .filter(([, text]) => pageAddress.test(text))
      .map(([rel]) => rel);
    expect(stray).toEqual([]);
  });
});

describe("a lead's source in words", () => {
  it("is written only in common/lead-source.ts (decision 041): no other file spells a source's label", () => {
    const labels = Object.values(LEAD_SOURCE_LABEL).map((l) => new RegExp(`["'>]${l}["'<]`));
    const stray = sources()
      .filter(([rel]) => rel !== "common/lead-source.ts")
      .filter(([, text]) => labels.some((l) => l.test(text)))
      .map(([rel]) => rel);
    expect(stray).toEqual([]);
  });
});
