import { describe, expect, it } from 'vitest';
import { startsRightToLeft, visualRuns } from './pdf-bidi';

// A line that mixes Arabic and Latin text is drawn run by run from left to right (docs/decisions/027).

describe('visualRuns', () => {
  it('keeps a Latin line as one left-to-right run', () => {
    expect(visualRuns('Tax Invoice INV-000001')).toEqual([{ text: 'Tax Invoice INV-000001', rtl: false }]);
  });

  it('keeps an Arabic phrase whole, in logical order, for fontkit to shape and reverse', () => {
    expect(visualRuns('فاتورة ضريبية')).toEqual([{ text: 'فاتورة ضريبية', rtl: true }]);
  });

  it('puts a number inside an Arabic sentence between its two Arabic parts in visual order', () => {
    // Logical "شارع 12345 دبي": read right to left, the number sits in the middle and keeps its own order.
    const runs = visualRuns('شارع 12345 دبي', 'rtl');
    expect(runs.map((r) => r.text.trim())).toEqual(['دبي', '12345', 'شارع']);
    expect(runs.map((r) => r.rtl)).toEqual([true, false, true]);
  });

  it('an English label then its Arabic twin: the Latin first, the Arabic run after it', () => {
    expect(visualRuns('Delivery / التوصيل')).toEqual([
      { text: 'Delivery / ', rtl: false },
      { text: 'التوصيل', rtl: true },
    ]);
  });

  it('mirrors brackets in a right-to-left run', () => {
    expect(visualRuns('(التوصيل)', 'rtl')).toEqual([{ text: ')التوصيل(', rtl: true }]);
  });

  it('tells an Arabic line from a Latin one by its first strong letter', () => {
    expect(startsRightToLeft('شارع الوصل 12')).toBe(true);
    expect(startsRightToLeft('Al Wasl Road 12')).toBe(false);
  });
});
