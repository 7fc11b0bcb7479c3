// Rendered pages, kept ready to send. Rendering costs far more than sending bytes, and
// a page changes only when content does, so each page is rendered once per TTL and then
// sent byte for byte: the same HTML (no per-response nonce; docs/decisions/009), its
// brotli and gzip copies made once, and a strong ETag for 304s and CDNs.
//
// The site's pages live apart from not-found pages and pages keyed by a query (search
// results): no number of junk URLs or queries can evict a real page. Concurrent misses of one key share one render. The TTL bounds
// staleness of date-dependent output (the footer's year, a post whose day arrives).
// Only rebuildable data lives here; instances stay stateless.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** CSP script sources that allow the page's inline scripts (HTML pages only). */
  scriptSources?: string[];
}

export interface CachedPage extends RenderedPage {
  etag: string;
  br: Buffer;
  gzip: Buffer;
  /** Every header of the page's first response but the body's own (set on first send). */
  sentHeaders?: [string, string][];
}

export async function toCachedPage(page: RenderedPage): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    // Quality 9: within a few percent of 11 at a fraction of the time, paid once per TTL.
    brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
    gzip(page.body, { level: 9 }),
  ]);
  const etag = `"${createHash("sha256").update(page.body).digest("base64url").slice(0, 32)}"`;
  return { ...page, etag, br, gzip: gz };
}

export interface PageCacheOptions {
  /** Found pages kept (the site has ~60). */
  max?: number;
  /** Not-found and query-keyed pages kept, apart from the site's pages. */
  maxApart?: number;
  ttlMs?: number;
}

export function createPageCache(opts: PageCacheOptions = {}) {
  const ttl = opts.ttlMs ?? 5 * 60_000;
  const found = new LRUCache<string, CachedPage>({ max: opts.max ?? 500, ttl });
  const apart = new LRUCache<string, CachedPage>({ max: opts.maxApart ?? 200, ttl });
  const inFlight = new Map<string, Promise<CachedPage | RenderedPage>>();

  return {
    /** The cached page for `key`, if there is one. */
    peek: (key: string): CachedPage | undefined => found.get(key) ?? apart.get(key),
    /**
     * The cached page for `key`, or the page `render` makes. A render is kept only if
     * `keep` says so (a complete page, rendered while the database answered).
     */
    async get(key: string, render: () => Promise<{ page: RenderedPage; keep: boolean }>, opts: { apart?: boolean } = {}): Promise<CachedPage | RenderedPage> {
      const hit = found.get(key) ?? apart.get(key);
      if (hit) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const work = (async () => {
        const { page, keep } = await render();
        if (!keep) return page;
        const cached = await toCachedPage(page);
        (cached.status === 404 || opts.apart ? apart : found).set(key, cached);
        return cached;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },
    clear() {
      found.clear();
      apart.clear();
    },
    get size() {
      return found.size + apart.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

export function isCachedPage(page: CachedPage | RenderedPage): page is CachedPage {
  return "etag" in page;
}
