import { describe, expect, it } from 'vitest';
import { makeProduct } from '#web/test/products';
import { addToComparison, compareRows } from './compare-rules';

const entry = (id: string, category = 'displays') => ({ id, category });

describe('addToComparison', () => {
  it('adds up to 4 products of one category, once each', () => {
    let entries = [entry('a'), entry('b'), entry('c')];
    const added = addToComparison(entries, entry('d'));
    expect(added).toEqual({ status: 'added', entries: [...entries, entry('d')] });
    entries = added.status === 'added' ? added.entries : [];
    expect(addToComparison(entries, entry('e'))).toEqual({ status: 'full' });
    expect(addToComparison(entries, entry('b')).status).toBe('already');
  });

  it('refuses another category', () => {
    expect(addToComparison([entry('a')], entry('b', 'laptops'))).toEqual({ status: 'otherCategory' });
  });
});

describe('compareRows', () => {
  it('aligns rows by label and marks the ones that differ, a missing value included', () => {
    const one = makeProduct({ specs: [{ label: 'Size', value: '27"' }, { label: 'Panel', value: 'IPS' }] });
    const two = makeProduct({ specs: [{ label: 'panel ', value: 'IPS' }, { label: 'Size', value: '32"' }, { label: 'HDR', value: 'HDR10' }] });
    expect(compareRows([one, two])).toEqual([
      { label: 'Size', values: ['27"', '32"'], differs: true },
      { label: 'Panel', values: ['IPS', 'IPS'], differs: false },
      { label: 'HDR', values: [null, 'HDR10'], differs: true },
    ]);
  });
});
