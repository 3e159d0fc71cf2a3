import { vatIncluded, type Fils } from '@store/contract';

/** A product as pricing sees it: what the database says, never the client. */
export interface PricedProduct {
  id: string;
  title: string;
  image: string | null;
  priceFils: Fils;
  salePriceFils: Fils | null;
}

export interface PricingLine {
  product: PricedProduct;
  quantity: number;
}

export interface PricedLine {
  productId: string;
  title: string;
  image: string | null;
  unitPriceFils: Fils;
  quantity: number;
  lineTotalFils: Fils;
}

export interface OrderPricing {
  lines: PricedLine[];
  subtotalFils: Fils;
  deliveryFeeFils: Fils;
  /** The 5% VAT contained in the VAT-inclusive total. */
  vatFils: Fils;
  totalFils: Fils;
}

export interface PricingOptions {
  deliveryFeeFils: Fils;
  /** A registered customer's first order ships free (DESIGN.md section 5). */
  freeDelivery: boolean;
}

/** The price the shopper pays for one unit: the sale price when below the price. */
export function unitPriceFils(p: Pick<PricedProduct, 'priceFils' | 'salePriceFils'>): Fils {
  return p.salePriceFils !== null && p.salePriceFils < p.priceFils ? p.salePriceFils : p.priceFils;
}

/**
 * Prices an order once, for the preview and for placement alike. Prices
 * include VAT; the delivery fee is VAT-inclusive too, so the VAT part is
 * derived from the total.
 */
export function priceOrder(lines: PricingLine[], options: PricingOptions): OrderPricing {
  const priced = lines.map(({ product, quantity }) => {
    const unit = unitPriceFils(product);
    return {
      productId: product.id,
      title: product.title,
      image: product.image,
      unitPriceFils: unit,
      quantity,
      lineTotalFils: unit * quantity,
    };
  });
  const subtotalFils = priced.reduce((sum, line) => sum + line.lineTotalFils, 0);
  const deliveryFeeFils = options.freeDelivery || priced.length === 0 ? 0 : options.deliveryFeeFils;
  const totalFils = subtotalFils + deliveryFeeFils;
  return { lines: priced, subtotalFils, deliveryFeeFils, vatFils: vatIncluded(totalFils), totalFils };
}

/** One line per product: duplicate lines of a product are summed, first-seen order kept. */
export function mergeDuplicateLines(lines: readonly { productId: string; quantity: number }[]): { productId: string; quantity: number }[] {
  const byId = new Map<string, number>();
  for (const line of lines) byId.set(line.productId, (byId.get(line.productId) ?? 0) + line.quantity);
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}
