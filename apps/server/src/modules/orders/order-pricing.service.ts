import {
  aedToFils,
  filsToAed,
  formatFils,
  LIMITS,
  quantityRefusal,
  type OrderPreview,
  type Emirate,
  type Language,
  type PaymentMethod,
  type PreviewRequest,
  type QuantityRefusal,
  type User,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db, DbOrTx } from '#server/db/client';
import { AppError, conflict } from '#server/lib/app-error';
import { assertCouponUsable, couponBuyerKeys, type CouponRow, loadCoupon, pricingCouponOf } from '#server/modules/coupons/index';
import { localized } from '#server/modules/catalog/index';
import { mergeDuplicateLines, type OrderPricing, priceOrder, type PricingProductRow } from '#server/modules/order-model/index';
import { findProductsForPricing, hasOpenOrPastOrder } from './orders.repository';
import { deliveryQuote, type DeliveryQuote, type DeliverySettingsRow, readDeliveryRates } from '#server/modules/settings/index';

// Pricing once (docs/store-rules.md#order-calls): the preview the checkout shows and the
// placement use the same loader and the same priceOrder, on database prices.

export interface PricedOrder<Row extends PricingProductRow = PricingProductRow> {
  pricing: OrderPricing;
  /** The products priced, by id, as read (locked when placing). */
  products: Map<string, Row>;
  /** One line per product (duplicates summed), in the order asked. */
  lines: { productId: string; quantity: number }[];
}

/** A registered customer's first order (no earlier order that was not cancelled) ships free; guests pay. */
export async function isFreeDelivery(db: DbOrTx, customer: Pick<User, '_id'> | null): Promise<boolean> {
  return customer !== null && !(await hasOpenOrPastOrder(db, customer._id));
}

/** Prices the lines on the products' current prices; 404 naming the first product that does not exist. */
export async function priceLines(
  db: DbOrTx,
  config: PricingConfig,
  items: readonly { productId: string; quantity: number }[],
  options: { freeDelivery: boolean; lock: boolean; paymentMethod: PaymentMethod; delivery: DeliveryQuote; coupon?: CouponRow | null },
): Promise<PricedOrder> {
  const lines = mergeDuplicateLines(items);
  const rows = await findProductsForPricing(db, lines.map((l) => l.productId), options.lock);
  return priceRows(config, lines, rows, options);
}

/** The settings pricing reads: DELIVERY_FEE_AED and COD_FEE_AED. */
export type PricingConfig = Pick<Config, 'deliveryFeeAed' | 'codFeeAed'>;

/**
 * The delivery quote of an order to `emirate`: the admin's fee of that
 * emirate or DELIVERY_FEE_AED, and the free-delivery threshold (docs/decisions/032).
 */
export async function quoteDelivery(db: DbOrTx, config: PricingConfig, emirate: Emirate | undefined): Promise<DeliveryQuote> {
  return deliveryQuote(await readDeliveryRates(db, aedToFils(config.deliveryFeeAed)), emirate);
}

/** quoteDelivery on settings already read (the placement reads them with its stock). */
export function quoteDeliveryFrom(settings: DeliverySettingsRow, config: PricingConfig, emirate: Emirate | undefined): DeliveryQuote {
  return deliveryQuote({ ...settings, defaultFeeFils: aedToFils(config.deliveryFeeAed) }, emirate);
}

/** Prices one line per product (duplicates already summed) on the rows read for them; 404 naming the first product missing. */
export function priceRows<Row extends PricingProductRow>(
  config: PricingConfig,
  lines: { productId: string; quantity: number }[],
  rows: readonly Row[],
  {
    freeDelivery,
    paymentMethod,
    delivery,
    coupon,
  }: { freeDelivery: boolean; paymentMethod: PaymentMethod; delivery: DeliveryQuote; coupon?: CouponRow | null },
): PricedOrder<Row> {
  const products = new Map(rows.map((row) => [row.id, row]));
  const pricingLines = lines.map(({ productId, quantity }) => {
    const product = products.get(productId);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', 404, { extra: { productId } });
    return { product, quantity };
  });
  const pricing = priceOrder(pricingLines, {
    deliveryFeeFils: delivery.feeFils,
    freeDeliveryThresholdFils: delivery.freeDeliveryThresholdFils,
    freeDelivery,
    paymentMethod,
    codFeeFils: aedToFils(config.codFeeAed),
    coupon: coupon ? pricingCouponOf(coupon, products) : null,
  });
  return { pricing, products, lines };
}

/** 409 "Only {n} items available in stock", naming the product, for the first line over stock. */
export function stockShortfall(product: Pick<PricingProductRow, 'id' | 'title' | 'titleAr' | 'totalStock'>, lang: Language = 'en'): AppError {
  return conflict(
    'STOCK_LIMIT',
    { n: product.totalStock },
    { productId: product.id, title: localized(product.title, product.titleAr, lang), totalStock: product.totalStock },
  );
}

/**
 * The error of a quantity refusal: 409 STOCK_LIMIT (the stock is a state that
 * changes), 400 QUANTITY_LIMIT (a rule of the store, whatever the stock).
 * `extra` names the product for the checkout's line problem; `maxQuantity` is
 * what the shopper can lower the line to.
 */
export function quantityError(refusal: QuantityRefusal, extra: Record<string, unknown> = {}): AppError {
  if (refusal.code === 'STOCK_LIMIT') return conflict('STOCK_LIMIT', { n: refusal.n }, extra);
  return new AppError('QUANTITY_LIMIT', 400, { params: { n: refusal.n }, extra: { ...extra, maxQuantity: refusal.n } });
}

/**
 * Every line within its product's stock and the per-order unit limit
 * (MAX_UNITS_PER_PRODUCT), duplicates of a product summed first, and the
 * total within its ceiling (LIMITS.orderTotalMaxAed): the preview and the
 * placement ask the same questions in the same order, so a total the preview
 * shows can be placed and one it refuses is never shown (issue 15 item 8).
 */
export function assertOrderable(priced: PricedOrder, maxUnitsPerProduct: number, lang: Language = 'en'): void {
  for (const line of priced.lines) {
    const product = priced.products.get(line.productId);
    if (!product) continue;
    const refusal = quantityRefusal(line.quantity, product.totalStock, maxUnitsPerProduct);
    if (refusal) throw quantityError(refusal, { productId: product.id, title: localized(product.title, product.titleAr, lang), totalStock: product.totalStock });
  }
  const maxFils = aedToFils(LIMITS.orderTotalMaxAed);
  if (priced.pricing.totalFils > maxFils) {
    throw new AppError('ORDER_TOTAL_TOO_HIGH', 400, { params: { max: formatFils(maxFils) } });
  }
}

/**
 * POST /shop/order/preview, for a guest (`viewer` null) or a signed-in customer; the lines' titles
 * in `lang` (`?lang=`, as the catalogue's reads: docs/decisions/025), the English where there is no Arabic.
 */
export async function previewOrder(
  db: Db,
  config: PricingConfig & Pick<Config, 'orderLimits'>,
  viewer: User | null,
  input: PreviewRequest,
  lang: Language = 'en',
): Promise<OrderPreview> {
  const freeDelivery = await isFreeDelivery(db, viewer);
  const delivery = await quoteDelivery(db, config, input.emirate);
  const coupon = input.couponCode ? await loadCoupon(db, input.couponCode) : null;
  const priced = await priceLines(db, config, input.items, { freeDelivery, lock: false, paymentMethod: input.paymentMethod, delivery, coupon });
  assertOrderable(priced, config.orderLimits.maxUnitsPerProduct, lang);
  // A guest's uses are counted when the order is placed (the e-mail is known then).
  if (coupon) {
    const keys = viewer ? await couponBuyerKeys(db, { userId: viewer._id, email: viewer.email, phone: viewer.phone ?? null }) : null;
    await assertCouponUsable(db, coupon, priced.pricing, keys, new Date());
  }
  const { pricing, products } = priced;
  return {
    items: pricing.lines.map((line) => {
      const product = products.get(line.productId);
      const totalStock = product?.totalStock ?? 0;
      return {
        productId: line.productId,
        title: localized(line.title, product?.titleAr, lang),
        image: line.image,
        price: filsToAed(line.unitPriceFils),
        quantity: line.quantity,
        lineTotal: filsToAed(line.lineTotalFils),
        available: line.quantity <= totalStock,
        totalStock,
      };
    }),
    subtotal: filsToAed(pricing.subtotalFils),
    deliveryFee: filsToAed(pricing.deliveryFeeFils),
    codFee: filsToAed(pricing.codFeeFils),
    discount: filsToAed(pricing.discountFils),
    couponCode: pricing.couponCode,
    vat: filsToAed(pricing.vatFils),
    totalPrice: filsToAed(pricing.totalFils),
    freeDelivery,
    freeDeliveryThreshold: pricing.freeDeliveryThresholdFils === null ? null : filsToAed(pricing.freeDeliveryThresholdFils),
    freeDeliveryRemaining: pricing.freeDeliveryRemainingFils === null ? null : filsToAed(pricing.freeDeliveryRemainingFils),
  };
}
