import { filsToAed, quantityRefusal, type Cart, type CartItem, type MergeCartRequest, type User } from '@store/contract';
import type { Db } from '#server/db/client';
import { forbidden, notFound } from '#server/lib/app-error';
import { toProduct } from '#server/modules/catalog/index';
import { quantityError } from '#server/modules/orders/index';
import { mergeDuplicateLines, unitPriceFils } from '#server/modules/order-model/index';
import {
  addToCartLine,
  deleteLine,
  ensureCartId,
  findCartLines,
  findStock,
  mergeLines,
  setLineQuantity,
  type CartLineRow,
} from './cart.repository';

// The server cart of a registered customer (docs/store-rules.md#3-records-and-their-fields, #5-validation and #7-the-api "Cart").
// Identity comes from the session only (docs/store-rules.md#the-server-decides): the `userId`
// the spec's calls carry must be the caller's own.

export interface CartLineInput {
  userId: string;
  productId: string;
  quantity: number;
}

/** A `userId` in a cart call that is not the caller's own: 403, whether it exists or not. */
export function assertOwnCart(viewer: User, userId: string): void {
  if (viewer._id !== userId) throw forbidden('FORBIDDEN');
}

/**
 * The cart as the spec shows it. A line whose product is sold out or has
 * less stock than its quantity stays, marked `available: false`, and is left
 * out of the total rather than breaking the cart. `populate` puts the whole
 * product under `productId` (GET /shop/cart/{userId}, docs/store-rules.md#7-the-api).
 */
export function toCart(lines: readonly CartLineRow[], populate: boolean): Cart {
  let totalFils = 0;
  const items = lines.map(({ product, quantity }): CartItem => {
    const unit = unitPriceFils(product);
    const available = product.totalStock >= quantity;
    if (available) totalFils += unit * quantity;
    return {
      productId: populate ? toProduct(product) : product.id,
      title: product.title,
      price: filsToAed(unit),
      quantity,
      image: product.image,
      totalStock: product.totalStock,
      available,
    };
  });
  return { items, totalPrice: filsToAed(totalFils) };
}

export async function getCart(db: Db, userId: string, populate = false): Promise<Cart> {
  return toCart(await findCartLines(db, userId), populate);
}

async function stockOf(db: Db, productId: string) {
  const [product] = await findStock(db, [productId]);
  if (!product) throw notFound('PRODUCT_NOT_FOUND');
  return product;
}

/**
 * 409 'Only {n} items available in stock' (docs/store-rules.md#5-validation), or 400 when the
 * stock would allow it but one order may not hold that many
 * (MAX_UNITS_PER_PRODUCT, issue 15 item 8): the one rule of quantityRefusal.
 */
function assertQuantity(quantity: number, totalStock: number, maxUnits: number): void {
  const refusal = quantityRefusal(quantity, totalStock, maxUnits);
  if (refusal) throw quantityError(refusal);
}

/**
 * POST /shop/cart/add: adds to the quantity already in the cart, within stock and the per-order limit
 * (docs/store-rules.md#5-validation, MAX_UNITS_PER_PRODUCT); one statement (docs/decisions/019). Refused: 409 'Only {n}
 * items available in stock' when the sum is above the stock, else 400 at most {n} per order (docs/decisions/016).
 */
export async function addToCart(db: Db, viewer: User, input: CartLineInput, maxUnits: number): Promise<Cart> {
  assertOwnCart(viewer, input.userId);
  const result = await addToCartLine(db, viewer._id, input.productId, input.quantity, maxUnits);
  if (result.status === 'no-product') throw notFound('PRODUCT_NOT_FOUND');
  if (result.status === 'over-stock') {
    // The sum the cart would have held; a stock that changed under the statement leaves the stock to speak.
    const refusal =
      quantityRefusal(result.held + input.quantity, result.totalStock, maxUnits) ??
      quantityRefusal(Math.max(result.totalStock, maxUnits) + 1, result.totalStock, maxUnits);
    if (refusal) throw quantityError(refusal);
  }
  if (result.status !== 'added') throw new Error('a refused addition with no bound passed');
  return toCart(result.lines, false);
}

/** PATCH /shop/cart/update: sets the quantity of a line already in the cart. */
export async function updateCartQuantity(db: Db, viewer: User, input: CartLineInput, maxUnits: number): Promise<Cart> {
  assertOwnCart(viewer, input.userId);
  const product = await stockOf(db, input.productId);
  assertQuantity(input.quantity, product.totalStock, maxUnits);
  const cartId = await ensureCartId(db, viewer._id);
  if (!(await setLineQuantity(db, cartId, product.id, input.quantity))) throw notFound('CART_ITEM_NOT_FOUND');
  return getCart(db, viewer._id);
}

/** DELETE /shop/cart/remove: removing a line that is not there leaves the cart as it is. */
export async function removeFromCart(db: Db, viewer: User, userId: string, productId: string): Promise<Cart> {
  assertOwnCart(viewer, userId);
  await deleteLine(db, viewer._id, productId);
  return getCart(db, viewer._id);
}

/**
 * POST /shop/cart/merge: the guest cart joins the server cart at login
 * (docs/store-rules.md#stock). Quantities add up and are capped at stock and at
 * MAX_UNITS_PER_PRODUCT; unknown
 * and sold-out products are skipped, so a stale guest cart never fails a login.
 */
export async function mergeGuestCart(db: Db, viewer: User, input: MergeCartRequest, maxUnits: number): Promise<Cart> {
  assertOwnCart(viewer, input.userId);
  const wanted = mergeDuplicateLines(input.items);
  const stock = new Map((await findStock(db, wanted.map((l) => l.productId))).map((p) => [p.id, p.totalStock]));
  const lines = wanted
    .filter((l) => (stock.get(l.productId) ?? 0) > 0)
    .map((l) => ({ productId: l.productId, quantity: Math.min(l.quantity, stock.get(l.productId) ?? 0, maxUnits) }))
    // One lock order for every writer of these rows.
    .toSorted((a, b) => (a.productId < b.productId ? -1 : 1));
  if (lines.length > 0) {
    await db.transaction(async (tx) => {
      const cartId = await ensureCartId(tx, viewer._id);
      await mergeLines(tx, cartId, lines, maxUnits);
    });
  }
  return getCart(db, viewer._id);
}
