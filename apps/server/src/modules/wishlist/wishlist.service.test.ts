import { describe, expect, it } from 'vitest';
import { idsToSave } from './wishlist.service';

describe('idsToSave', () => {
  it('keeps existing, unsaved ids once, in order', () => {
    expect(idsToSave(['a', 'b', 'a', 'x', 'c'], new Set(['b']), new Set(['a', 'b', 'c']))).toEqual(['a', 'c']);
  });
  it('stops at the room left under the bound', () => {
    expect(idsToSave(['a', 'b', 'c'], new Set(['s1', 's2']), new Set(['a', 'b', 'c']), 3)).toEqual(['a']);
    expect(idsToSave(['a'], new Set(['s1', 's2', 's3']), new Set(['a']), 3)).toEqual([]);
  });
});
