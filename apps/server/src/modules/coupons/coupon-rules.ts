import type { Fils } from '@store/contract';

// Whether a coupon code can be used on a cart (issue 14 item 2, docs/decisions/033):
// pure rules, asked in the order a shopper would want to hear them.

/** A coupon as the rules read it. */
export interface CouponTerms {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  minSpendFils: Fils | null;
}

export type CouponRefusalCode =
  | 'COUPON_UNKNOWN'
  | 'COUPON_NOT_YET_VALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_USED_UP'
  | 'COUPON_ALREADY_USED'
  | 'COUPON_NOT_APPLICABLE'
  | 'COUPON_MIN_SPEND';

export interface CouponCart {
  now: Date;
  /** The products' subtotal (before the discount, without fees). */
  subtotalFils: Fils;
  /** The lines' total the coupon covers (its categories and brands). */
  coveredSubtotalFils: Fils;
  /** Orders of this customer holding the code now; null when the customer is not known yet (a guest's preview). */
  customerUses: number | null;
}

/** The first reason the coupon cannot be used on the cart, or null. An inactive coupon is as good as unknown. */
export function couponRefusal(coupon: CouponTerms | null, cart: CouponCart): CouponRefusalCode | null {
  if (!coupon || !coupon.active) return 'COUPON_UNKNOWN';
  if (coupon.startsAt && cart.now < coupon.startsAt) return 'COUPON_NOT_YET_VALID';
  if (coupon.endsAt && cart.now >= coupon.endsAt) return 'COUPON_EXPIRED';
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return 'COUPON_USED_UP';
  if (coupon.perCustomerLimit !== null && cart.customerUses !== null && cart.customerUses >= coupon.perCustomerLimit) {
    return 'COUPON_ALREADY_USED';
  }
  if (cart.coveredSubtotalFils <= 0) return 'COUPON_NOT_APPLICABLE';
  if (coupon.minSpendFils !== null && cart.subtotalFils < coupon.minSpendFils) return 'COUPON_MIN_SPEND';
  return null;
}

/** The HTTP status of a refusal: 409 for a state others change (uses), 400 otherwise. */
export function refusalStatus(code: CouponRefusalCode): 400 | 409 {
  return code === 'COUPON_USED_UP' || code === 'COUPON_ALREADY_USED' ? 409 : 400;
}

/** The store's wall clock (Asia/Dubai, UTC+4 all year) "2026-12-01T09:00" as an instant. */
export function fromStoreTime(value: string): Date {
  return new Date(`${value}:00+04:00`);
}

/** An instant as the store's wall clock, "2026-12-01T09:00". */
export function toStoreTime(date: Date): string {
  return new Date(date.getTime() + 4 * 3_600_000).toISOString().slice(0, 16);
}
