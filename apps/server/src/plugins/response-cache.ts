import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueChange } from './catalogue-changes';
import type { AppInstance } from './types';

// A short in-process cache of the public catalogue's answers
// (docs/decisions/011-catalogue-response-cache.md). The same answers are
// already cacheable by browsers and CDNs for 30 seconds (decision 006); this
// keeps a hot page (the listing's first page, a popular product, a common
// search) from costing the database a query per shopper. A change of the
// catalogue clears what it touched at once, on this instance and, through Redis,
// on the others (plugins/catalogue-changes.ts): each answer is tagged with the
// products it shows (the ids in it) and whether it is a list, so a review clears
// the answers that show its product, a product running out of stock those and
// every list, and an admin's edit everything. Without Redis, another instance behind the
// load balancer sees the change within CATALOGUE_CACHE_SECONDS. Shoppers asking for the same URL
// while its answer is being made wait for that one answer instead of each
// running the same queries (a popular search right after the cache expired).

/** One answer of the catalogue API: the serialised JSON body and the headers that go with it. */
export interface CachedAnswer {
  body: string;
  etag: string;
  cacheControl: string;
}

/**
 * What a cached answer shows, for clearing only what a change touched: the ids of the products in it, and
 * whether it is a list (its membership or order may change with a product's stock). Null: it goes with any change.
 */
export type CacheTags = { products: ReadonlySet<string>; list: boolean } | null;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The products an answer or a page shows: every id in its text (a card links to its product, a page's data
 * carries the ids). An id of something else (a brand, a review) is kept too: it never names a product, so it
 * never clears anything it should not.
 */
export function productIdsIn(text: string): ReadonlySet<string> {
  return new Set(Array.from(text.matchAll(UUID), (match) => match[0].toLowerCase()));
}

/** Whether a change touches an answer with these tags: a list when lists changed, or one of its products. */
function touches(tags: CacheTags, change: CatalogueChange | null): boolean {
  if (tags === null || change === null) return true;
  return (change.lists && tags.list) || change.products.some((id) => tags.products.has(id.toLowerCase()));
}

/** What the cache holds for a URL: the answer object as it was given (a getter on it stays a getter), and its times. */
interface Entry<A> {
  answer: A;
  tags: CacheTags;
  expiresAt: number;
  staleUntil: number;
  /** What it counts against `maxBytes`. */
  size: number;
}

/** A cache of answers of type `A` by URL (the API's JSON answers; the guests' rendered pages, web-app.ts). */
export interface ResponseCache<A extends object = CachedAnswer> {
  /** The stored answer for a URL, while it is fresh. */
  get(url: string): A | undefined;
  /**
   * The stored answer for a URL that is no longer fresh but may still be served
   * while one request makes the next (`staleSeconds`); never after a clear().
   */
  getStale(url: string): A | undefined;
  /** The answer being made for `url` by another request, if any. */
  pending(url: string): Promise<A | undefined> | undefined;
  /** Whether a request is making the answer for `url` right now. */
  inProgress(url: string): boolean;
  /**
   * This request makes the answer for `url`; the function it gets back stores
   * that answer (unless the cache was emptied meanwhile: it may predate the
   * change) and hands it to the requests waiting for it. Call it once, with
   * nothing when there is no answer to share.
   */
  lead(url: string): (answer: A | undefined) => void;
  /** Empties the cache: everything may have changed. */
  clear(): void;
  /** Drops what `change` touched (null: everything); an answer being made that it touches is neither stored nor shared. */
  forget(change: CatalogueChange | null): void;
  readonly enabled: boolean;
  /** Lookups so far, for GET /metrics' hit ratio: a hit was answered from the cache, a miss had to make the answer. */
  readonly stats: CacheStats;
}

export interface CacheStats {
  hits: number;
  misses: number;
}

export interface ResponseCacheOptions<A> {
  /** Seconds a stale answer may still be served while one request makes the next (default 0: none). */
  staleSeconds?: number;
  /** At most this many URLs; the oldest go first. */
  maxEntries?: number;
  /** At most this many bytes of answers, as `sizeOf` counts them; the oldest go first. */
  maxBytes?: number;
  sizeOf?: (answer: A) => number;
  /** What an answer shows (see CacheTags); without it, every change empties the cache. */
  tagsOf?: (url: string, answer: A) => CacheTags;
}

/** The changes since an answer began that are remembered for it; an answer begun before older ones is not kept. */
const RECENT_CHANGES = 64;

/** At most this many URLs by default (a page of 24 products is about 10 kB): the oldest go first. */
const MAX_ENTRIES = 2_000;

export function createResponseCache<A extends object = CachedAnswer>(
  ttlSeconds: number,
  now: () => number = Date.now,
  options: ResponseCacheOptions<A> = {},
): ResponseCache<A> {
  const entries = new Map<string, Entry<A>>();
  const inFlight = new Map<string, Promise<A | undefined>>();
  const ttlMs = ttlSeconds * 1000;
  const staleMs = (options.staleSeconds ?? 0) * 1000;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const sizeOf = options.sizeOf ?? (() => 0);
  const tagsOf = options.tagsOf ?? (() => null);
  let bytes = 0;
  // Bumped by every change: an answer begun before a change that touches it is not stored or shared after it.
  let generation = 0;
  /** The last changes, the newest last: recent[i] made generation `generation - recent.length + 1 + i`. */
  const recent: (CatalogueChange | null)[] = [];
  /** Whether a change since `begun` touches an answer with these tags. */
  const changedSince = (begun: number, tags: CacheTags) => {
    const missed = generation - begun;
    if (missed === 0) return false;
    if (missed > recent.length) return true;
    return recent.slice(-missed).some((change) => touches(tags, change));
  };
  const remember = (change: CatalogueChange | null) => {
    generation += 1;
    recent.push(change);
    if (recent.length > RECENT_CHANGES) recent.shift();
  };
  const stats: CacheStats = { hits: 0, misses: 0 };

  const remove = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(url);
  };
  const overFull = () => entries.size > maxEntries || (bytes > maxBytes && entries.size > 1);
  const store = (url: string, answer: A, tags: CacheTags) => {
    remove(url);
    const at = now();
    const size = sizeOf(answer);
    // The answer itself, not a copy of its properties: a cached page keeps only its compressed copies,
    // and a copy would read its text's getter and keep the text too (web-app.ts, compact).
    entries.set(url, { answer, tags, expiresAt: at + ttlMs, staleUntil: at + ttlMs + staleMs, size });
    bytes += size;
    while (overFull()) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };
  /** The entry for `url` unless it is past serving at all (then it goes). */
  const servable = (url: string) => {
    const entry = entries.get(url);
    if (entry && entry.staleUntil <= now()) {
      remove(url);
      return undefined;
    }
    return entry;
  };

  const clearAll = () => {
    remember(null);
    entries.clear();
    inFlight.clear();
    bytes = 0;
  };

  return {
    enabled: ttlMs > 0,
    stats,
    get(url) {
      const entry = servable(url);
      if (!entry || entry.expiresAt <= now()) return undefined;
      stats.hits += 1;
      return entry.answer;
    },
    getStale(url) {
      const entry = servable(url);
      if (!entry || entry.expiresAt > now()) return undefined;
      stats.hits += 1;
      return entry.answer;
    },
    pending(url) {
      // A shared answer is a hit; a leader that found none leaves its waiters to lead (and count a miss) themselves.
      return inFlight.get(url)?.then((answer) => {
        if (answer) stats.hits += 1;
        return answer;
      });
    },
    inProgress(url) {
      return inFlight.has(url);
    },
    lead(url) {
      stats.misses += 1;
      const begun = generation;
      let resolve!: (answer: A | undefined) => void;
      const promise = new Promise<A | undefined>((r) => {
        resolve = r;
      });
      if (ttlMs > 0) inFlight.set(url, promise);
      let settled = false;
      return (answer) => {
        if (settled) return;
        settled = true;
        if (inFlight.get(url) === promise) inFlight.delete(url);
        const tags = answer ? tagsOf(url, answer) : null;
        const current = !changedSince(begun, tags);
        if (answer && current && ttlMs > 0) store(url, answer, tags);
        resolve(current ? answer : undefined);
      };
    },
    clear: clearAll,
    forget(change) {
      if (change === null) return clearAll();
      remember(change);
      for (const [url, entry] of entries) if (touches(entry.tags, change)) remove(url);
    },
  };
}

/** A catalogue answer's tags: the products in its JSON; a product's own answer (/api/shop/products/get/{id}) is no list, every other is. */
export function catalogueAnswerTags(url: string, answer: CachedAnswer): CacheTags {
  return { products: productIdsIn(answer.body), list: !/^\/api\/shop\/products\/get\/[^/?]+/.test(url) };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Answered from the response cache: nothing to store again. */
    fromResponseCache?: boolean;
    /** This request makes an answer others wait for: called once with it (or nothing) when done. */
    settleResponseCache?: (answer: CachedAnswer | undefined) => void;
  }
}

/** The request asks for a fresh answer (a reload, or the web app's no-cache calls). */
function wantsFresh(request: FastifyRequest): boolean {
  const header = request.headers['cache-control'];
  return typeof header === 'string' && /no-cache|no-store|max-age=0/i.test(header);
}

/**
 * Serves a GET of this scope from the cache while it is fresh. The HTTP cache's
 * onSend hook (http-cache.ts) still answers If-None-Match with 304.
 */
export function registerResponseCache(scope: AppInstance, cache: ResponseCache): void {
  if (!cache.enabled) return;
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const answer = wantsFresh(request) ? undefined : (cache.get(request.url) ?? (await cache.pending(request.url)));
    if (!answer) {
      request.settleResponseCache = cache.lead(request.url);
      return;
    }
    request.fromResponseCache = true;
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('etag', answer.etag);
    reply.header('cache-control', answer.cacheControl);
    return reply.send(answer.body);
  });
  // Whatever happened to the leading request (an error, a 404, a closed connection), release those waiting.
  scope.addHook('onResponse', async (request) => {
    request.settleResponseCache?.(undefined);
  });
  scope.addHook('onRequestAbort', async (request) => {
    request.settleResponseCache?.(undefined);
  });
}
