// The guest cart's rules as pure functions (spec sections 4 "Cart" and 5):
// every change gives a new cart whose total is the sum of quantity times
// price, worked out in fils so that 0.1 + 0.2 stays 0.30.
import { aedToFils, effectivePrice, filsToAed, fillMessage, messages, type CartItem, type ErrorCode, type Product } from '@store/contract';

export interface CartContents {
  items: CartItem[];
  totalPrice: number;
}

/** What adding needs to know of a product: the details page's product has it all. */
export type CartProduct = Pick<Product, '_id' | 'title' | 'price' | 'salePrice' | 'image' | 'totalStock'>;

/** A refusal carries the code the server would answer for the same change, so the UI branches alike for both carts. */
export type CartChange = { ok: true; cart: CartContents } | { ok: false; code: ErrorCode; message: string };

/** The id of a line: a plain id for a guest, the populated product's `_id` for a customer. */
export function cartItemId(item: Pick<CartItem, 'productId'>): string {
  const { productId } = item;
  return typeof productId === 'string' ? productId : productId._id;
}

/** Sum of quantity times price; lines marked unavailable do not count (the server's rule too). */
export function cartTotal(items: readonly CartItem[]): number {
  const fils = items.reduce(
    (sum, item) => (item.available === false ? sum : sum + aedToFils(item.price) * item.quantity),
    0,
  );
  return filsToAed(fils);
}

function withItems(items: CartItem[]): CartChange {
  return { ok: true, cart: { items, totalPrice: cartTotal(items) } };
}

const stockLimit = (totalStock: number): CartChange => ({ ok: false, code: 'STOCK_LIMIT', message: fillMessage(messages.STOCK_LIMIT, { n: totalStock }) });
/** A quantity or product id the server's schema would refuse (400 VALIDATION_FAILED). */
const invalid = (text: string): CartChange => ({ ok: false, code: 'VALIDATION_FAILED', message: text });

/**
 * Adds `quantity` of `product`. Rejected with 'Only {n} items available in
 * stock' when the quantity, or what the cart already holds plus it, is above the stock.
 */
export function addGuestItem(cart: CartContents, product: CartProduct, quantity: number): CartChange {
  if (!Number.isInteger(quantity) || quantity < 1) return invalid(messages.QUANTITY_MIN);
  const existing = cart.items.find((item) => cartItemId(item) === product._id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > product.totalStock) return stockLimit(product.totalStock);

  const line: CartItem = {
    productId: product._id,
    title: product.title,
    price: effectivePrice(product),
    quantity: wanted,
    image: product.image,
    totalStock: product.totalStock,
  };
  const items = existing
    ? cart.items.map((item) => (item === existing ? line : item))
    : [...cart.items, line];
  return withItems(items);
}

/** Sets the quantity of a line; below 1 or above the stock is rejected. */
export function updateGuestItem(cart: CartContents, productId: string, quantity: number): CartChange {
  if (!Number.isInteger(quantity) || quantity < 1) return invalid(messages.QUANTITY_MIN);
  const existing = cart.items.find((item) => cartItemId(item) === productId);
  if (!existing) return { ok: false, code: 'CART_ITEM_NOT_FOUND', message: messages.CART_ITEM_NOT_FOUND };
  if (quantity > existing.totalStock) return stockLimit(existing.totalStock);
  return withItems(cart.items.map((item) => (item === existing ? { ...item, quantity } : item)));
}

/** Removes a line; a line that is not there leaves the cart as it is. */
export function removeGuestItem(cart: CartContents, productId: string): CartChange {
  if (!productId) return invalid(messages.PRODUCT_ID_MISSING);
  return withItems(cart.items.filter((item) => cartItemId(item) !== productId));
}
