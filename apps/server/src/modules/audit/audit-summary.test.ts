import { describe, expect, it } from 'vitest';
import { changedFields, updateSummary } from './audit-summary';

describe('changedFields', () => {
  it('lists the top-level fields whose values differ, nested values compared whole', () => {
    const before = { title: 'A', price: 10, specs: [{ label: 'CPU', value: 'i7' }], image: null };
    const after = { title: 'A', price: 12, specs: [{ label: 'CPU', value: 'i9' }], image: null };
    expect(changedFields(before, after)).toEqual(['price', 'specs']);
  });

  it('counts a field that appears or disappears as changed', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: 2 })).toEqual(['b']);
    expect(changedFields({ a: 1, b: 2 }, { a: 1 })).toEqual(['b']);
  });
});

describe('updateSummary', () => {
  it('names the record and the changed fields, leaving out ignored ones', () => {
    const s = updateSummary('brand', 'ASUS', { brand: 'Asus', isTop: false, productCount: 1 }, { brand: 'ASUS', isTop: true, productCount: 2 }, ['productCount']);
    expect(s).toBe('Updated brand "ASUS" (brand, isTop)');
  });

  it('says so when nothing changed', () => {
    expect(updateSummary('slide', 'Summer', { title: 'Summer' }, { title: 'Summer' })).toBe('Updated slide "Summer" (no changes)');
  });
});
