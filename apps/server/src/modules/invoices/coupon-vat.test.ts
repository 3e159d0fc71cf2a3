import { array, assert, boolean, constantFrom, integer, oneof, property, record } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '@store/contract';
import { priceOrder, type PricingCoupon } from '../order-model/pricing';
import { splitVat } from './vat-lines';

// Issue 14 item 2: with a coupon the invoice's VAT still adds up. Random
// carts, coupons (percent or fixed, on all lines or some) and fees are priced
// by the one pricing function; the invoice's lines, each reduced by its share
// of the discount, add up to the order's total and its VAT.

const cart = array(
  record({ priceFils: integer({ min: 0, max: 100_000_000 }), quantity: integer({ min: 1, max: 10 }), covered: boolean() }),
  { minLength: 1, maxLength: 12 },
);
const coupon = oneof(
  record({ kind: constantFrom('percent' as const), value: integer({ min: 1, max: 100 }), limited: boolean() }),
  record({ kind: constantFrom('fixed' as const), value: integer({ min: 1, max: 200_000_000 }), limited: boolean() }),
);
const fees = record({ deliveryFeeFils: integer({ min: 0, max: 1_000_000 }), codFeeFils: integer({ min: 0, max: 100_000 }), cash: boolean(), free: boolean() });

describe('VAT lines with a coupon', () => {
  it('add up to the order total and VAT priceOrder computed, every line within one fils of its own share', () => {
    assert(
      property(cart, coupon, fees, (products, c, f) => {
        const lines = products.map((p, i) => ({
          product: { id: `p${i}`, title: `Product ${i}`, image: null, priceFils: p.priceFils, salePriceFils: null },
          quantity: p.quantity,
        }));
        const covered = new Set(products.flatMap((p, i) => (p.covered ? [`p${i}`] : [])));
        const pricingCoupon: PricingCoupon = { code: 'SAVE', kind: c.kind, value: c.value, covers: c.limited ? (id) => covered.has(id) : null };
        const pricing = priceOrder(lines, {
          deliveryFeeFils: f.deliveryFeeFils,
          codFeeFils: f.codFeeFils,
          freeDelivery: f.free,
          paymentMethod: f.cash ? 'cash_on_delivery' : 'card_on_delivery',
          coupon: pricingCoupon,
        });
        expect(pricing.lines.reduce((s, l) => s + l.discountFils, 0)).toBe(pricing.discountFils);
        expect(pricing.discountFils).toBeLessThanOrEqual(pricing.coveredSubtotalFils);
        const { lines: docLines, totals } = splitVat([
          ...pricing.lines.map((l) => ({ kind: 'product' as const, description: l.title, quantity: l.quantity, unitGrossFils: l.unitPriceFils, discountFils: l.discountFils })),
          ...(pricing.deliveryFeeFils > 0 ? [{ kind: 'delivery' as const, description: 'Delivery', quantity: 1, unitGrossFils: pricing.deliveryFeeFils }] : []),
          ...(pricing.codFeeFils > 0 ? [{ kind: 'fee' as const, description: 'COD', quantity: 1, unitGrossFils: pricing.codFeeFils }] : []),
        ]);
        expect(totals.grossFils).toBe(pricing.totalFils);
        expect(totals.vatFils).toBe(pricing.vatFils);
        expect(totals.vatFils).toBe(vatIncluded(pricing.totalFils));
        expect(docLines.reduce((s, l) => s + l.vatFils, 0)).toBe(totals.vatFils);
        expect(docLines.reduce((s, l) => s + l.grossFils, 0)).toBe(totals.grossFils);
        for (const line of docLines) {
          expect(line.netFils + line.vatFils).toBe(line.grossFils);
          expect(line.grossFils).toBeGreaterThanOrEqual(0);
          expect(line.vatFils).toBeGreaterThanOrEqual(0);
          expect(Math.abs(line.vatFils - (line.grossFils * 5) / 105)).toBeLessThan(1);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the discount on the line it reduced', () => {
    const { lines } = splitVat([{ kind: 'product', description: 'Keyboard', quantity: 2, unitGrossFils: 10_000, discountFils: 2_000 }]);
    expect(lines[0]).toMatchObject({ grossFils: 18_000, discountFils: 2_000, vatFils: 857, netFils: 17_143 });
  });
});
