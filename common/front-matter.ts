// Splits a markdown file into its YAML front matter and body.
import { parse } from "yaml";

export interface FrontMatterFile {
  data: Record<string, unknown>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseFrontMatter(text: string): FrontMatterFile {
  const match = FENCE.exec(text.replace(/^\uFEFF/, ""));
  if (!match) return { data: {}, body: text };
  const data = parse(match[1]!) ?? {};
  if (typeof data !== "object" || Array.isArray(data)) return { data: {}, body: match[2]! };
  return { data: data as Record<string, unknown>, body: match[2]! };
}
