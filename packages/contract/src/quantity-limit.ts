import type { ErrorCode } from './error-codes';

/** Why a quantity of one product cannot be had: the code and the `{n}` of its sentence. */
export interface QuantityRefusal {
  code: Extract<ErrorCode, 'STOCK_LIMIT' | 'QUANTITY_LIMIT'>;
  /** The most the shopper can have: the stock ('Only {n} items available in stock') or the per-order limit. */
  n: number;
}

/**
 * The one rule for a quantity of one product, in the server cart, the guest
 * cart, the preview and the placement alike: at most the stock, and at most
 * `maxUnits` per order (issue 15 item 8: no guest empties a product). When
 * both are passed, the smaller one speaks, so the shopper hears the number
 * they can actually have. Null when the quantity is fine.
 */
export function quantityRefusal(quantity: number, totalStock: number, maxUnits: number): QuantityRefusal | null {
  if (quantity <= Math.min(totalStock, maxUnits)) return null;
  return totalStock <= maxUnits ? { code: 'STOCK_LIMIT', n: totalStock } : { code: 'QUANTITY_LIMIT', n: maxUnits };
}
