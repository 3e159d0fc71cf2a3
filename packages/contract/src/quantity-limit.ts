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
 * `maxUnits` per order (issue 15 item 8: no guest empties a product). A
 * quantity above the stock hears the specification's 'Only {n} items available
 * in stock' first, whatever the per-order limit (issue 26 item 18,
 * docs/decisions/016); within the stock, the per-order limit speaks. Null when
 * the quantity is fine.
 */
export function quantityRefusal(quantity: number, totalStock: number, maxUnits: number): QuantityRefusal | null {
  if (quantity > totalStock) return { code: 'STOCK_LIMIT', n: totalStock };
  if (quantity > maxUnits) return { code: 'QUANTITY_LIMIT', n: maxUnits };
  return null;
}
