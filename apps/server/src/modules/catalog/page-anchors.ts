// Page anchors: where every `step`-th entry of a sorted product list sits
// (its sort key and id), so a deep page seeks to the nearest anchor on the
// sort's index and skips fewer than `step` entries, instead of skipping
// hundreds of thousands (docs/decisions/010-catalogue-at-a-million-products.md,
// "Deep pages"). Built lazily, one index-only scan per (filter, sort) the
// first time a deep page of it is asked; kept in process memory, at most
// `maxLists` lists, the least recently used out first.

/** The sort key (as PostgreSQL prints it) and id of the entry at position (i + 1) × step − 1. */
export interface PageAnchor {
  key: string;
  id: string;
}

export interface PageAnchorsOptions {
  /** An anchor every this many entries: a deep page skips fewer than this. */
  step?: number;
  /** Only pages that would otherwise skip at least this many entries use anchors. */
  minSkip?: number;
  /**
   * Anchors are read again after this long (another instance may have moved
   * products without changing a total); the old ones serve until then.
   */
  ttlMs?: number;
  /** At most this many (filter, sort) lists are kept. */
  maxLists?: number;
  now?: () => number;
}

export interface PageAnchors {
  readonly step: number;
  /** Whether a page at `offset` of a list of `total` is deep enough to be worth anchors. */
  worthIt(offset: number, total: number): boolean;
  /**
   * The anchors of `list`, built with `build` unless fresh ones are kept.
   * `total` is the list's exact length now: kept anchors of another length
   * are stale (products added or removed, maybe on another instance).
   */
  get(list: string, total: number, build: () => Promise<PageAnchor[]>): Promise<PageAnchor[]>;
  /** The anchors of `list` and the total they were read at, if fresh ones are kept. */
  peek(list: string): { anchors: PageAnchor[]; total: number } | undefined;
  /** A product was created, changed or removed through this process: every list may have moved. */
  invalidate(): void;
  /** How many lists are kept (for tests). */
  readonly size: number;
}

interface KeptList {
  anchors: PageAnchor[];
  total: number;
  builtAt: number;
}

export const PAGE_ANCHOR_DEFAULTS = { step: 500, minSkip: 10_000, ttlMs: 60_000, maxLists: 64 } as const;

export function createPageAnchors(options: PageAnchorsOptions = {}): PageAnchors {
  const step = options.step ?? PAGE_ANCHOR_DEFAULTS.step;
  const minSkip = options.minSkip ?? PAGE_ANCHOR_DEFAULTS.minSkip;
  const ttlMs = options.ttlMs ?? PAGE_ANCHOR_DEFAULTS.ttlMs;
  const maxLists = options.maxLists ?? PAGE_ANCHOR_DEFAULTS.maxLists;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(step) || step < 1) throw new Error(`page anchor step must be a positive integer, not ${step}`);

  const kept = new Map<string, KeptList>();
  const building = new Map<string, Promise<PageAnchor[]>>();
  // Bumped by invalidate(): anchors read before a change are neither kept nor shared after it.
  let generation = 0;

  const keep = (list: string, entry: KeptList) => {
    kept.delete(list);
    kept.set(list, entry);
    while (kept.size > maxLists) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
  };

  return {
    step,
    get size() {
      return kept.size;
    },
    worthIt(offset, total) {
      return offset >= step && offset < total && Math.min(offset, total - offset) >= minSkip;
    },
    peek(list) {
      const entry = kept.get(list);
      if (!entry || now() - entry.builtAt >= ttlMs) return undefined;
      keep(list, entry); // most recently used
      return entry;
    },
    async get(list, total, build) {
      const entry = kept.get(list);
      const read = () => {
        const pending = building.get(list);
        if (pending) return pending;
        const begun = generation;
        const builtAt = now();
        const promise = build().then(
          (anchors) => {
            if (building.get(list) === promise) building.delete(list);
            if (begun === generation) keep(list, { anchors, total, builtAt });
            return anchors;
          },
          (error: unknown) => {
            if (building.get(list) === promise) building.delete(list);
            throw error;
          },
        );
        building.set(list, promise);
        return promise;
      };
      if (entry && entry.total === total) {
        keep(list, entry); // most recently used
        // Past its time, the list is read again in the background; until then the kept anchors serve.
        if (now() - entry.builtAt >= ttlMs) read().catch(() => {});
        return entry.anchors;
      }
      return read();
    },
    invalidate() {
      generation += 1;
      kept.clear();
      building.clear();
    },
  };
}
