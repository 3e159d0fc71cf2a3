import { describe, expect, it } from 'vitest';
import { couponRefusal, fromStoreTime, toStoreTime, type CouponCart, type CouponTerms } from './coupon-rules';

const coupon: CouponTerms = {
  active: true,
  startsAt: fromStoreTime('2026-12-01T00:00'),
  endsAt: fromStoreTime('2026-12-31T00:00'),
  totalLimit: 100,
  perCustomerLimit: 1,
  usedCount: 0,
  minSpendFils: 20_000,
};
const cart: CouponCart = { now: fromStoreTime('2026-12-10T12:00'), subtotalFils: 30_000, coveredSubtotalFils: 30_000, customerUses: 0 };

describe('coupon rules', () => {
  it('accepts a coupon within its dates, uses and minimum spend', () => {
    expect(couponRefusal(coupon, cart)).toBeNull();
  });

  it('names each refusal', () => {
    expect(couponRefusal(null, cart)).toBe('COUPON_UNKNOWN');
    expect(couponRefusal({ ...coupon, active: false }, cart)).toBe('COUPON_UNKNOWN');
    expect(couponRefusal(coupon, { ...cart, now: fromStoreTime('2026-11-30T23:59') })).toBe('COUPON_NOT_YET_VALID');
    expect(couponRefusal(coupon, { ...cart, now: fromStoreTime('2026-12-31T00:00') })).toBe('COUPON_EXPIRED');
    expect(couponRefusal({ ...coupon, usedCount: 100 }, cart)).toBe('COUPON_USED_UP');
    expect(couponRefusal(coupon, { ...cart, customerUses: 1 })).toBe('COUPON_ALREADY_USED');
    expect(couponRefusal(coupon, { ...cart, coveredSubtotalFils: 0 })).toBe('COUPON_NOT_APPLICABLE');
    expect(couponRefusal(coupon, { ...cart, subtotalFils: 19_999 })).toBe('COUPON_MIN_SPEND');
  });

  it('does not count a guest’s uses before the e-mail is known', () => {
    expect(couponRefusal(coupon, { ...cart, customerUses: null })).toBeNull();
  });

  it('reads and writes the store’s wall clock (UTC+4)', () => {
    expect(fromStoreTime('2026-12-01T09:00').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(toStoreTime(new Date('2026-12-01T05:00:00.000Z'))).toBe('2026-12-01T09:00');
  });
});
