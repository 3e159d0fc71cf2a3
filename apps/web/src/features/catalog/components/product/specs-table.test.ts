import { describe, expect, it } from 'vitest';
import { makeAttribute } from '#web/test/attributes';
import { makeProductWithGallery } from '#web/test/products';
import { specTableRows } from './specs-table';

describe('the specification table’s rows', () => {
  it('shows the typed values with their units after the SKU, and the free-text rows no typed value stands for', () => {
    const product = makeProductWithGallery({
      sku: 'SAM-DIS-000013',
      attributes: { refresh_hz: 165, panel: 'VA', curved: true },
      specs: [
        { label: 'Refresh Rate', value: '165 Hz' },
        { label: 'Warranty', value: '2 years' },
      ],
    });
    const definitions = [
      makeAttribute('c', 'a-1', 'refresh_hz', 'Refresh rate', { unit: 'Hz' }),
      makeAttribute('c', 'a-2', 'panel', 'Panel', { type: 'choice', choices: [{ value: 'VA', labelAr: null }] }),
      makeAttribute('c', 'a-3', 'curved', 'Curved', { type: 'boolean', inSpecTable: false }),
    ];
    expect(specTableRows(product, definitions, 'SKU')).toEqual([
      { label: 'SKU', value: 'SAM-DIS-000013' },
      { label: 'Refresh rate', value: '165 Hz' },
      { label: 'Panel', value: 'VA' },
      { label: 'Warranty', value: '2 years' },
    ]);
  });
});
