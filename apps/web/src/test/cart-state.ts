import type { CartItem } from '@store/contract';
import type { CartState } from '../features/cart/state/cart-reducer';
import { cartTotal } from '../features/cart/state/guest-cart';

/** A cart state for tests: these items, their total, and a guest unless `userId` is given. */
export function cartStateWith(items: CartItem[], overrides: Partial<CartState> = {}): CartState {
  return {
    items,
    totalPrice: cartTotal(items),
    userId: null,
    guestId: '7d7f0c2e-5b7e-4b8e-9a4e-3f1a2b3c4d5e',
    isLoading: false,
    error: null,
    ...overrides,
  };
}

/** A guest cart line. */
export function guestLine(overrides: Partial<CartItem> = {}): CartItem {
  return { productId: 'p-1', title: 'Gaming mouse', price: 199, quantity: 1, image: null, totalStock: 5, ...overrides };
}
