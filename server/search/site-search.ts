// The site search the server answers with: an index built from the content read at
// start, rebuilt when content is synced (`rebuild`) and when the day changes, so a post
// dated today appears the day it is published and never a day before.
import { todayIso } from "../../common/blog.ts";
import { normalizeQuery, type SearchAnswer } from "../../common/search.ts";
import type { MarkdownPostFile } from "../content/markdown-posts.ts";
import { searchDocuments, type SearchContent } from "./search-documents.ts";
import { createSearchIndex, type SearchIndex } from "./search-index.ts";

export interface SearchSource {
  content: SearchContent;
  markdownFiles: MarkdownPostFile[];
}

export interface SiteSearch {
  /** Searches for the query (normalized: trimmed, at most SEARCH_MAX_QUERY_LENGTH characters). */
  search(query: string): SearchAnswer;
  /** Builds the index again from the source's current content. */
  rebuild(): void;
}

export function createSiteSearch(source: () => SearchSource): SiteSearch {
  let built: { day: string; index: SearchIndex };
  const build = () => {
    const day = todayIso();
    const { content, markdownFiles } = source();
    built = { day, index: createSearchIndex(searchDocuments(content, markdownFiles, day)) };
  };
  build();

  return {
    search(raw) {
      if (built.day !== todayIso()) build();
      const query = normalizeQuery(raw);
      return { query, results: query ? built.index.search(query) : [] };
    },
    rebuild: build,
  };
}
