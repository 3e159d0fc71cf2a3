import { describe, expect, it } from 'vitest';
import { priceOrder, unitPriceFils, type PricedProduct } from './pricing';

const laptop: PricedProduct = { id: 'l', title: 'Legion 5', image: null, priceFils: 549_900, salePriceFils: 499_900 };
const mouse: PricedProduct = { id: 'm', title: 'G502', image: null, priceFils: 29_900, salePriceFils: null };
const fee = { deliveryFeeFils: 2_500, freeDelivery: false, paymentMethod: 'card_on_delivery' as const, codFeeFils: 1_000 };

describe('pricing', () => {
  it('charges the sale price when there is one', () => {
    expect(unitPriceFils(laptop)).toBe(499_900);
    expect(unitPriceFils(mouse)).toBe(29_900);
    expect(unitPriceFils({ priceFils: 100, salePriceFils: 150 })).toBe(100);
  });

  it('adds lines, the delivery fee and shows the VAT contained in the total', () => {
    const p = priceOrder([{ product: laptop, quantity: 1 }, { product: mouse, quantity: 2 }], fee);
    expect(p.lines.map((l) => l.lineTotalFils)).toEqual([499_900, 59_800]);
    expect(p.subtotalFils).toBe(559_700);
    expect(p.deliveryFeeFils).toBe(2_500);
    expect(p.totalFils).toBe(562_200);
    // 562,200 x 5 / 105 = 26,771.43 -> 26,771 fils
    expect(p.vatFils).toBe(26_771);
  });

  it('ships a registered customer first order free', () => {
    const p = priceOrder([{ product: mouse, quantity: 1 }], { ...fee, freeDelivery: true });
    expect(p.deliveryFeeFils).toBe(0);
    expect(p.totalFils).toBe(29_900);
    expect(p.vatFils).toBe(1_424);
  });

  it('charges nothing for nothing', () => {
    const p = priceOrder([], fee);
    expect(p).toMatchObject({ subtotalFils: 0, deliveryFeeFils: 0, codFeeFils: 0, vatFils: 0, totalFils: 0 });
    expect(priceOrder([], { ...fee, paymentMethod: 'cash_on_delivery' })).toMatchObject({ codFeeFils: 0, totalFils: 0 });
  });

  it('adds the cash-on-delivery fee to cash orders only, free first delivery or not, and takes its VAT part', () => {
    const cash = priceOrder([{ product: mouse, quantity: 1 }], { ...fee, paymentMethod: 'cash_on_delivery' });
    expect(cash).toMatchObject({ subtotalFils: 29_900, deliveryFeeFils: 2_500, codFeeFils: 1_000, totalFils: 33_400 });
    // 33,400 x 5 / 105 = 1,590.48 -> 1,590 fils
    expect(cash.vatFils).toBe(1_590);
    const card = priceOrder([{ product: mouse, quantity: 1 }], fee);
    expect(card).toMatchObject({ codFeeFils: 0, totalFils: 32_400 });
    const firstOrder = priceOrder([{ product: mouse, quantity: 1 }], { ...fee, paymentMethod: 'cash_on_delivery', freeDelivery: true });
    expect(firstOrder).toMatchObject({ deliveryFeeFils: 0, codFeeFils: 1_000, totalFils: 30_900 });
  });
});

describe('pricing with a coupon', () => {
  const keyboard: PricedProduct = { id: 'k', title: 'K2', image: null, priceFils: 33_333, salePriceFils: null };

  it('takes a percentage off the covered lines, shows it as its own figure, and the VAT is that of the lower total', () => {
    const p = priceOrder([{ product: mouse, quantity: 2 }], { ...fee, coupon: { code: 'TEN', kind: 'percent', value: 10, covers: null } });
    expect(p).toMatchObject({ subtotalFils: 59_800, discountFils: 5_980, deliveryFeeFils: 2_500, totalFils: 56_320, couponCode: 'TEN' });
    // 56,320 x 5 / 105 = 2,681.9 -> 2,682 fils
    expect(p.vatFils).toBe(2_682);
  });

  it('limits the discount to the lines the coupon covers and shares it over them to the fils', () => {
    const p = priceOrder([{ product: mouse, quantity: 1 }, { product: keyboard, quantity: 1 }, { product: laptop, quantity: 1 }], {
      ...fee,
      coupon: { code: 'FIX', kind: 'fixed', value: 10_000, covers: (id) => id !== 'l' },
    });
    expect(p.coveredSubtotalFils).toBe(63_233);
    expect(p.discountFils).toBe(10_000);
    expect(p.lines.map((l) => l.discountFils)).toEqual([4_729, 5_271, 0]);
  });

  it('never takes more than the covered lines cost: the fees stay', () => {
    const p = priceOrder([{ product: mouse, quantity: 1 }], { ...fee, coupon: { code: 'BIG', kind: 'fixed', value: 1_000_000, covers: null } });
    expect(p).toMatchObject({ discountFils: 29_900, totalFils: 2_500, vatFils: 119 });
  });
});

/** Two mice (598.00 AED) priced with a free-delivery threshold and maybe a coupon. */
const twoMiceAt = (thresholdFils: number | null, coupon: { kind: 'percent' | 'fixed'; value: number } | null = null) =>
  priceOrder([{ product: mouse, quantity: 2 }], {
    ...fee,
    freeDeliveryThresholdFils: thresholdFils,
    coupon: coupon ? { code: 'C', ...coupon, covers: null } : null,
  });

describe('the free-delivery threshold (docs/decisions/032)', () => {

  it('says how much more the items must cost, and nothing without a threshold', () => {
    expect(twoMiceAt(null)).toMatchObject({ deliveryFeeFils: 2_500, freeDeliveryThresholdFils: null, freeDeliveryRemainingFils: null });
    expect(twoMiceAt(100_000)).toMatchObject({ deliveryFeeFils: 2_500, freeDeliveryThresholdFils: 100_000, freeDeliveryRemainingFils: 40_200 });
  });

  it('is 0 once reached, exactly at the threshold too, and delivery is then free', () => {
    expect(twoMiceAt(59_800)).toMatchObject({ deliveryFeeFils: 0, freeDeliveryRemainingFils: 0 });
    expect(twoMiceAt(59_801)).toMatchObject({ deliveryFeeFils: 2_500, freeDeliveryRemainingFils: 1 });
  });

  it('counts the items after the coupon’s discount, as the fee does', () => {
    expect(twoMiceAt(59_800, { kind: 'fixed', value: 1_000 })).toMatchObject({ discountFils: 1_000, deliveryFeeFils: 2_500, freeDeliveryRemainingFils: 1_000 });
  });
});
