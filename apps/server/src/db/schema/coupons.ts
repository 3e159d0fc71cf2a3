import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce';
import { cascadeRef, stampedNow, uuidPrimaryKey } from './columns';

/**
 * Coupon codes (issue 14 item 2, docs/decisions/033). `used_count` is the
 * number of orders holding the code now: placement raises it with a guarded
 * update (`used_count < total_limit`) in its own transaction, a cancellation
 * lowers it. Codes are stored upper case and unique.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuidPrimaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1..100) or fils, by kind. */
    value: bigint('value', { mode: 'number' }).notNull(),
    minSpendFils: bigint('min_spend_fils', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    brandIds: uuid('brand_ids').array().notNull().default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_kind_ck', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value_ck', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_used_ck', sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`),
  ],
);

/** One row per order that took a coupon; deleted when the order is cancelled (the use comes back). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: cascadeRef('coupon_id', () => coupons.id),
    /** `user:<id>` for a registered customer, `email:<lower-case e-mail>` for a guest. */
    customerKey: text('customer_key').notNull(),
    /**
     * Every name the buyer is known by (coupon-identity.ts): `user:<id>` (the
     * account, also when a guest used the account's e-mail), `email:<normalised>`
     * and `phone:<E.164>`. A once-per-customer coupon counts a use when any matches.
     */
    customerKeys: text('customer_keys').array().notNull().default(sql`'{}'::text[]`),
    discountFils: bigint('discount_fils', { mode: 'number' }).notNull(),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('coupon_redemptions_customer_idx').on(t.couponId, t.customerKey),
    index('coupon_redemptions_keys_idx').using('gin', t.customerKeys),
  ],
);
