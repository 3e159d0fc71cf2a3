import { aedToFils, filsToAed, formatFils, type Coupon, type CouponInput, type User } from '@store/contract';
import type { Db } from '#server/db/client';
import { notFound } from '#server/lib/app-error';
import { conflictOnUniqueViolation } from '#server/lib/db-errors';
import { recordAudit } from '#server/modules/audit/index';
import { fromStoreTime, toStoreTime } from './coupon-rules';
import {
  couponDiscountTotal,
  deleteCoupon,
  findCouponById,
  insertCoupon,
  listCoupons,
  updateCoupon,
  type CouponRow,
  type NewCouponRow,
} from './coupons.repository';

// The admin's coupon codes (issue 14 item 2): every change with its audit
// entry in the same transaction (docs/decisions/008).

export function toCoupon(row: CouponRow, discountFils: number): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value : filsToAed(row.value),
    minSpend: row.minSpendFils === null ? null : filsToAed(row.minSpendFils),
    startsAt: row.startsAt ? toStoreTime(row.startsAt) : null,
    endsAt: row.endsAt ? toStoreTime(row.endsAt) : null,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: row.categoryIds,
    brandIds: row.brandIds,
    active: row.active,
    usedCount: row.usedCount,
    discountTotal: filsToAed(discountFils),
    createdAt: row.createdAt.toISOString(),
  };
}

function toRow(input: CouponInput): NewCouponRow {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'percent' ? input.value : aedToFils(input.value),
    minSpendFils: input.minSpend === null ? null : aedToFils(input.minSpend),
    startsAt: input.startsAt ? fromStoreTime(input.startsAt) : null,
    endsAt: input.endsAt ? fromStoreTime(input.endsAt) : null,
    totalLimit: input.totalLimit,
    perCustomerLimit: input.perCustomerLimit,
    categoryIds: input.categoryIds,
    brandIds: input.brandIds,
    active: input.active,
  };
}

function describe(c: Coupon): string {
  return c.kind === 'percent' ? `${c.value}%` : formatFils(aedToFils(c.value));
}

const takenCode = <T>(work: () => Promise<T>) => conflictOnUniqueViolation('COUPON_CODE_TAKEN', work);

export async function listCouponsForAdmin(db: Db): Promise<Coupon[]> {
  return (await listCoupons(db)).map((row) => toCoupon(row, row.discountFils));
}

export async function createCoupon(db: Db, admin: User, input: CouponInput): Promise<Coupon> {
  return takenCode(() =>
    db.transaction(async (tx) => {
      const coupon = toCoupon(await insertCoupon(tx, toRow(input)), 0);
      await recordAudit(tx, {
        actor: admin,
        action: 'coupon.create',
        entityType: 'coupon',
        entityId: coupon._id,
        summary: `Created coupon ${coupon.code} (${describe(coupon)} off)`,
        before: null,
        after: coupon,
      });
      return coupon;
    }),
  );
}

export async function changeCoupon(db: Db, admin: User, id: string, input: CouponInput): Promise<Coupon> {
  return takenCode(() =>
    db.transaction(async (tx) => {
      const old = await findCouponById(tx, id);
      if (!old) throw notFound('COUPON_NOT_FOUND');
      const discountFils = await couponDiscountTotal(tx, id);
      const row = await updateCoupon(tx, id, toRow(input));
      if (!row) throw notFound('COUPON_NOT_FOUND');
      const before = toCoupon(old, discountFils);
      const coupon = toCoupon(row, discountFils);
      await recordAudit(tx, {
        actor: admin,
        action: 'coupon.update',
        entityType: 'coupon',
        entityId: id,
        summary: `Updated coupon ${coupon.code}${before.active !== coupon.active ? (coupon.active ? ' (activated)' : ' (deactivated)') : ''}`,
        before,
        after: coupon,
      });
      return coupon;
    }),
  );
}

export async function removeCoupon(db: Db, admin: User, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const old = await findCouponById(tx, id);
    if (!old) throw notFound('COUPON_NOT_FOUND');
    const before = toCoupon(old, await couponDiscountTotal(tx, id));
    await deleteCoupon(tx, id);
    await recordAudit(tx, {
      actor: admin,
      action: 'coupon.delete',
      entityType: 'coupon',
      entityId: id,
      summary: `Deleted coupon ${before.code}`,
      before,
      after: null,
    });
    return { _id: id };
  });
}
