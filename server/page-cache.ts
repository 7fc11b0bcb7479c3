// Rendered pages, cached per URL. Rendering costs ~100x more than sending bytes, and a
// page changes only when content does (content is synced at start), so a page is
// rendered once and then served from memory. The CSP nonce survives caching: pages
// are rendered with a placeholder that is replaced by each response's fresh nonce.
// A short TTL re-renders pages whose output depends on the date (the footer's year,
// a post whose publication day arrives). Only rebuildable data lives here.
import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";

export const NONCE_PLACEHOLDER = `csp-nonce-${randomBytes(12).toString("hex")}`;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

export function createPageCache(opts: { max?: number; ttlMs?: number } = {}) {
  const cache = new LRUCache<string, CachedPage>({ max: opts.max ?? 500, ttl: opts.ttlMs ?? 5 * 60_000 });
  return {
    get: (key: string) => cache.get(key),
    set: (key: string, page: CachedPage) => cache.set(key, page),
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

export function withNonce(body: string, nonce: string): string {
  return body.replaceAll(NONCE_PLACEHOLDER, nonce);
}
