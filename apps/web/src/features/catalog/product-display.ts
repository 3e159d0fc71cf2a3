// How a product's price and stock read in the shop (docs/store-rules.md#12-look-and-feel):
// a sale shows the old price struck through and "Save AED n"; stock in words.
import { aedToFils, effectivePrice, filsToAed, type Product } from '@store/contract';
import { t } from '#web/lib/i18n';

/** At or below this many units, the stock reads "Only n left". */
export const LOW_STOCK_THRESHOLD = 5;

export interface PriceView {
  /** What the shopper pays: the sale price when there is one. */
  current: number;
  /** The price before the sale, or null when the product is not on sale. */
  was: number | null;
  /** was − current, computed in fils, or null. */
  saving: number | null;
}

export function priceView(product: Pick<Product, 'price' | 'salePrice'>): PriceView {
  const current = effectivePrice(product);
  if (current === product.price) return { current, was: null, saving: null };
  return { current, was: product.price, saving: filsToAed(aedToFils(product.price) - aedToFils(current)) };
}

export type StockLevel = 'in' | 'low' | 'out';

export interface StockView {
  level: StockLevel;
  label: string;
}

export function stockView(totalStock: number): StockView {
  if (totalStock <= 0) return { level: 'out', label: t('stock.out') };
  if (totalStock <= LOW_STOCK_THRESHOLD) return { level: 'low', label: t('stock.low', { n: totalStock }) };
  return { level: 'in', label: t('stock.in') };
}
