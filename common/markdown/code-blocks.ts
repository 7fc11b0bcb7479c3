// Each code block gets a bar with its language and a copy button. The button is in the
// HTML but `hidden`: the post screen reveals it once its script runs, so without
// JavaScript the block is plain and readable, with no control that would do nothing.
import type { Element } from "hast";
import { eachElement, type Parent } from "./hast.ts";

const LANGUAGE_NAMES: Record<string, string> = {
  bash: "Bash",
  sh: "Shell",
  shell: "Shell",
  shellscript: "Shell",
  console: "Console",
  yaml: "YAML",
  yml: "YAML",
  json: "JSON",
  go: "Go",
  hcl: "HCL",
  terraform: "Terraform",
  tf: "Terraform",
  typescript: "TypeScript",
  ts: "TypeScript",
  javascript: "JavaScript",
  js: "JavaScript",
  dockerfile: "Dockerfile",
  docker: "Dockerfile",
  promql: "PromQL",
  rego: "Rego",
  sql: "SQL",
  html: "HTML",
};

/** The label of a fence's language: its usual name, or the tag as written. */
export function languageName(lang: string | undefined): string {
  if (!lang) return "Text";
  return LANGUAGE_NAMES[lang.toLowerCase()] ?? lang;
}

function languageOf(pre: Element): string | undefined {
  const code = pre.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
  const classes = code?.properties.className;
  const cls = Array.isArray(classes) ? classes.find((c) => String(c).startsWith("language-")) : undefined;
  return cls ? String(cls).slice("language-".length) : undefined;
}

const el = (tagName: string, properties: Element["properties"], children: Element["children"] = []): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});

/** Wraps every `<pre>` in `div.code-block` with its bar; run before highlighting (which drops the language class). */
export function codeBlockChrome() {
  return (tree: Parent) => {
    const blocks: [Element, Parent][] = [];
    eachElement(tree, (node, parent) => {
      if (node.tagName === "pre") blocks.push([node, parent]);
    });
    for (const [pre, parent] of blocks) {
      const label = languageName(languageOf(pre));
      const bar = el("div", { className: ["code-block-bar"] }, [
        el("span", { className: ["code-block-lang"] }, [{ type: "text", value: label }]),
        // Visible "Copy", heard "Copy YAML code"; the status beside it says "Copied".
        el("button", { type: "button", className: ["code-copy"], dataCopy: "", hidden: true }, [
          { type: "text", value: "Copy" },
          el("span", { className: ["sr-only"] }, [{ type: "text", value: ` ${label} code` }]),
        ]),
        el("span", { role: "status", className: ["sr-only"] }),
      ]);
      const wrapper = el("div", { className: ["code-block"] }, [bar, pre]);
      parent.children[(parent.children as unknown[]).indexOf(pre)] = wrapper;
    }
  };
}
