import type { Emirate, Fils } from '@store/contract';

// Delivery by emirate (issue 14 item 3, docs/decisions/032): which fee an
// order's emirate pays and from which subtotal delivery is free. Pure; the
// rates are the store's settings (store-settings.repository.ts), the default from DELIVERY_FEE_AED.

export interface DeliveryRates {
  /** The admin's own fee of an emirate; an emirate left out pays `defaultFeeFils`. */
  feesFils: Partial<Record<Emirate, Fils>>;
  /** DELIVERY_FEE_AED in fils. */
  defaultFeeFils: Fils;
  /** From this subtotal (VAT included) delivery is free; null: never by amount. */
  freeDeliveryThresholdFils: Fils | null;
}

/** What pricing needs for one order: the fee and the free-delivery threshold. */
export interface DeliveryQuote {
  feeFils: Fils;
  freeDeliveryThresholdFils: Fils | null;
}

/** The quote for `emirate`; no emirate yet (a checkout before the address), the default fee. */
export function deliveryQuote(rates: DeliveryRates, emirate: Emirate | undefined): DeliveryQuote {
  const own = emirate === undefined ? undefined : rates.feesFils[emirate];
  return { feeFils: own ?? rates.defaultFeeFils, freeDeliveryThresholdFils: rates.freeDeliveryThresholdFils };
}
