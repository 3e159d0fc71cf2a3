import { describe, expect, it } from 'vitest';
import { createProductSample } from './product-sample';

// How a product page's random products are picked from the sample in memory.

/** Lets a background read finish (its promise callbacks run). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('product sample', () => {
  const ids = Array.from({ length: 20 }, (_, i) => `p${i}`);

  it('picks distinct ids of the sample, never the product itself', async () => {
    const sample = createProductSample({ size: 20 });
    for (let i = 0; i < 20; i++) {
      const picked = await sample.pick(8, 'p3', async () => ids);
      expect(picked).toHaveLength(8);
      expect(new Set(picked).size).toBe(8);
      expect(picked).not.toContain('p3');
      for (const id of picked) expect(ids).toContain(id);
    }
  });

  it('picks what there is from a small catalogue', async () => {
    const sample = createProductSample();
    expect((await sample.pick(8, 'a', async () => ['a', 'b', 'c'])).toSorted()).toEqual(['b', 'c']);
    const empty = createProductSample();
    expect(await empty.pick(8, 'a', async () => [])).toEqual([]);
  });

  it('varies between picks', async () => {
    const sample = createProductSample();
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) seen.add((await sample.pick(8, 'p0', async () => ids)).join(','));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('is read again in the background once past its time, or after a write', async () => {
    let clock = 0;
    const sample = createProductSample({ ttlMs: 1_000, now: () => clock });
    let reads = 0;
    const load = (result: string[]) => async () => {
      reads += 1;
      return result;
    };
    expect(await sample.pick(8, 'x', load(['a']))).toEqual(['a']);
    clock = 500;
    expect(await sample.pick(8, 'x', load(['b']))).toEqual(['a']);
    expect(reads).toBe(1);
    clock = 1_000;
    // The stale sample serves this pick; the fresh one the next.
    expect(await sample.pick(8, 'x', load(['c']))).toEqual(['a']);
    await settled();
    expect(await sample.pick(8, 'x', load(['d']))).toEqual(['c']);
    expect(reads).toBe(2);
    sample.invalidate();
    expect(await sample.pick(8, 'x', load(['e']))).toEqual(['c']);
    await settled();
    expect(await sample.pick(8, 'x', load(['f']))).toEqual(['e']);
    expect(reads).toBe(3);
  });
});
