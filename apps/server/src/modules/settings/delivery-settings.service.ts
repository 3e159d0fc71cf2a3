import { aedToFils, EMIRATES, filsToAed, type DeliverySettings, type deliverySettingsInputSchema, type Emirate, type Fils } from '@store/contract';
import type { z } from 'zod';
import type { Config } from '#server/config';
import type { DbOrTx } from '#server/db/client';
import { type AuditActor, recordAudit } from '#server/modules/audit/index';
import { readDeliverySettings, writeDeliverySettings, type DeliverySettingsRow } from './store-settings.repository';

// The admin's delivery settings (issue 14 item 3, docs/decisions/032): a fee
// per emirate and a free-delivery threshold; the pricing reads them through
// orders/order-pricing.service.ts quoteDelivery.

export type DeliverySettingsInput = z.output<typeof deliverySettingsInputSchema>;
type DefaultFee = Pick<Config, 'deliveryFeeAed'>;

/** The admin's view: every emirate in the contract's order, its own fee or null, and the default fee. */
function toSettings(row: DeliverySettingsRow, config: DefaultFee): DeliverySettings {
  return {
    fees: EMIRATES.map((emirate) => {
      const fils = row.feesFils[emirate];
      return { emirate, fee: fils === undefined ? null : filsToAed(fils) };
    }),
    freeDeliveryThreshold: row.freeDeliveryThresholdFils === null ? null : filsToAed(row.freeDeliveryThresholdFils),
    defaultFee: config.deliveryFeeAed,
  };
}

/** GET /admin/settings/delivery. */
export async function getDeliverySettings(db: DbOrTx, config: DefaultFee): Promise<DeliverySettings> {
  return toSettings(await readDeliverySettings(db), config);
}

/** PUT /admin/settings/delivery: the whole form replaces the settings; the change and its audit entry are one transaction. */
export async function saveDeliverySettings(db: DbOrTx, config: DefaultFee, actor: AuditActor, input: DeliverySettingsInput): Promise<DeliverySettings> {
  const feesFils: Partial<Record<Emirate, Fils>> = {};
  for (const emirate of EMIRATES) {
    const fee = input.fees[emirate];
    if (fee !== null && fee !== undefined) feesFils[emirate] = aedToFils(fee);
  }
  const row: DeliverySettingsRow = {
    feesFils,
    freeDeliveryThresholdFils: input.freeDeliveryThreshold === null ? null : aedToFils(input.freeDeliveryThreshold),
  };
  return db.transaction(async (tx) => {
    const before = toSettings(await readDeliverySettings(tx, true), config);
    await writeDeliverySettings(tx, row);
    const after = toSettings(row, config);
    await recordAudit(tx, {
      actor,
      action: 'settings.delivery',
      entityType: 'settings',
      entityId: null,
      summary: 'Changed the delivery fees',
      before,
      after,
    });
    return after;
  });
}
