import { formatFils } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { OrderPricing, PricingCoupon, PricingProductRow } from '#server/modules/order-model/index';
import { couponRefusal, refusalStatus, type CouponRefusalCode } from './coupon-rules';
import { buyerKeys, type CouponBuyer } from './coupon-identity';
import { accountOfEmail, countCustomerUses, findCouponByCode, insertRedemption, takeCouponUse, type CouponRow } from './coupons.repository';

// A coupon code at checkout (docs/decisions/033): the preview and the
// placement load it the same way, price with it through the one pricing
// function, and ask the same rules; the placement then takes a use in its
// own transaction, race-safe, and records who took it.

/** The redemption's own name for its buyer: the account, or a guest's e-mail (the audit's view; the limit reads all names). */
export function customerKeyOf(buyer: { userId: string } | { email: string }): string {
  return 'userId' in buyer ? `user:${buyer.userId}` : `email:${buyer.email.trim().toLowerCase()}`;
}

/**
 * Every name a buyer counts under for a once-per-customer coupon
 * (coupon-identity.ts); a guest whose e-mail is an account's is that account.
 */
export async function couponBuyerKeys(db: DbOrTx, buyer: CouponBuyer): Promise<string[]> {
  const userId = buyer.userId ?? (await accountOfEmail(db, buyer.email));
  return buyerKeys({ ...buyer, userId });
}

export function couponError(code: CouponRefusalCode, coupon: Pick<CouponRow, 'minSpendFils' | 'code'> | null): AppError {
  const params: Record<string, string> = code === 'COUPON_MIN_SPEND' ? { min: formatFils(coupon?.minSpendFils ?? 0) } : {};
  return new AppError(code, refusalStatus(code), { params, extra: { field: 'couponCode', couponCode: coupon?.code ?? null } });
}

/** The coupon of a code, or 400 COUPON_UNKNOWN. */
export async function loadCoupon(db: DbOrTx, code: string): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon || !coupon.active) throw couponError('COUPON_UNKNOWN', null);
  return coupon;
}

/** The coupon as pricing applies it: the lines of its categories or brands (both when both are set), or all. */
export function pricingCouponOf(coupon: CouponRow, products: ReadonlyMap<string, Pick<PricingProductRow, 'categoryId' | 'brandId'>>): PricingCoupon {
  const categories = new Set(coupon.categoryIds);
  const brands = new Set(coupon.brandIds);
  const limited = categories.size > 0 || brands.size > 0;
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    covers: limited
      ? (productId) => {
          const product = products.get(productId);
          if (!product) return false;
          const inCategory = categories.size === 0 || (product.categoryId !== null && categories.has(product.categoryId));
          const inBrand = brands.size === 0 || (product.brandId !== null && brands.has(product.brandId));
          return inCategory && inBrand;
        }
      : null,
  };
}

/** Throws the first refusal of the coupon for this priced cart (`customerKeys` null: a guest not known yet). */
export async function assertCouponUsable(
  db: DbOrTx,
  coupon: CouponRow,
  pricing: OrderPricing,
  customerKeys: readonly string[] | null,
  now: Date,
): Promise<void> {
  const customerUses = customerKeys && coupon.perCustomerLimit !== null ? await countCustomerUses(db, coupon.id, customerKeys) : null;
  const refusal = couponRefusal(coupon, {
    now,
    subtotalFils: pricing.subtotalFils,
    coveredSubtotalFils: pricing.coveredSubtotalFils,
    customerUses,
  });
  if (refusal) throw couponError(refusal, coupon);
}

/**
 * Takes one use for the order in the placement's transaction: the guarded
 * update first (it locks the coupon, so the per-customer count after it is
 * read in turn), then the customer's uses, then the redemption row.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  coupon: CouponRow,
  redemption: { orderId: string; customerKey: string; customerKeys: string[]; discountFils: number },
): Promise<void> {
  if (!(await takeCouponUse(tx, coupon.id))) throw couponError('COUPON_USED_UP', coupon);
  if (coupon.perCustomerLimit !== null) {
    const uses = await countCustomerUses(tx, coupon.id, redemption.customerKeys);
    if (uses >= coupon.perCustomerLimit) throw couponError('COUPON_ALREADY_USED', coupon);
  }
  await insertRedemption(tx, { couponId: coupon.id, ...redemption });
}
