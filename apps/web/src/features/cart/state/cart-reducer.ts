// docs/store-rules.md#cart-state as a reducer:
// - the guest cart is loaded from local storage at start, with a guest id;
// - after login or a successful session check the server cart is fetched
//   (cart-flows.ts `followSession`, on `sessionStarted`), the guest cart merged into it first;
// - every change answers with the whole cart (a customer's is refetched after
//   the change; a guest's is written to storage with its total recomputed);
// - after a quantity update the total is recomputed from the items;
// - clearing empties the items, resets the total and removes the guest cart;
// - logout (`sessionEnded`) clears the cart.
// The calls to the API and to storage that lead to these actions are in cart-flows.ts.
import { messages, type CartItem } from '@store/contract';
import { patchState } from '#web/lib/patch-state';
import type { SessionEvent } from '#web/lib/session-events';
import { cartItemId, cartTotal, type CartContents } from './guest-cart';
import { loadGuestCart, loadOrCreateGuestId } from './guest-cart-storage';
import { sentence } from '#web/lib/i18n/sentences';

export interface CartState {
  items: CartItem[];
  totalPrice: number;
  /** The signed-in customer whose server cart this is; null for a guest (and an admin, who has none). */
  userId: string | null;
  /** The guest identifier kept under 'guestId'. */
  guestId: string;
  /** True while the cart is fetched or merged. */
  isLoading: boolean;
  /** The last failure's message: the server's, else the spec's fallback. */
  error: string | null;
}

/** The cart's calls; each has its own fallback message (docs/store-rules.md#fallbacks). */
export type CartCall = 'fetch' | 'add' | 'update' | 'remove';

export type CartAction =
  /**
   * The browser's own cart, read once the page has hydrated: the server renders
   * an empty guest cart (it cannot see local storage), and the first client
   * render must match it (docs/store-rules.md#cart-state: "the guest cart is loaded from local
   * storage at start").
   */
  | { type: 'guestCartRestored'; items: CartItem[]; totalPrice: number; guestId: string }
  /** The cart is being fetched or merged. */
  | { type: 'cartLoading' }
  /** A fetch, merge, add or removal answered with the whole cart, taken as it is. */
  | { type: 'cartReceived'; cart: CartContents }
  /** A quantity update answered; its total is worked out again from the items. */
  | { type: 'quantityUpdated'; items: CartItem[] }
  /** A call failed, with the server's message when it gave one. */
  | { type: 'cartFailed'; call: CartCall; message?: string }
  | { type: 'cartCleared' };

/** The state at start: the guest cart from local storage, nobody signed in yet. */
export function initialCartState(): CartState {
  const { items, totalPrice } = loadGuestCart();
  return { items, totalPrice, userId: null, guestId: loadOrCreateGuestId(), isLoading: false, error: null };
}

/** The cart a server render starts from. */
export function serverCartState(): CartState {
  return { items: [], totalPrice: 0, userId: null, guestId: '', isLoading: false, error: null };
}

/** docs/store-rules.md#fallbacks: the fallback of each call when the server gives no message, in the page's language. */
export function cartFallback(call: CartCall): string {
  switch (call) {
    case 'fetch':
      return sentence('FETCH_CART_FAILED', messages.FETCH_CART_FAILED);
    case 'add':
      return sentence('ADD_TO_CART_FAILED', messages.ADD_TO_CART_FAILED);
    case 'update':
      return sentence('UPDATE_QUANTITY_FAILED', messages.UPDATE_QUANTITY_FAILED);
    case 'remove':
      return sentence('REMOVE_ITEM_FAILED', messages.REMOVE_ITEM_FAILED);
  }
}

export function cartReducer(state: CartState, action: CartAction | SessionEvent): CartState {
  switch (action.type) {
    case 'guestCartRestored': {
      // A session that already fetched the server cart keeps it.
      if (state.userId !== null) return patchState(state, { guestId: action.guestId });
      const { items, totalPrice, guestId } = action;
      return patchState(state, { items, totalPrice, guestId });
    }
    case 'sessionStarted':
      return patchState(state, { userId: action.user.role === 'admin' ? null : action.user._id, error: null });
    // Logout clears the cart (docs/store-rules.md#cart-state).
    case 'sessionEnded':
      return patchState(state, { items: emptied(state.items), totalPrice: 0, userId: null, isLoading: false, error: null });
    case 'cartCleared':
      return patchState(state, { items: emptied(state.items), totalPrice: 0, error: null });
    // docs/store-rules.md#cart-state: after a quantity update the total is recomputed from the items.
    case 'quantityUpdated':
      return patchState(state, { items: action.items, totalPrice: cartTotal(action.items), error: null });
    case 'cartLoading':
      return patchState(state, { isLoading: true, error: null });
    case 'cartReceived':
      return patchState(state, { items: action.cart.items, totalPrice: action.cart.totalPrice, isLoading: false, error: null });
    case 'cartFailed':
      return patchState(state, { isLoading: false, error: action.message ?? cartFallback(action.call) });
    case 'profileUpdated':
      return state;
  }
}

/** No items; an empty list stays the same array, so an empty cart does not change again. */
function emptied(items: CartItem[]): CartItem[] {
  return items.length === 0 ? items : [];
}

/** The number shown on the cart button: every unit, not every line. */
export const cartCount = (items: CartItem[]): number => items.reduce((sum, item) => sum + item.quantity, 0);

/** What checkout orders: the lines that can be delivered, as { productId, quantity } with the title to name them. */
export const checkoutLines = (items: CartItem[]) =>
  items
    .filter((item) => item.available !== false)
    .map((item) => ({ productId: cartItemId(item), quantity: item.quantity, title: item.title }));

/** Lines the checkout leaves out: sold out, or more in the cart than in stock. */
export const unavailableItems = (items: CartItem[]): CartItem[] => items.filter((item) => item.available === false);
