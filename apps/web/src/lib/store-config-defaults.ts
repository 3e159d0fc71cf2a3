// No imports: vite.config.ts loads this file in Node, which cannot load the
// contract's TypeScript sources. store-config.test.ts keeps the fee and the
// unit limit in step with the contract's DEFAULT_DELIVERY_FEE_AED and DEFAULT_MAX_UNITS_PER_PRODUCT.

/** The safe-to-publish store settings the server writes into index.html (DESIGN.md section 2). */
export interface StoreConfig {
  storeName: string;
  storePhone: string;
  storeEmail: string;
  deliveryFeeAed: number;
  /** Units of one product one order may hold: the cart's quantity controls stop there. */
  maxUnitsPerProduct: number;
}

/** What the server sends when no STORE_* variable is set; used in `vite dev` and as fallback. */
export const DEFAULT_STORE_CONFIG: StoreConfig = {
  storeName: 'Falcon',
  storePhone: '+971 4 123 4567',
  storeEmail: 'sales@falcon.ae',
  deliveryFeeAed: 25,
  maxUnitsPerProduct: 10,
};

export const STORE_CONFIG_MARKER = '<!--store-config-->';
export const STORE_CONFIG_ELEMENT_ID = 'store-config';

/** The <script> that replaces the marker; `<` is escaped so a value cannot close the tag. */
export function storeConfigScript(config: StoreConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STORE_CONFIG_ELEMENT_ID}">${json}</script>`;
}
