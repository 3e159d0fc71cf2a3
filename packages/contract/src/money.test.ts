import { describe, expect, it } from 'vitest';
import { aedToFils, effectivePrice, filsToAed, formatAed, formatFils, hasAtMostTwoDecimals, vatIncluded } from './money';

describe('money', () => {
  it('turns AED into whole fils and back without float drift', () => {
    expect(aedToFils(0.1 + 0.2)).toBe(30);
    expect(aedToFils(1299.99)).toBe(129_999);
    expect(filsToAed(129_999)).toBe(1299.99);
    expect(filsToAed(aedToFils(19.9))).toBe(19.9);
  });

  it('refuses non-finite AED and fractional fils', () => {
    expect(() => aedToFils(Number.NaN)).toThrow(RangeError);
    expect(() => filsToAed(10.5)).toThrow(RangeError);
  });

  it('knows a price has at most two decimals', () => {
    expect(hasAtMostTwoDecimals(10)).toBe(true);
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('formats AED with the currency and two decimals', () => {
    const shown = formatAed(1234.5);
    expect(shown).toContain('AED');
    expect(shown).toContain('1,234.50');
    expect(formatFils(2500)).toContain('25.00');
  });

  it('finds the 5% VAT contained in a VAT-inclusive total', () => {
    expect(vatIncluded(10_500)).toBe(500);
    expect(vatIncluded(0)).toBe(0);
    expect(vatIncluded(2100)).toBe(100);
  });

  it('charges the sale price when there is one below the price', () => {
    expect(effectivePrice({ price: 100, salePrice: 80 })).toBe(80);
    expect(effectivePrice({ price: 100, salePrice: null })).toBe(100);
    expect(effectivePrice({ price: 100, salePrice: 120 })).toBe(100);
  });
});
