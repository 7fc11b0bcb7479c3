// The snippet a result shows: a short window of the document's text around the first
// matched word, with every matched word marked. Works on plain text and returns text
// segments, so the page and the dialog render it without any HTML from content.
import type { SnippetPart } from "../../common/search.ts";

export const SNIPPET_LENGTH = 180;
const LEAD = 50; // characters of context kept before the first match

// Words as MiniSearch's default tokenizer sees them (it splits on spaces and punctuation).
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

function firstMatch(text: string, terms: Set<string>): number {
  for (const m of text.matchAll(WORD)) if (terms.has(m[0].toLowerCase())) return m.index;
  return -1;
}

/** Splits `text` into parts, marking the words that are in `terms` (lower case). */
export function markTerms(text: string, terms: Set<string>): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (!terms.has(m[0].toLowerCase())) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], mark: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A window of at most SNIPPET_LENGTH characters, cut at spaces, with '…' where it was cut. */
function windowAround(text: string, at: number): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  let start = Math.max(0, Math.min(at - LEAD, text.length - SNIPPET_LENGTH));
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/**
 * The snippet of a document for the matched `terms`: the description when it holds a
 * match (it is written to be read alone), else the body around the first match, else
 * the description's start.
 */
export function snippetOf(doc: { description: string; body: string }, terms: Set<string>): SnippetPart[] {
  const inDescription = firstMatch(doc.description, terms);
  const inBody = inDescription < 0 ? firstMatch(doc.body, terms) : -1;
  const text = inBody >= 0 ? windowAround(doc.body, inBody) : windowAround(doc.description, Math.max(0, inDescription));
  return markTerms(text, terms);
}
