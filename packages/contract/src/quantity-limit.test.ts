import { describe, expect, it } from 'vitest';
import { quantityRefusal } from './quantity-limit';

describe('quantityRefusal', () => {
  it('lets through a quantity within the stock and the per-order limit', () => {
    expect(quantityRefusal(1, 5, 10)).toBeNull();
    expect(quantityRefusal(10, 50, 10)).toBeNull();
    expect(quantityRefusal(5, 5, 10)).toBeNull();
  });

  it('names the stock whenever the quantity is above it, even when the per-order limit is smaller (issue 26 item 18)', () => {
    expect(quantityRefusal(20, 18, 10)).toEqual({ code: 'STOCK_LIMIT', n: 18 });
    expect(quantityRefusal(51, 50, 10)).toEqual({ code: 'STOCK_LIMIT', n: 50 });
  });

  it('names the stock when the stock is the smaller bound', () => {
    expect(quantityRefusal(6, 5, 10)).toEqual({ code: 'STOCK_LIMIT', n: 5 });
    expect(quantityRefusal(11, 5, 10)).toEqual({ code: 'STOCK_LIMIT', n: 5 });
    expect(quantityRefusal(1, 0, 10)).toEqual({ code: 'STOCK_LIMIT', n: 0 });
  });

  it('names the per-order limit when the stock would allow more', () => {
    expect(quantityRefusal(11, 50, 10)).toEqual({ code: 'QUANTITY_LIMIT', n: 10 });
    expect(quantityRefusal(50, 50, 10)).toEqual({ code: 'QUANTITY_LIMIT', n: 10 });
  });
});
