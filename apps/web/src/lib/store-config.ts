// The store's public settings (name, phone, e-mail, delivery fee, units per
// product). They travel once: in the root loader's data (docs/decisions/047).
// app/root.tsx's Layout hands them to `setStoreConfig` before anything on the
// page renders, on the server and in the browser, so code outside React (the
// head's titles, the cart's rules) reads them here too. They do not change
// while the process runs.
import { DEFAULT_DELIVERY_FEE_AED, DEFAULT_MAX_UNITS_PER_PRODUCT, type PublicStoreConfig } from '@store/contract';

export type StoreConfig = PublicStoreConfig;

/** What the server sends when no STORE_* variable is set; a component rendered alone (a unit test) sees these. */
export const DEFAULT_STORE_CONFIG: StoreConfig = {
  storeName: 'Falcon',
  storePhone: '+971 4 123 4567',
  storeEmail: 'sales@falcon.ae',
  deliveryFeeAed: DEFAULT_DELIVERY_FEE_AED,
  maxUnitsPerProduct: DEFAULT_MAX_UNITS_PER_PRODUCT,
};

/** The settings of this page: the root loader's, once root.tsx has set them. */
export const storeConfig: StoreConfig = { ...DEFAULT_STORE_CONFIG };

export function setStoreConfig(config: StoreConfig): void {
  Object.assign(storeConfig, config);
}

/** The phone number as a tel: URI (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
