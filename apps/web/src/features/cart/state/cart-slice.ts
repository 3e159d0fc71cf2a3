// Spec section 4 "Cart" as a reducer:
// - the guest cart is loaded from local storage at start, with a guest id;
// - after login or a successful session check the server cart is fetched
//   (cart-listener.ts, on `sessionStarted`), the guest cart merged into it first;
// - every change answers with the whole cart (a customer's is refetched after
//   the change; a guest's is written to storage with its total recomputed);
// - after a quantity update the total is recomputed from the items;
// - clearing empties the items, resets the total and removes the guest cart;
// - logout (`sessionEnded`) clears the cart.
import { messages, type CartItem } from '@store/contract';
import type { UnknownAction } from 'redux';
import type { ApiProblem } from '../../../lib/api-client';
import { createAction, patchState } from '../../../lib/create-action';
import { sessionEnded, sessionStarted } from '../../../lib/session-events';
import { cartItemId, cartTotal, type CartContents } from './guest-cart';
import { loadGuestCart, loadOrCreateGuestId } from './guest-cart-storage';
import { addToCart, cartCleared, fetchCart, mergeGuestCart, removeFromCart, updateQuantity } from './cart-thunks';

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

/** The state at start: the guest cart from local storage, nobody signed in yet. */
export function initialCartState(): CartState {
  const { items, totalPrice } = loadGuestCart();
  return { items, totalPrice, userId: null, guestId: loadOrCreateGuestId(), isLoading: false, error: null };
}

const isFetchPending = (action: UnknownAction) => fetchCart.pending.match(action) || mergeGuestCart.pending.match(action);

/** The calls that answer with the whole cart, taken as it is. */
const isContentsAnswer = (action: UnknownAction): action is UnknownAction & { payload: CartContents } =>
  fetchCart.fulfilled.match(action) ||
  mergeGuestCart.fulfilled.match(action) ||
  addToCart.fulfilled.match(action) ||
  removeFromCart.fulfilled.match(action);

const isCartFailure = (action: UnknownAction): action is UnknownAction & { payload: ApiProblem | undefined } =>
  fetchCart.rejected.match(action) ||
  mergeGuestCart.rejected.match(action) ||
  addToCart.rejected.match(action) ||
  updateQuantity.rejected.match(action) ||
  removeFromCart.rejected.match(action);

// The guest cart is read from storage only when the store starts without a cart.
export function cartReducer(state: CartState = initialCartState(), action: UnknownAction): CartState {
  if (guestCartRestored.match(action)) {
    // A session that already fetched the server cart keeps it.
    if (state.userId !== null) return patchState(state, { guestId: action.payload.guestId });
    return patchState(state, action.payload);
  }
  if (sessionStarted.match(action)) {
    return patchState(state, { userId: action.payload.role === 'admin' ? null : action.payload._id, error: null });
  }
  // Logout clears the cart (spec section 4).
  if (sessionEnded.match(action)) {
    return patchState(state, { items: emptied(state.items), totalPrice: 0, userId: null, isLoading: false, error: null });
  }
  if (cartCleared.match(action)) return patchState(state, { items: emptied(state.items), totalPrice: 0, error: null });
  if (updateQuantity.fulfilled.match(action)) {
    const { items } = action.payload;
    // Spec section 4: after a quantity update the total is recomputed from the items.
    return patchState(state, { items, totalPrice: cartTotal(items), error: null });
  }
  if (isFetchPending(action)) return patchState(state, { isLoading: true, error: null });
  if (isContentsAnswer(action)) {
    const { items, totalPrice } = action.payload;
    return patchState(state, { items, totalPrice, isLoading: false, error: null });
  }
  if (isCartFailure(action)) {
    return patchState(state, { isLoading: false, error: action.payload?.message ?? fallbackFor(action.type) });
  }
  return state;
}

/** No items; an empty list stays the same array, so an empty cart does not change again. */
function emptied(items: CartItem[]): CartItem[] {
  return items.length === 0 ? items : [];
}

/** Spec section 8: the fallback of each call when the server gives no message. */
const FALLBACKS: Record<string, string> = {
  [fetchCart.rejected.type]: messages.FETCH_CART_FAILED,
  [mergeGuestCart.rejected.type]: messages.FETCH_CART_FAILED,
  [addToCart.rejected.type]: messages.ADD_TO_CART_FAILED,
  [updateQuantity.rejected.type]: messages.UPDATE_QUANTITY_FAILED,
  [removeFromCart.rejected.type]: messages.REMOVE_ITEM_FAILED,
};

function fallbackFor(type: string): string {
  return FALLBACKS[type] ?? messages.FETCH_CART_FAILED;
}

export type CartRootState = { cart: CartState };
export const selectCart = (state: CartRootState): CartState => state.cart;
/** The number shown on the cart button: every unit, not every line. */
export const selectCartCount = (state: CartRootState): number =>
  state.cart.items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * A selector of something worked out from the cart's items, worked out again
 * only when the items change: the same answer keeps `useSelector` from
 * re-rendering (what `createSelector` did).
 */
function fromItems<T>(compute: (items: CartItem[]) => T): (state: CartRootState) => T {
  let lastItems: CartItem[] | undefined;
  let lastResult: T;
  return (state) => {
    if (state.cart.items !== lastItems) {
      lastResult = compute(state.cart.items);
      lastItems = state.cart.items;
    }
    return lastResult;
  };
}

/** What checkout orders: the lines that can be delivered, as { productId, quantity } with the title to name them. */
export const selectCheckoutLines = fromItems((items) =>
  items
    .filter((item) => item.available !== false)
    .map((item) => ({ productId: cartItemId(item), quantity: item.quantity, title: item.title })),
);

/** Lines the checkout leaves out: sold out, or more in the cart than in stock. */
export const selectUnavailableItems = fromItems((items) => items.filter((item) => item.available === false));

/**
 * The browser's own cart, read once the page has hydrated: the server renders
 * an empty guest cart (it cannot see local storage), and the first client
 * render must match it (spec section 4: "the guest cart is loaded from local
 * storage at start").
 */
export const guestCartRestored = createAction<Pick<CartState, 'items' | 'totalPrice' | 'guestId'>>('cart/guestCartRestored');

/** The cart a server render starts from. */
export function serverCartState(): CartState {
  return { items: [], totalPrice: 0, userId: null, guestId: '', isLoading: false, error: null };
}
