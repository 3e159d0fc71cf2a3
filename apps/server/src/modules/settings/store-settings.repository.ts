import { eq, sql } from 'drizzle-orm';
import type { Emirate, Fils } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { storeSettings } from '#server/db/schema/index';
import type { DeliveryRates } from './delivery-fee';

// The store's one settings row (migration 0019, docs/decisions/032).

export interface DeliverySettingsRow {
  feesFils: Partial<Record<Emirate, Fils>>;
  freeDeliveryThresholdFils: Fils | null;
}

/** The delivery settings; `lock` holds the row until the transaction ends (an admin's save). */
export async function readDeliverySettings(db: DbOrTx, lock = false): Promise<DeliverySettingsRow> {
  const query = db
    .select({ feesFils: storeSettings.deliveryFeesFils, freeDeliveryThresholdFils: storeSettings.freeDeliveryThresholdFils })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? { feesFils: {}, freeDeliveryThresholdFils: null };
}

/** Every preview and placement reads the rates: a prepared statement (docs/decisions/019). */
const deliveryRatesStatement = preparedStatement<DeliverySettingsRow, Record<string, never>>(
  'store_delivery_rates',
  sql`select ${storeSettings.deliveryFeesFils} as "feesFils", ${storeSettings.freeDeliveryThresholdFils} as "freeDeliveryThresholdFils"
      from ${storeSettings} where ${storeSettings.id} = 1`,
);

/** What an order's delivery costs: the settings with DELIVERY_FEE_AED (in fils) as the default fee. */
export async function readDeliveryRates(db: DbOrTx, defaultFeeFils: Fils): Promise<DeliveryRates> {
  const [row] = await deliveryRatesStatement.run(db, {});
  return { ...(row ?? { feesFils: {}, freeDeliveryThresholdFils: null }), defaultFeeFils };
}

export async function writeDeliverySettings(db: DbOrTx, values: DeliverySettingsRow): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, deliveryFeesFils: values.feesFils, freeDeliveryThresholdFils: values.freeDeliveryThresholdFils })
    .onConflictDoUpdate({
      target: storeSettings.id,
      set: { deliveryFeesFils: values.feesFils, freeDeliveryThresholdFils: values.freeDeliveryThresholdFils, updatedAt: new Date() },
    });
}
