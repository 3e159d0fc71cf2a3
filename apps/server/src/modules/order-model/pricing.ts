import { vatIncluded, type Fils, type PaymentMethod } from '@store/contract';

/** A product as pricing sees it: what the database says, never the client. */
export interface PricedProduct {
  id: string;
  title: string;
  image: string | null;
  priceFils: Fils;
  salePriceFils: Fils | null;
}

/** A product as pricing and stock see it. */
export interface PricingProductRow {
  id: string;
  title: string;
  /** The Arabic title: the checkout's preview and its refusals name the product in the page's language (issue 12). */
  titleAr: string | null;
  image: string | null;
  priceFils: number;
  salePriceFils: number | null;
  totalStock: number;
  /** What a coupon limited to categories or brands looks at (docs/decisions/033). */
  categoryId: string | null;
  brandId: string | null;
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
  /** This line's share of the coupon's discount (0 without one, or when the coupon does not cover it). */
  discountFils: Fils;
}

/** A coupon as pricing applies it (modules/coupons): its checks are done before. */
export interface PricingCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1..100) or fils, by kind. */
  value: number;
  /** The lines it covers (its categories and brands); null: every line. */
  covers: ((productId: string) => boolean) | null;
}

export interface OrderPricing {
  lines: PricedLine[];
  subtotalFils: Fils;
  deliveryFeeFils: Fils;
  /** Cash on delivery's fee (COD_FEE_AED), 0 for card on delivery (docs/decisions/029). */
  codFeeFils: Fils;
  /** The coupon's discount, VAT-inclusive, taken off the total (docs/decisions/033). */
  discountFils: Fils;
  couponCode: string | null;
  /** The lines' total the coupon covers (its minimum spend and "applies to the cart" look at it). */
  coveredSubtotalFils: Fils;
  /** The 5% VAT contained in the VAT-inclusive total. */
  vatFils: Fils;
  totalFils: Fils;
  /** The admin's free-delivery threshold, or null when delivery is never free by amount (docs/decisions/032). */
  freeDeliveryThresholdFils: Fils | null;
  /** How much more the items (after the discount) must cost to reach it: 0 once reached; null without a threshold. */
  freeDeliveryRemainingFils: Fils | null;
}

export interface PricingOptions {
  /** The order's emirate's fee (delivery-fee.ts deliveryQuote). */
  deliveryFeeFils: Fils;
  /** From this subtotal delivery is free (the admin's setting); null: never by amount. */
  freeDeliveryThresholdFils?: Fils | null;
  /** A registered customer's first order ships free (docs/store-rules.md#delivery-fee-and-vat). */
  freeDelivery: boolean;
  /** How the buyer pays: cash on delivery adds `codFeeFils`. */
  paymentMethod: PaymentMethod;
  /** COD_FEE_AED in fils (VAT-inclusive, like the delivery fee). */
  codFeeFils: Fils;
  /** A coupon code's terms, already checked; none: no discount. */
  coupon?: PricingCoupon | null | undefined;
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
      discountFils: 0,
    };
  });
  const subtotalFils = priced.reduce((sum, line) => sum + line.lineTotalFils, 0);
  const coupon = options.coupon ?? null;
  const covered = coupon ? priced.filter((line) => coupon.covers === null || coupon.covers(line.productId)) : [];
  const coveredSubtotalFils = covered.reduce((sum, line) => sum + line.lineTotalFils, 0);
  const discountFils = coupon ? couponDiscountFils(coupon, coveredSubtotalFils) : 0;
  const shares = shareOut(discountFils, covered.map((line) => line.lineTotalFils));
  covered.forEach((line, i) => {
    line.discountFils = shares[i] ?? 0;
  });
  // Free delivery from a threshold counts what the shopper pays for the items: after a coupon's discount.
  const thresholdFils = options.freeDeliveryThresholdFils ?? null;
  const itemsFils = subtotalFils - discountFils;
  const overThreshold = thresholdFils !== null && itemsFils >= thresholdFils;
  const deliveryFeeFils = options.freeDelivery || overThreshold || priced.length === 0 ? 0 : options.deliveryFeeFils;
  // A fee for the courier's handling of cash; a free first delivery does not waive it.
  const codFeeFils = options.paymentMethod === 'cash_on_delivery' && priced.length > 0 ? options.codFeeFils : 0;
  const totalFils = subtotalFils - discountFils + deliveryFeeFils + codFeeFils;
  return {
    lines: priced,
    subtotalFils,
    deliveryFeeFils,
    codFeeFils,
    discountFils,
    couponCode: coupon?.code ?? null,
    coveredSubtotalFils,
    vatFils: vatIncluded(totalFils),
    totalFils,
    freeDeliveryThresholdFils: thresholdFils,
    freeDeliveryRemainingFils: thresholdFils === null ? null : Math.max(0, thresholdFils - itemsFils),
  };
}

/** The discount on the covered lines: a percentage rounded to the fils, or a fixed amount never above them. */
export function couponDiscountFils(coupon: Pick<PricingCoupon, 'kind' | 'value'>, coveredFils: Fils): Fils {
  if (coupon.kind === 'percent') return Math.round((coveredFils * Math.min(coupon.value, 100)) / 100);
  return Math.min(coupon.value, coveredFils);
}

/**
 * `amount` shared over `weights` in proportion, in whole fils, by the largest
 * remainder: the shares add up to `amount` exactly and none exceeds its weight
 * (amount <= the weights' sum).
 */
export function shareOut(amount: Fils, weights: readonly Fils[]): Fils[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  // In BigInt: amount x weight can pass 2^53 on large orders.
  const products = weights.map((w) => BigInt(amount) * BigInt(w));
  const big = BigInt(total);
  const shares = products.map((p) => Number(p / big));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = products
    .map((p, index) => ({ index, remainder: p % big }))
    .toSorted((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** One line per product: duplicate lines of a product are summed, first-seen order kept. */
export function mergeDuplicateLines(lines: readonly { productId: string; quantity: number }[]): { productId: string; quantity: number }[] {
  const byId = new Map<string, number>();
  for (const line of lines) byId.set(line.productId, (byId.get(line.productId) ?? 0) + line.quantity);
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}
