// Spec section 4 "Cart" as a reducer:
// - the guest cart is loaded from local storage at start, with a guest id;
// - after login or a successful session check the server cart is fetched
//   (cart-listener.ts, on `sessionStarted`), the guest cart merged into it first;
// - every change answers with the whole cart (a customer's is refetched after
//   the change; a guest's is written to storage with its total recomputed);
// - after a quantity update the total is recomputed from the items;
// - clearing empties the items, resets the total and removes the guest cart;
// - logout (`sessionEnded`) clears the cart.
import { createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { messages, type CartItem } from '@store/contract';
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

function setContents(state: CartState, { items, totalPrice }: CartContents) {
  state.items = items;
  state.totalPrice = totalPrice;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.userId = action.payload.role === 'admin' ? null : action.payload._id;
        state.error = null;
      })
      // Logout clears the cart (spec section 4).
      .addCase(sessionEnded, (state) => {
        state.items = [];
        state.totalPrice = 0;
        state.userId = null;
        state.isLoading = false;
        state.error = null;
      })
      .addCase(cartCleared, (state) => {
        state.items = [];
        state.totalPrice = 0;
        state.error = null;
      })
      .addCase(updateQuantity.fulfilled, (state, action) => {
        state.items = action.payload.items;
        // Spec section 4: after a quantity update the total is recomputed from the items.
        state.totalPrice = cartTotal(state.items);
        state.error = null;
      })
      .addMatcher(isAnyOf(fetchCart.pending, mergeGuestCart.pending), (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addMatcher(
        isAnyOf(fetchCart.fulfilled, mergeGuestCart.fulfilled, addToCart.fulfilled, removeFromCart.fulfilled),
        (state, action: PayloadAction<CartContents>) => {
          setContents(state, action.payload);
          state.isLoading = false;
          state.error = null;
        },
      )
      .addMatcher(
        isAnyOf(fetchCart.rejected, mergeGuestCart.rejected, addToCart.rejected, updateQuantity.rejected, removeFromCart.rejected),
        (state, action) => {
          state.isLoading = false;
          state.error = action.payload?.message ?? fallbackFor(action.type);
        },
      );
  },
});

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

export const cartReducer = cartSlice.reducer;

export type CartRootState = { cart: CartState };
export const selectCart = (state: CartRootState): CartState => state.cart;
/** The number shown on the cart button: every unit, not every line. */
export const selectCartCount = (state: CartRootState): number =>
  state.cart.items.reduce((sum, item) => sum + item.quantity, 0);

/** What checkout orders: the lines that can be delivered, as { productId, quantity } with the title to name them. */
export const selectCheckoutLines = createSelector([(state: CartRootState) => state.cart.items], (items) =>
  items
    .filter((item) => item.available !== false)
    .map((item) => ({ productId: cartItemId(item), quantity: item.quantity, title: item.title })),
);

/** Lines the checkout leaves out: sold out, or more in the cart than in stock. */
export const selectUnavailableItems = createSelector([(state: CartRootState) => state.cart.items], (items) =>
  items.filter((item) => item.available === false),
);
