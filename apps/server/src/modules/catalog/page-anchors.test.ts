import { describe, expect, it } from 'vitest';
import { createPageAnchors, type PageAnchor } from './page-anchors';

// When the anchors of deep pages are read again, and how many lists are kept.

const anchorsOf = (...keys: string[]): PageAnchor[] => keys.map((key, i) => ({ key, id: `id-${i}` }));

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    build: (anchors: PageAnchor[]) => async () => {
      calls += 1;
      return anchors;
    },
  };
}

describe('page anchors', () => {
  it('are only worth it for pages that would skip many entries from either end', () => {
    const anchors = createPageAnchors({ step: 100, minSkip: 1_000 });
    expect(anchors.worthIt(50, 100_000)).toBe(false);
    expect(anchors.worthIt(999, 100_000)).toBe(false);
    expect(anchors.worthIt(1_000, 100_000)).toBe(true);
    expect(anchors.worthIt(50_000, 100_000)).toBe(true);
    expect(anchors.worthIt(99_500, 100_000)).toBe(false);
    expect(anchors.worthIt(100_000, 100_000)).toBe(false);
  });

  it('reads a list once and keeps it while its total stays the same', async () => {
    const anchors = createPageAnchors({ step: 10 });
    const reads = counter();
    expect(await anchors.get('newest', 30, reads.build(anchorsOf('a', 'b', 'c')))).toEqual(anchorsOf('a', 'b', 'c'));
    expect(await anchors.get('newest', 30, reads.build(anchorsOf('x')))).toEqual(anchorsOf('a', 'b', 'c'));
    expect(reads.calls).toBe(1);
    // A product added elsewhere (another instance): the total moved, the list is read again.
    expect(await anchors.get('newest', 31, reads.build(anchorsOf('d', 'e', 'f')))).toEqual(anchorsOf('d', 'e', 'f'));
    expect(reads.calls).toBe(2);
  });

  it('reads a list again after its time, in the background, and at once after a product write through this process', async () => {
    let clock = 0;
    const anchors = createPageAnchors({ step: 10, ttlMs: 1_000, now: () => clock });
    const reads = counter();
    await anchors.get('newest', 30, reads.build(anchorsOf('a')));
    clock = 999;
    await anchors.get('newest', 30, reads.build(anchorsOf('b')));
    expect(reads.calls).toBe(1);
    clock = 1_000;
    // Past its time: the kept anchors serve this page while the list is read again.
    expect(await anchors.get('newest', 30, reads.build(anchorsOf('c')))).toEqual(anchorsOf('a'));
    expect(reads.calls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the background read finishes
    expect(await anchors.get('newest', 30, reads.build(anchorsOf('x')))).toEqual(anchorsOf('c'));
    expect(anchors.peek('newest')).toEqual({ anchors: anchorsOf('c'), total: 30, builtAt: 1_000 });
    clock = 2_000;
    expect(anchors.peek('newest')).toBeUndefined();
    anchors.invalidate();
    expect(await anchors.get('newest', 30, reads.build(anchorsOf('d')))).toEqual(anchorsOf('d'));
    expect(reads.calls).toBe(3);
  });

  it('shares one read between pages asked at once, and keeps nothing read before a write', async () => {
    const anchors = createPageAnchors({ step: 10 });
    let release!: (anchors: PageAnchor[]) => void;
    let reads = 0;
    const slowRead = () => {
      reads += 1;
      return new Promise<PageAnchor[]>((resolve) => {
        release = resolve;
      });
    };
    const first = anchors.get('newest', 30, slowRead);
    const second = anchors.get('newest', 30, slowRead);
    expect(reads).toBe(1);
    anchors.invalidate();
    release(anchorsOf('old'));
    expect(await first).toEqual(anchorsOf('old'));
    expect(await second).toEqual(anchorsOf('old'));
    expect(anchors.size).toBe(0);
  });

  it('keeps at most maxLists lists, the least recently used out first', async () => {
    const anchors = createPageAnchors({ step: 10, maxLists: 2 });
    const reads = counter();
    await anchors.get('a', 30, reads.build(anchorsOf('a')));
    await anchors.get('b', 30, reads.build(anchorsOf('b')));
    await anchors.get('a', 30, reads.build(anchorsOf('a')));
    await anchors.get('c', 30, reads.build(anchorsOf('c')));
    expect(anchors.size).toBe(2);
    expect(reads.calls).toBe(3);
    await anchors.get('a', 30, reads.build(anchorsOf('a')));
    expect(reads.calls).toBe(3);
    await anchors.get('b', 30, reads.build(anchorsOf('b')));
    expect(reads.calls).toBe(4);
  });

  it('lets a failed read be tried again', async () => {
    const anchors = createPageAnchors({ step: 10 });
    await expect(anchors.get('a', 30, () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await anchors.get('a', 30, async () => anchorsOf('a'))).toEqual(anchorsOf('a'));
  });
});
