import { array, assert, integer, property, record } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '@store/contract';
import { splitVat, type GrossLine } from './vat-lines';

// The invoice's VAT lines add up to what the customer paid, for any order
// (issue 13 Tests: property-generated prices, quantities and delivery fees).

const productLine = record({
  unitGrossFils: integer({ min: 0, max: 100_000_000 }), // up to 1,000,000 AED, the product price ceiling
  quantity: integer({ min: 1, max: 10 }),
});
const order = record({
  products: array(productLine, { minLength: 1, maxLength: 12 }),
  deliveryFils: integer({ min: 0, max: 1_000_000 }),
});

function toGrossLines(o: { products: { unitGrossFils: number; quantity: number }[]; deliveryFils: number }): GrossLine[] {
  return [
    ...o.products.map((p, i) => ({ kind: 'product' as const, description: `Product ${i}`, ...p })),
    ...(o.deliveryFils > 0 ? [{ kind: 'delivery' as const, description: 'Delivery', quantity: 1, unitGrossFils: o.deliveryFils }] : []),
  ];
}

describe('splitVat', () => {
  it('adds up exactly: gross to the total paid, VAT to the order VAT, net + VAT = gross on every line and in total', () => {
    assert(
      property(order, (o) => {
        const paid = o.products.reduce((sum, p) => sum + p.unitGrossFils * p.quantity, 0) + o.deliveryFils;
        const { lines, totals } = splitVat(toGrossLines(o));
        expect(totals.grossFils).toBe(paid);
        expect(totals.vatFils).toBe(vatIncluded(paid));
        expect(lines.reduce((s, l) => s + l.grossFils, 0)).toBe(paid);
        expect(lines.reduce((s, l) => s + l.vatFils, 0)).toBe(totals.vatFils);
        expect(lines.reduce((s, l) => s + l.netFils, 0)).toBe(totals.netFils);
        expect(totals.netFils + totals.vatFils).toBe(paid);
        for (const line of lines) {
          expect(line.netFils + line.vatFils).toBe(line.grossFils);
          expect(Number.isInteger(line.vatFils) && Number.isInteger(line.unitNetFils)).toBe(true);
          expect(line.vatFils).toBeGreaterThanOrEqual(0);
          expect(line.netFils).toBeGreaterThanOrEqual(0);
          // Within one fils of the line's exact 5/105 share.
          expect(Math.abs(line.vatFils - (line.grossFils * 5) / 105)).toBeLessThan(1);
          expect(line.vatRatePercent).toBe(5);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a delivery fee is its own line with its own VAT', () => {
    const { lines, totals } = splitVat([
      { kind: 'product', description: 'Keyboard', quantity: 3, unitGrossFils: 10_000 },
      { kind: 'delivery', description: 'Delivery', quantity: 1, unitGrossFils: 2_500 },
    ]);
    expect(lines).toEqual([
      { kind: 'product', description: 'Keyboard', quantity: 3, unitGrossFils: 10_000, unitNetFils: 9_524, vatRatePercent: 5, netFils: 28_571, vatFils: 1_429, grossFils: 30_000 },
      { kind: 'delivery', description: 'Delivery', quantity: 1, unitGrossFils: 2_500, unitNetFils: 2_381, vatRatePercent: 5, netFils: 2_381, vatFils: 119, grossFils: 2_500 },
    ]);
    expect(totals).toEqual({ netFils: 30_952, vatFils: 1_548, grossFils: 32_500 });
  });
});
