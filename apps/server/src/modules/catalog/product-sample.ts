// The ids that a product page's "random products" are picked from: a sample
// of the catalogue kept in process memory and read again every few seconds
// (docs/decisions/010-catalogue-at-a-million-products.md, "Product details").
// Each page picks its random products from the sample in memory, so the
// database only fetches those few rows by id, in the same statement as the
// product and its related products.

export interface ProductSampleOptions {
  /** How many ids the sample holds. */
  size?: number;
  /** The sample is read again after this long. */
  ttlMs?: number;
  now?: () => number;
  random?: () => number;
}

export interface ProductSample {
  /**
   * Up to `count` distinct ids of the sample other than `exceptId`, in random
   * order. Reads the sample with `load` when there is none yet; a sample past
   * its time is still used while a fresh one is read in the background.
   */
  pick(count: number, exceptId: string, load: (size: number) => Promise<string[]>): Promise<string[]>;
  /** Products were added or removed through this process: read the sample again on the next pick. */
  invalidate(): void;
}

export const PRODUCT_SAMPLE_DEFAULTS = { size: 1_000, ttlMs: 5_000 } as const;

export function createProductSample(options: ProductSampleOptions = {}): ProductSample {
  const size = options.size ?? PRODUCT_SAMPLE_DEFAULTS.size;
  const ttlMs = options.ttlMs ?? PRODUCT_SAMPLE_DEFAULTS.ttlMs;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;

  let ids: string[] | undefined;
  let loadedAt = 0;
  /** A product was added or removed through this process since the sample was read. */
  let stale = false;
  let loading: Promise<string[]> | undefined;
  let generation = 0;

  const refresh = (load: (size: number) => Promise<string[]>): Promise<string[]> => {
    if (loading) return loading;
    const begun = generation;
    const startedAt = now();
    const promise = load(size).then(
      (fresh) => {
        if (loading === promise) loading = undefined;
        if (begun === generation) {
          ids = fresh;
          loadedAt = startedAt;
          stale = false;
        } else ids ??= fresh;
        return fresh;
      },
      (error: unknown) => {
        if (loading === promise) loading = undefined;
        throw error;
      },
    );
    loading = promise;
    return promise;
  };

  return {
    async pick(count, exceptId, load) {
      let pool = ids;
      if (pool === undefined) pool = await refresh(load);
      else if (stale || now() - loadedAt >= ttlMs) {
        // The stale sample serves this page; the next pages get the fresh one.
        refresh(load).catch(() => {});
      }
      // A sample well larger than the pick (the usual case): draw positions until `count` distinct
      // ones, the product itself left out, without copying the sample on every page.
      if (pool.length > 2 * count + 1) return drawDistinct(pool, count, exceptId, random);
      // A partial Fisher-Yates over a copy: `count` distinct ids, each equally likely.
      const candidates = pool.filter((id) => id !== exceptId);
      const n = Math.min(count, candidates.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(random() * (candidates.length - i));
        [candidates[i], candidates[j]] = [candidates[j] as string, candidates[i] as string];
      }
      return candidates.slice(0, n);
    },
    invalidate() {
      generation += 1;
      stale = true;
      loading = undefined;
    },
  };
}

/** `count` distinct ids of `pool` other than `exceptId`, each equally likely; `pool` has more than twice as many. */
function drawDistinct(pool: readonly string[], count: number, exceptId: string, random: () => number): string[] {
  const taken = new Set<number>();
  const picked: string[] = [];
  while (picked.length < count) {
    const at = Math.floor(random() * pool.length);
    const id = pool[at] as string;
    if (taken.has(at) || id === exceptId) continue;
    taken.add(at);
    picked.push(id);
  }
  return picked;
}
