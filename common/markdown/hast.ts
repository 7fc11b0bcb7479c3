// The few hast helpers the markdown plugins share (hast-util-* are not direct dependencies).
import type { Element, ElementContent, Root, RootContent } from "hast";

export type Parent = Root | Element;

/** Every element under `node`, depth first, with its parent. */
export function eachElement(node: Parent, visit: (el: Element, parent: Parent) => void): void {
  for (const child of node.children as (RootContent | ElementContent)[]) {
    if (child.type === "element") {
      visit(child, node);
      eachElement(child, visit);
    } else if ((child as { type: string }).type === "root") {
      // Shiki puts its highlighted block in place as a nested root.
      eachElement(child as unknown as Root, visit);
    }
  }
}

/** The text of a node, as a reader sees it. */
export function textOf(node: Parent | RootContent | ElementContent): string {
  if (node.type === "text") return node.value;
  return "children" in node ? (node.children as RootContent[]).map(textOf).join("") : "";
}

export const hasClass = (el: Element, name: string): boolean => {
  const c = el.properties.className;
  return Array.isArray(c) ? c.includes(name) : c === name;
};
