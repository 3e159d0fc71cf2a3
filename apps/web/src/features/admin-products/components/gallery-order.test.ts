import { describe, expect, it } from 'vitest';
import { movePhoto } from './gallery-order';

describe('movePhoto', () => {
  it('moves a photo earlier or later, the others keeping their order', () => {
    expect(movePhoto(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(movePhoto(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(movePhoto(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the gallery as it is past either end', () => {
    expect(movePhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movePhoto(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
