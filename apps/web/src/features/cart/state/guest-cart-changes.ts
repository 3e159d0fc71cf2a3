// The guest cart's rules as pure functions (docs/store-rules.md#cart-state and #5-validation):
// every change gives a new cart (./guest-cart.ts works out its total). Loaded with the
// cart's changes, not with every shop page's cart state.
import {
  DEFAULT_MAX_UNITS_PER_PRODUCT,
  effectivePrice,
  messages,
  quantityRefusal,
  type CartItem,
  type ErrorCode,
  type Product,
} from '@store/contract';
import { sentence } from '#web/lib/i18n/sentences';
import { cartItemId, cartTotal, type CartContents } from './guest-cart';

/** What adding needs to know of a product: the details page's product has it all. */
export type CartProduct = Pick<Product, '_id' | 'title' | 'price' | 'salePrice' | 'image' | 'totalStock'>;

/** A refusal carries the code the server would answer for the same change, so the UI branches alike for both carts. */
export type CartChange = { ok: true; cart: CartContents } | { ok: false; code: ErrorCode; message: string };

function withItems(items: CartItem[]): CartChange {
  return { ok: true, cart: { items, totalPrice: cartTotal(items) } };
}

/**
 * The server's rule for a quantity (the contract's quantityRefusal): within
 * the stock ('Only {n} items available in stock') and within the units one
 * order may hold (MAX_UNITS_PER_PRODUCT, from the store settings).
 */
function quantityProblem(quantity: number, totalStock: number, maxUnits: number): CartChange | null {
  const refusal = quantityRefusal(quantity, totalStock, maxUnits);
  return refusal
    ? {
        ok: false,
        code: refusal.code,
        message:
          refusal.code === 'STOCK_LIMIT'
            ? sentence('STOCK_LIMIT', messages.STOCK_LIMIT, { n: refusal.n })
            : sentence('QUANTITY_LIMIT', messages.QUANTITY_LIMIT, { n: refusal.n }),
      }
    : null;
}
/** A quantity or product id the server's schema would refuse (400 VALIDATION_FAILED). */
const invalid = (text: string): CartChange => ({ ok: false, code: 'VALIDATION_FAILED', message: text });

/**
 * Adds `quantity` of `product`. Rejected with 'Only {n} items available in
 * stock' when the quantity, or what the cart already holds plus it, is above
 * the stock, and with the per-order limit when it is above `maxUnits`.
 */
export function addGuestItem(
  cart: CartContents,
  product: CartProduct,
  quantity: number,
  maxUnits: number = DEFAULT_MAX_UNITS_PER_PRODUCT,
): CartChange {
  if (!Number.isInteger(quantity) || quantity < 1) return invalid(sentence('QUANTITY_MIN', messages.QUANTITY_MIN));
  const existing = cart.items.find((item) => cartItemId(item) === product._id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const problem = quantityProblem(wanted, product.totalStock, maxUnits);
  if (problem) return problem;

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

/** Sets the quantity of a line; below 1, above the stock or above `maxUnits` is rejected. */
export function updateGuestItem(
  cart: CartContents,
  productId: string,
  quantity: number,
  maxUnits: number = DEFAULT_MAX_UNITS_PER_PRODUCT,
): CartChange {
  if (!Number.isInteger(quantity) || quantity < 1) return invalid(sentence('QUANTITY_MIN', messages.QUANTITY_MIN));
  const existing = cart.items.find((item) => cartItemId(item) === productId);
  if (!existing) return { ok: false, code: 'CART_ITEM_NOT_FOUND', message: sentence('CART_ITEM_NOT_FOUND', messages.CART_ITEM_NOT_FOUND) };
  const problem = quantityProblem(quantity, existing.totalStock, maxUnits);
  if (problem) return problem;
  return withItems(cart.items.map((item) => (item === existing ? { ...item, quantity } : item)));
}

/** Removes a line; a line that is not there leaves the cart as it is. */
export function removeGuestItem(cart: CartContents, productId: string): CartChange {
  if (!productId) return invalid(sentence('PRODUCT_ID_MISSING', messages.PRODUCT_ID_MISSING));
  return withItems(cart.items.filter((item) => cartItemId(item) !== productId));
}
