import { describe, expect, it } from 'vitest';
import { makeProduct } from '#web/test/products';
import type { AttributeDefinition } from '@store/contract';
import { addToComparison, compareRows, compareTable } from './compare-rules';

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
      { key: 'spec:size', label: 'Size', values: ['27"', '32"'], differs: true },
      { key: 'spec:panel', label: 'Panel', values: ['IPS', 'IPS'], differs: false },
      { key: 'spec:hdr', label: 'HDR', values: [null, 'HDR10'], differs: true },
    ]);
  });
});

const definition = (code: string, label: string, extra: Partial<AttributeDefinition> = {}): AttributeDefinition => ({
  _id: code, category: 'c', code, label, labelAr: null, type: 'number', unit: null, choices: [],
  filterable: true, inCompare: true, inSpecTable: true, onCard: false, order: 0, ...extra,
});

describe('compareTable', () => {
  it('aligns the attributes marked for compare by code, differs only on different values, then the rows no attribute stands for', () => {
    const definitions = [
      definition('panel', 'Panel', { type: 'choice', order: 2, labelAr: 'نوع اللوحة' }),
      definition('refresh_hz', 'Refresh rate', { unit: 'Hz', order: 1 }),
      definition('inputs', 'Inputs', { type: 'multi_choice', order: 3 }),
      definition('weight_kg', 'Weight', { inCompare: false, order: 4 }),
      definition('hdr', 'HDR', { type: 'boolean', order: 5 }),
    ];
    const one = makeProduct({
      attributes: { refresh_hz: 144, panel: 'IPS', inputs: ['HDMI', 'DisplayPort'], weight_kg: 5 },
      specs: [{ label: 'Refresh rate', value: '144 Hz' }, { label: 'Panel', value: 'Fast IPS' }, { label: 'Stand', value: 'Tilt' }],
    });
    const two = makeProduct({
      attributes: { refresh_hz: 240, panel: 'ips', inputs: ['DisplayPort', 'HDMI'], weight_kg: 6 },
      specs: [{ label: 'نوع اللوحة', value: 'IPS' }, { label: 'Stand', value: 'Tilt' }],
    });
    const rows = compareTable([one, two], definitions, (d) => d.label, (_d, value) => String(value));
    expect(rows).toEqual([
      { key: 'attr:refresh_hz', label: 'Refresh rate', values: ['144', '240'], differs: true },
      { key: 'attr:panel', label: 'Panel', values: ['IPS', 'ips'], differs: false },
      { key: 'attr:inputs', label: 'Inputs', values: ['HDMI,DisplayPort', 'DisplayPort,HDMI'], differs: false },
      { key: 'spec:stand', label: 'Stand', values: ['Tilt', 'Tilt'], differs: false },
    ]);
  });
});
