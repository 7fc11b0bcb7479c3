// The full-text index over the site's documents (MiniSearch): titles weigh most, then
// tags and descriptions; every word of the query also matches as a prefix ("kuber")
// and, from five letters, with a typo or two ("karpentr").
import MiniSearch, { type SearchOptions } from "minisearch";
import { SEARCH_MAX_RESULTS, type SearchResult } from "../../common/search.ts";
import type { SearchDocument } from "./search-documents.ts";
import { snippetOf } from "./snippet.ts";

// Words too common to tell documents apart; leaving them out keeps "the karpenter post" about Karpenter.
const STOP_WORDS = new Set("a an and are as at be by for from how in is it of on or our that the this to we what when with you your".split(" "));
// Queries longer than this many words search only their first ones, and queries of more
// than FUZZY_MAX_TERMS words without typo tolerance: a pasted paragraph stays fast.
const MAX_QUERY_TERMS = 10;
const FUZZY_MAX_TERMS = 4;

const processTerm = (term: string) => {
  const t = term.toLowerCase();
  return STOP_WORDS.has(t) ? null : t;
};

const searchOptions: SearchOptions = {
  boost: { title: 4, tags: 2, description: 1.5 },
  prefix: (term) => term.length >= 2,
  // Round(length × 0.2) edits: 1 from five letters, 2 from eight. Shorter words must be spelled right.
  fuzzy: (term, _i, terms) => (term.length >= 5 && terms.length <= FUZZY_MAX_TERMS ? 0.2 : false),
  combineWith: "OR",
};

export interface SearchIndex {
  search(query: string, limit?: number): SearchResult[];
  size: number;
}

export function createSearchIndex(docs: SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>({ fields: ["title", "tags", "description", "body"], processTerm, searchOptions });
  index.addAll(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));

  return {
    size: docs.length,
    search(query, limit = SEARCH_MAX_RESULTS) {
      const words = query.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_TERMS).join(" ");
      if (!words) return [];
      return index
        .search(words)
        .slice(0, Math.min(limit, SEARCH_MAX_RESULTS))
        .map((hit) => {
          const doc = byId.get(hit.id as string)!;
          return { type: doc.type, title: doc.title, url: doc.url, snippet: snippetOf(doc, new Set(hit.terms)) };
        });
    },
  };
}
