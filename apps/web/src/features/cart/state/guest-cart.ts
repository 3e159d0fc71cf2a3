// The guest cart's rules as pure functions (spec sections 4 "Cart" and 5):
// every change gives a new cart whose total is the sum of quantity times
// price, worked out in fils so that 0.1 + 0.2 stays 0.30.
import { aedToFils, effectivePrice, filsToAed, message, messages, type CartItem, type Product } from '@store/contract';

export interface CartContents {
  items: CartItem[];
  totalPrice: number;
}

/** What adding needs to know of a product: the details page's product has it all. */
export type CartProduct = Pick<Product, '_id' | 'title' | 'price' | 'salePrice' | 'image' | 'totalStock'>;

export type CartChange = { ok: true; cart: CartContents } | { ok: false; message: string };

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

const stockLimit = (totalStock: number) => message('STOCK_LIMIT', { n: totalStock });

/**
 * Adds `quantity` of `product`. Rejected with 'Only {n} items available in
 * stock' when the quantity, or what the cart already holds plus it, is above the stock.
 */
export function addGuestItem(cart: CartContents, product: CartProduct, quantity: number): CartChange {
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, message: message('QUANTITY_MIN') };
  const existing = cart.items.find((item) => cartItemId(item) === product._id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > product.totalStock) return { ok: false, message: stockLimit(product.totalStock) };

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
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, message: message('QUANTITY_MIN') };
  const existing = cart.items.find((item) => cartItemId(item) === productId);
  if (!existing) return { ok: false, message: message('CART_ITEM_NOT_FOUND') };
  if (quantity > existing.totalStock) return { ok: false, message: stockLimit(existing.totalStock) };
  return withItems(cart.items.map((item) => (item === existing ? { ...item, quantity } : item)));
}

/** Removes a line; a line that is not there leaves the cart as it is. */
export function removeGuestItem(cart: CartContents, productId: string): CartChange {
  if (!productId) return { ok: false, message: message('PRODUCT_ID_MISSING') };
  return withItems(cart.items.filter((item) => cartItemId(item) !== productId));
}

const escaped = messages.STOCK_LIMIT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const STOCK_LIMIT_PATTERN = new RegExp(`^${escaped.replace('\\{n\\}', '\\d+')}$`);

/** True for the spec's stock message, which the UI shows as the 'Stock Limit' warning. */
export function isStockLimitMessage(text: string): boolean {
  return STOCK_LIMIT_PATTERN.test(text);
}
