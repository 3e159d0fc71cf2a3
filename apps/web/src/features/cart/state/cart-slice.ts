// A minimal cart for the header: the guest cart read from local storage at
// start (spec section 4 "Cart"). Adding, updating and the server cart arrive
// with the cart capability.
import { createSlice } from '@reduxjs/toolkit';
import type { CartItem } from '@store/contract';
import { sessionEnded } from '../../../lib/session-events';
import { loadGuestCart } from './guest-cart-storage';

export interface CartState {
  items: CartItem[];
  totalPrice: number;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => loadGuestCart(),
  reducers: {},
  extraReducers: (builder) => {
    // Logout clears the cart (spec section 4).
    builder.addCase(sessionEnded, (state) => {
      state.items = [];
      state.totalPrice = 0;
    });
  },
});

export const cartReducer = cartSlice.reducer;

export type CartRootState = { cart: CartState };
export const selectCart = (state: CartRootState): CartState => state.cart;
/** The number shown on the cart button: every unit, not every line. */
export const selectCartCount = (state: CartRootState): number =>
  state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
