import { describe, expect, it } from 'vitest';
import { reorderedIds, unknownIds } from './feature-order';

describe('reorderedIds', () => {
  it('takes a full list as the new order', () => {
    expect(reorderedIds(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual(['c', 'a', 'b']);
  });

  it('puts the slides asked for first and keeps the others in their order after them', () => {
    expect(reorderedIds(['a', 'b', 'c', 'd'], ['d', 'b'])).toEqual(['d', 'b', 'a', 'c']);
  });
});

describe('unknownIds', () => {
  it('names the ids that are no slide', () => {
    expect(unknownIds(['a', 'b'], ['b', 'x', 'y'])).toEqual(['x', 'y']);
    expect(unknownIds(['a', 'b'], ['b', 'a'])).toEqual([]);
  });
});
