import { GUEST_CART_KEY, type CartItem } from '@store/contract';

export interface StoredCart {
  items: CartItem[];
  totalPrice: number;
}

export const EMPTY_CART: StoredCart = { items: [], totalPrice: 0 };

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    (typeof item.productId === 'string' || (typeof item.productId === 'object' && item.productId !== null)) &&
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    typeof item.totalStock === 'number'
  );
}

/**
 * The guest cart kept under 'guest_cart' (spec section 3). Anything unreadable
 * counts as an empty cart rather than breaking the page.
 */
export function loadGuestCart(storage: Storage | undefined = globalThis.localStorage): StoredCart {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(GUEST_CART_KEY) ?? null;
  } catch {
    return EMPTY_CART;
  }
  if (!raw) return EMPTY_CART;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_CART;
    const record = value as Record<string, unknown>;
    const items = Array.isArray(record.items) ? record.items.filter(isCartItem) : [];
    const totalPrice = typeof record.totalPrice === 'number' ? record.totalPrice : 0;
    return { items: items.map((item) => ({ ...item, image: item.image ?? null })), totalPrice };
  } catch {
    return EMPTY_CART;
  }
}
