import { GUEST_CART_KEY, GUEST_ID_KEY, type CartItem } from '@store/contract';
import { newUuid } from '#web/lib/uuid';

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
 * The guest cart kept under 'guest_cart' (docs/store-rules.md#3-records-and-their-fields). Anything unreadable
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

/** Writes the guest cart under 'guest_cart'; a full or blocked storage only loses the copy. */
export function saveGuestCart(cart: StoredCart, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(GUEST_CART_KEY, JSON.stringify({ items: cart.items, totalPrice: cart.totalPrice }));
  } catch {
    // Private mode or a full storage: the cart still lives in memory for this visit.
  }
}

/** Forgets the guest cart (cleared, or merged into the server cart at login). */
export function removeGuestCart(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(GUEST_CART_KEY);
  } catch {
    // Nothing to do: an unreadable storage holds no cart either.
  }
}

/** The guest identifier kept under 'guestId' (docs/store-rules.md#3-records-and-their-fields), made on the first visit. */
export function loadOrCreateGuestId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const existing = storage?.getItem(GUEST_ID_KEY);
    if (existing) return existing;
    const id = newUuid();
    storage?.setItem(GUEST_ID_KEY, id);
    return id;
  } catch {
    return newUuid();
  }
}
