import { vatIncluded, type Fils, type PaymentMethod } from '@store/contract';

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
  /** Cash on delivery's fee (COD_FEE_AED), 0 for card on delivery (docs/decisions/029). */
  codFeeFils: Fils;
  /** The 5% VAT contained in the VAT-inclusive total. */
  vatFils: Fils;
  totalFils: Fils;
}

export interface PricingOptions {
  /** The order's emirate's fee (delivery-fee.ts deliveryQuote). */
  deliveryFeeFils: Fils;
  /** From this subtotal delivery is free (the admin's setting); null: never by amount. */
  freeDeliveryThresholdFils?: Fils | null;
  /** A registered customer's first order ships free (DESIGN.md section 5). */
  freeDelivery: boolean;
  /** How the buyer pays: cash on delivery adds `codFeeFils`. */
  paymentMethod: PaymentMethod;
  /** COD_FEE_AED in fils (VAT-inclusive, like the delivery fee). */
  codFeeFils: Fils;
}

/** The price the shopper pays for one unit: the sale price when below the price. */
export function unitPriceFils(p: Pick<PricedProduct, 'priceFils' | 'salePriceFils'>): Fils {
  return p.salePriceFils !== null && p.salePriceFils < p.priceFils ? p.salePriceFils : p.priceFils;
}

/**
 * Prices an order once, for the preview and for placement alike. Prices
 * include VAT; the delivery and cash-on-delivery fees are VAT-inclusive too,
 * so the VAT part is derived from the total.
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
  const overThreshold = options.freeDeliveryThresholdFils != null && subtotalFils >= options.freeDeliveryThresholdFils;
  const deliveryFeeFils = options.freeDelivery || overThreshold || priced.length === 0 ? 0 : options.deliveryFeeFils;
  // A fee for the courier's handling of cash; a free first delivery does not waive it.
  const codFeeFils = options.paymentMethod === 'cash_on_delivery' && priced.length > 0 ? options.codFeeFils : 0;
  const totalFils = subtotalFils + deliveryFeeFils + codFeeFils;
  return { lines: priced, subtotalFils, deliveryFeeFils, codFeeFils, vatFils: vatIncluded(totalFils), totalFils };
}

/** One line per product: duplicate lines of a product are summed, first-seen order kept. */
export function mergeDuplicateLines(lines: readonly { productId: string; quantity: number }[]): { productId: string; quantity: number }[] {
  const byId = new Map<string, number>();
  for (const line of lines) byId.set(line.productId, (byId.get(line.productId) ?? 0) + line.quantity);
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}
