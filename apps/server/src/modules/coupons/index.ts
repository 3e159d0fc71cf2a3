// The public entry of the coupons module: what other modules may import of it, and nothing else (docs/decisions/041).
export {
  assertCouponUsable,
  couponBuyerKeys,
  customerKeyOf,
  loadCoupon,
  pricingCouponOf,
  redeemCoupon,
} from './coupon-checkout.service';
export { withCouponGuessLimit } from './coupon-guessing';
export { type CouponRow, releaseCouponUse } from './coupons.repository';
