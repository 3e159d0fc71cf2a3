// What delivery costs, as the shop's pages state it (issue 27 item 3): from the admin's settings
// (GET /api/shop/delivery), never from a fixed text. A page that cannot read them states the standard
// fee the server sends with every page (store-config.ts).
import { EMIRATES, type ShopDelivery, type StoreLoadContext } from '@store/contract';
import { formatPrice, t } from './i18n';
import { storeConfig } from './store-config';

/** The settings for a loader, through the load context's in-process API; null when they could not be read. */
export async function fetchDelivery(api: StoreLoadContext['api']): Promise<ShopDelivery | null> {
  try {
    const { status, body } = await api<{ success?: boolean; data?: ShopDelivery }>('/api/shop/delivery');
    return status === 200 && body.success === true && body.data ? body.data : null;
  } catch {
    return null;
  }
}

/** The standard fee for every emirate and no threshold: what a page says when the settings could not be read. */
const fallback = (): ShopDelivery => ({
  fees: EMIRATES.map((emirate) => ({ emirate, fee: storeConfig.deliveryFeeAed })),
  freeDeliveryThreshold: null,
});

/** Whether the fee differs between emirates (then the page lists each one's). */
export function feesDiffer(delivery: ShopDelivery | null): boolean {
  const fees = (delivery ?? fallback()).fees.map((row) => row.fee);
  return Math.min(...fees) !== Math.max(...fees);
}

/** "Delivery costs AED 25.00 per order." (or the range, or free) and the threshold's sentence when one is set. */
export function deliveryCharges(delivery: ShopDelivery | null): string {
  const { fees, freeDeliveryThreshold } = delivery ?? fallback();
  const amounts = fees.map((row) => row.fee);
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  const fee =
    max === 0
      ? t('deliveryCharges.free')
      : min === max
        ? t('deliveryCharges.flat', { fee: formatPrice(min) })
        : t('deliveryCharges.range', { min: formatPrice(min), max: formatPrice(max) });
  if (freeDeliveryThreshold === null || max === 0) return fee;
  return `${fee} ${t('deliveryCharges.threshold', { threshold: formatPrice(freeDeliveryThreshold) })}`;
}
