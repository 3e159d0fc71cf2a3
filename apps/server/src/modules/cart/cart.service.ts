import { filsToAed, type Cart, type CartItem, type MergeCartRequest, type User } from '@store/contract';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { toProduct } from '../catalog/product-json';
import { mergeDuplicateLines, unitPriceFils } from '../orders/pricing';
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

// The server cart of a registered customer (spec sections 3, 5 and 7 "Cart").
// Identity comes from the session only (DESIGN.md section 4): the `userId`
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
 * product under `productId` (GET /shop/cart/{userId}, DESIGN.md section 3).
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

/** POST /shop/cart/add: adds to the quantity already in the cart, within stock (spec section 5); one statement. */
export async function addToCart(db: Db, viewer: User, input: CartLineInput): Promise<Cart> {
  assertOwnCart(viewer, input.userId);
  const result = await addToCartLine(db, viewer._id, input.productId, input.quantity);
  if (result.status === 'no-product') throw notFound('PRODUCT_NOT_FOUND');
  if (result.status === 'over-stock') throw conflict('STOCK_LIMIT', { n: result.totalStock });
  return toCart(result.lines, false);
}

/** PATCH /shop/cart/update: sets the quantity of a line already in the cart. */
export async function updateCartQuantity(db: Db, viewer: User, input: CartLineInput): Promise<Cart> {
  assertOwnCart(viewer, input.userId);
  const product = await stockOf(db, input.productId);
  if (input.quantity > product.totalStock) throw conflict('STOCK_LIMIT', { n: product.totalStock });
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
 * (DESIGN.md section 5). Quantities add up and are capped at stock; unknown
 * and sold-out products are skipped, so a stale guest cart never fails a login.
 */
export async function mergeGuestCart(db: Db, viewer: User, input: MergeCartRequest): Promise<Cart> {
  assertOwnCart(viewer, input.userId);
  const wanted = mergeDuplicateLines(input.items);
  const stock = new Map((await findStock(db, wanted.map((l) => l.productId))).map((p) => [p.id, p.totalStock]));
  const lines = wanted
    .filter((l) => (stock.get(l.productId) ?? 0) > 0)
    .map((l) => ({ productId: l.productId, quantity: Math.min(l.quantity, stock.get(l.productId) ?? 0) }))
    // One lock order for every writer of these rows.
    .toSorted((a, b) => (a.productId < b.productId ? -1 : 1));
  if (lines.length > 0) {
    await db.transaction(async (tx) => {
      const cartId = await ensureCartId(tx, viewer._id);
      await mergeLines(tx, cartId, lines);
    });
  }
  return getCart(db, viewer._id);
}
