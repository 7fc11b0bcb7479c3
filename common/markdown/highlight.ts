// Syntax highlighting of code blocks, on the server only (the post screen receives the
// rendered HTML; no highlighter reaches the browser). Fine-grained: only the languages
// the posts use are loaded, with the JavaScript regex engine (no WebAssembly), so the
// highlighter is ready synchronously and start-up stays fast.
import { createHighlighterCoreSync, type ShikiTransformer } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import theme from "@shikijs/themes/github-dark-default";
import bash from "@shikijs/langs/bash";
import dockerfile from "@shikijs/langs/dockerfile";
import go from "@shikijs/langs/go";
import hcl from "@shikijs/langs/hcl";
import json from "@shikijs/langs/json";
import terraform from "@shikijs/langs/terraform";
import typescript from "@shikijs/langs/typescript";
import yaml from "@shikijs/langs/yaml";

export const CODE_THEME = "github-dark-default";
/** The block's background (app.css `.prose-content pre`): the site's navy, not the theme's. */
export const CODE_BACKGROUND = "#0b1f3a";
/** The theme's token colours that get a class; each has a rule in app.css (a unit test checks). */
export const TOKEN_COLOURS = ["#8b949e", "#ff7b72", "#79c0ff", "#ffa657", "#d2a8ff", "#7ee787", "#a5d6ff", "#ffa198", "#f0f6fc"];

const highlighter = createHighlighterCoreSync({
  themes: [theme],
  langs: [bash, dockerfile, go, hcl, json, terraform, typescript, yaml],
  engine: createJavaScriptRegexEngine(),
});

/**
 * Token colours become classes (`tok-ff7b72`, `tok-i` for italic...) instead of inline
 * styles: the rendered HTML then holds no style attribute at all (the XSS checks treat
 * any as suspect), and the colours live in app.css next to the block's background.
 */
export const tokenClass = (declaration: string): string | undefined => {
  const [prop, value] = declaration.split(":").map((s) => s.trim().toLowerCase());
  // The default foreground, and the rare colours meant for a background we do not draw, stay plain.
  if (prop === "color") return TOKEN_COLOURS.includes(value ?? "") ? `tok-${value!.slice(1)}` : undefined;
  if (prop === "font-style" && value === "italic") return "tok-i";
  if (prop === "font-weight" && value === "bold") return "tok-b";
  if (prop === "text-decoration" && value === "underline") return "tok-u";
  if (prop === "text-decoration" && value === "line-through") return "tok-s";
  return undefined;
};

const stylesToClasses: ShikiTransformer = {
  name: "styles-to-classes",
  pre(node) {
    // Shiki writes `class`, `style` and `tabindex` keys; one clean set replaces them.
    node.properties = { className: ["shiki"], tabIndex: 0 };
  },
  span(node) {
    const style = node.properties.style;
    if (typeof style !== "string") return;
    delete node.properties.style;
    const classes = style
      .split(";")
      .map(tokenClass)
      .filter((c): c is string => Boolean(c));
    if (classes.length) this.addClassToHast(node, classes);
  },
};

/** The rehype plugin: `<pre><code class="language-x">` becomes highlighted tokens. */
export function rehypeHighlight() {
  // The core highlighter lacks the bundled-language typings the plugin's signature names.
  return rehypeShikiFromHighlighter(highlighter as unknown as Parameters<typeof rehypeShikiFromHighlighter>[0], {
    theme: CODE_THEME,
    transformers: [stylesToClasses],
    // Languages not loaded (promql, rego, ...) stay plain text, still labelled.
    fallbackLanguage: "text",
    defaultLanguage: "text",
    // No time limit per line: Shiki's default (500 ms) leaves a line plain when it runs out,
    // and the first line of a language, which compiles its grammar's expressions, did run
    // out on a busy machine (a post whose first YAML line came out uncoloured). A post is
    // rendered once and cached, so the same HTML every time matters more than the wait.
    tokenizeTimeLimit: 0,
  });
}
