import {
  aedToFils,
  EMIRATES,
  filsToAed,
  type DeliverySettings,
  type deliverySettingsInputSchema,
  type Emirate,
  type Fils,
  type ShopDelivery,
} from '@store/contract';
import type { z } from 'zod';
import type { Config } from '#server/config';
import type { DbOrTx } from '#server/db/client';
import { type AuditActor, recordAudit } from '#server/modules/audit/index';
import { changingCatalogue, type CatalogueChanged } from '#server/plugins/catalogue-changes';
import { deliveryQuote } from './delivery-fee';
import { readDeliveryRates, readDeliverySettings, writeDeliverySettings, type DeliverySettingsRow } from './store-settings.repository';

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

/** GET /shop/delivery: what an order to each emirate pays (its own fee or the standard one) and the threshold. */
export async function getShopDelivery(db: DbOrTx, config: DefaultFee): Promise<ShopDelivery> {
  const rates = await readDeliveryRates(db, aedToFils(config.deliveryFeeAed));
  return {
    fees: EMIRATES.map((emirate) => ({ emirate, fee: filsToAed(deliveryQuote(rates, emirate).feeFils) })),
    freeDeliveryThreshold: rates.freeDeliveryThresholdFils === null ? null : filsToAed(rates.freeDeliveryThresholdFils),
  };
}

/**
 * PUT /admin/settings/delivery: the whole form replaces the settings; the change and its audit entry are
 * one transaction. Once committed, `changed` clears the guests' cached pages (the about and delivery pages
 * state the fees) on every instance.
 */
export async function saveDeliverySettings(
  db: DbOrTx,
  config: DefaultFee,
  actor: AuditActor,
  input: DeliverySettingsInput,
  changed: CatalogueChanged,
): Promise<DeliverySettings> {
  const feesFils: Partial<Record<Emirate, Fils>> = {};
  for (const emirate of EMIRATES) {
    const fee = input.fees[emirate];
    if (fee !== null && fee !== undefined) feesFils[emirate] = aedToFils(fee);
  }
  const row: DeliverySettingsRow = {
    feesFils,
    freeDeliveryThresholdFils: input.freeDeliveryThreshold === null ? null : aedToFils(input.freeDeliveryThreshold),
  };
  return changingCatalogue(changed, () =>
    db.transaction(async (tx) => {
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
    }),
  );
}
