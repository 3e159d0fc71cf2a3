import { and, arrayOverlaps, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { findRowBy } from '#server/db/find-row';
import { couponRedemptions, coupons, users } from '#server/db/schema/index';

// The coupons' SQL (docs/decisions/033).

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

export const findCouponByCode = findRowBy(coupons, coupons.code);
export const findCouponById = findRowBy(coupons, coupons.id);

/** Every coupon by code, with the discount its orders took. */
export async function listCoupons(db: DbOrTx): Promise<(CouponRow & { discountFils: number })[]> {
  const rows = await db
    .select({
      coupon: coupons,
      discountFils: sql<string>`coalesce((select sum(r.discount_fils) from ${couponRedemptions} r where r.coupon_id = ${coupons.id}), 0)`,
    })
    .from(coupons)
    .orderBy(asc(coupons.code));
  return rows.map((r) => ({ ...r.coupon, discountFils: Number(r.discountFils) }));
}

export async function couponDiscountTotal(db: DbOrTx, couponId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${couponRedemptions.discountFils}), 0)` })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return Number(row?.total ?? 0);
}

export async function insertCoupon(db: DbOrTx, values: NewCouponRow): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error('the coupon was not inserted');
  return row;
}

export async function updateCoupon(db: DbOrTx, id: string, values: NewCouponRow): Promise<CouponRow | null> {
  const [row] = await db.update(coupons).set({ ...values, updatedAt: sql`now()` }).where(eq(coupons.id, id)).returning();
  return row ?? null;
}

export async function deleteCoupon(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * Orders holding the coupon now (cancelled ones gave theirs back) whose buyer
 * shares any name with this one (the account, the normalised e-mail, the
 * phone: coupon-identity.ts).
 */
export async function countCustomerUses(db: DbOrTx, couponId: string, customerKeys: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), arrayOverlaps(couponRedemptions.customerKeys, [...customerKeys])));
  return row?.n ?? 0;
}

/** The account an e-mail address signs in to, if any: a guest who uses it is that customer. */
export async function accountOfEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * Takes one use of the coupon when one is left: the guarded update locks the
 * coupon's row, so concurrent placements take turns on it and a waiting one
 * re-reads `used_count` as committed before it decides. False: none left.
 */
export async function takeCouponUse(db: DbOrTx, couponId: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), sql`(${coupons.totalLimit} is null or ${coupons.usedCount} < ${coupons.totalLimit})`))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertRedemption(
  db: DbOrTx,
  values: { orderId: string; couponId: string; customerKey: string; customerKeys: string[]; discountFils: number },
): Promise<void> {
  await db.insert(couponRedemptions).values(values);
}

/** A cancelled (or deleted) order gives its use back: its redemption goes and the coupon's count drops. */
export async function releaseCouponUse(db: DbOrTx, orderId: string): Promise<void> {
  await db.execute(sql`with gone as (
      delete from ${couponRedemptions} where order_id = ${orderId}::uuid returning coupon_id
    )
    update ${coupons} set used_count = used_count - 1 where id in (select coupon_id from gone)`);
}
