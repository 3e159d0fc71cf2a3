import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint } from 'drizzle-orm/pg-core';
import type { Emirate } from '@store/contract';
import { stampedNow } from './columns';

/**
 * The store's settings an admin changes on /admin/settings (docs/decisions/032):
 * one row (id 1), made by migration 0019. The delivery fee per emirate in fils
 * (an emirate left out pays DELIVERY_FEE_AED) and the subtotal from which
 * delivery is free (null: none). Every change has its audit entry.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: smallint('id').primaryKey().default(1),
    deliveryFeesFils: jsonb('delivery_fees_fils').$type<Partial<Record<Emirate, number>>>().notNull().default({}),
    freeDeliveryThresholdFils: integer('free_delivery_threshold_fils'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    check('store_settings_one_row_ck', sql`${t.id} = 1`),
    check('store_settings_threshold_ck', sql`${t.freeDeliveryThresholdFils} is null or ${t.freeDeliveryThresholdFils} >= 0`),
  ],
);
