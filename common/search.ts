// What a site search answers, shared by the server (index, API, /search loader) and the
// browser (the header's dialog). Snippets are plain-text segments, some marked as the
// match: both sides render them as text, so nothing from content can become markup.
export const SEARCH_MAX_QUERY_LENGTH = 200;
export const SEARCH_MAX_RESULTS = 20;

export type SearchResultType = "Blog post" | "Case study" | "Service" | "Solution" | "White paper";

export interface SnippetPart {
  text: string;
  /** This part is (a word of) the match. */
  mark?: true;
}

export interface SearchResult {
  type: SearchResultType;
  title: string;
  url: string;
  snippet: SnippetPart[];
}

export interface SearchAnswer {
  query: string;
  results: SearchResult[];
}

/** The query as searched: trimmed, spaces collapsed, at most SEARCH_MAX_QUERY_LENGTH characters. */
export function normalizeQuery(q: string): string {
  return q.replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_QUERY_LENGTH).trim();
}
